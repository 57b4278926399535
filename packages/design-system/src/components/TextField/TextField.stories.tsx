import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Nombre', name: 'name' },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true, autoComplete: 'given-name' } };

export const WithHelpText: Story = {
  name: 'With help text',
  args: {
    label: 'Teléfono',
    type: 'tel',
    name: 'telephone',
    helpText: 'Con código de área, sin 0 ni 15.',
  },
};

export const ErrorWithMessage: Story = {
  name: 'Error with message',
  args: {
    label: 'Email',
    type: 'email',
    name: 'email',
    required: true,
    defaultValue: 'juan@',
    hasError: true,
    errorMessage: 'Ingresá un email válido.',
    helpText: 'Te enviaremos la confirmación a este email.',
  },
};

export const Email: Story = { args: { label: 'Email', type: 'email', name: 'email' } };

export const NumberField: Story = {
  name: 'Number',
  args: { label: 'Kilómetros', type: 'number', name: 'kms', min: 0 },
};

export const DateField: Story = {
  name: 'Date',
  args: { label: 'Fecha de nacimiento', type: 'date', name: 'birthdate', required: true },
};

export const FileField: Story = {
  name: 'File (CV)',
  args: {
    label: 'Currículum',
    type: 'file',
    name: 'cv',
    accept: '.pdf,.doc,.docx',
    required: true,
    helpText: 'En formato Word o PDF.',
  },
};

export const Textarea: Story = {
  args: { label: 'Mensaje', type: 'textarea', name: 'message', rows: 4 },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Juan' } };

export const Focused: Story = {
  name: 'Focused',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Nombre'));
    await expect(canvas.getByLabelText('Nombre')).toHaveFocus();
  },
};

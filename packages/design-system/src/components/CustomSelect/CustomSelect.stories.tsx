import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { CustomSelect } from './CustomSelect';

// spec 3: marital status options.
const maritalStatus = [
  { value: '1', label: 'Casado/a' },
  { value: '2', label: 'Soltero/a' },
  { value: '3', label: 'Divorciado/a' },
  { value: '4', label: 'Viudo/a' },
];

const meta = {
  title: 'Forms/CustomSelect',
  component: CustomSelect,
  args: { label: 'Estado civil', name: 'marital_status_id', options: maritalStatus },
} satisfies Meta<typeof CustomSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = { name: 'Closed with the placeholder' };

export const WithValue: Story = { name: 'With a value', args: { defaultValue: '2' } };

export const Open: Story = {
  args: { defaultValue: '2' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};

export const RequiredWithHelp: Story = {
  name: 'Required with help text',
  args: { required: true, helpText: 'Figura en tu DNI.' },
};

export const ErrorWithMessage: Story = {
  name: 'Error with message',
  args: { required: true, hasError: true, errorMessage: 'Elegí tu estado civil.' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '1' } };

export const ManyOptions: Story = {
  name: 'Many options (scrolls)',
  args: {
    label: 'Año',
    name: 'year',
    options: Array.from({ length: 20 }, (_, index) => {
      const year = String(2025 - index);
      return { value: year, label: year };
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};

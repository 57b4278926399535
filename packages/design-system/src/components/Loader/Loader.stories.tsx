import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './Loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  argTypes: { layout: { control: 'inline-radio', options: ['block', 'inline'] } },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutMessage: Story = { name: 'Without a message' };

export const WithMessage: Story = {
  name: 'With a message',
  args: { message: 'Cargando vehículos…' },
};

export const Inline: Story = {
  name: 'Inline in text',
  args: { layout: 'inline', message: 'Buscando planes…' },
};

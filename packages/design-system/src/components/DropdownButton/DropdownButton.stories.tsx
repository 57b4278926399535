import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DropdownButton, dropdownButtonSizes } from './DropdownButton';

// spec 2.2: Postventa opens the three appointment links.
const afterSales = [
  { label: 'Turnos Chevrolet', href: 'https://example.com/turnos/chevrolet', external: true },
  { label: 'Turnos Volkswagen', href: 'https://example.com/turnos/volkswagen', external: true },
  { label: 'Turnos Nissan', href: 'https://example.com/turnos/nissan', external: true },
];

const meta = {
  title: 'Navigation/DropdownButton',
  component: DropdownButton,
  args: { label: 'Postventa', options: afterSales },
  argTypes: { size: { control: 'inline-radio', options: dropdownButtonSizes } },
  decorators: [(Story) => <div style={{ minHeight: '14rem' }}>{Story()}</div>],
} satisfies Meta<typeof DropdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  name: 'Open with external links',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Postventa' }));
  },
};

export const InternalLinks: Story = {
  name: 'Open with internal links',
  args: {
    label: 'Vehículos 0Km',
    options: [
      { label: 'Volkswagen', href: '/vehiculos-0km/vw' },
      { label: 'Chevrolet', href: '/vehiculos-0km/chevrolet' },
      { label: 'Nissan', href: '/vehiculos-0km/nissan' },
      { label: 'BAIC', href: '/vehiculos-0km/baic' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vehículos 0Km' }));
  },
};

export const ActiveSection: Story = { name: 'Current section', args: { isActive: true } };

export const InNavigationBar: Story = {
  name: 'Small, among a navigation bar’s links',
  args: { size: 'small' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileHeader } from './MobileHeader';

const meta = {
  title: 'Navigation/MobileHeader',
  component: MobileHeader,
  args: { title: 'Datos personales', backHref: '/concesionario-digital/paso-1' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof MobileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackOnly: Story = { name: 'Back link and title' };

export const WithInfo: Story = {
  name: 'With the Info link',
  args: { title: 'Volkswagen Amarok', backHref: '/vehiculos-0km/vw', infoHref: '#info' },
};

export const LongTitle: Story = {
  name: 'Long title (ellipsis)',
  args: { title: 'Chevrolet Tracker 1.2 Turbo LTZ Automática Premier', infoHref: '#info' },
};

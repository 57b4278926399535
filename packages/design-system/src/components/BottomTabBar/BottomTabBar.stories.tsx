import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  IconCalendar,
  IconCar,
  IconHome,
  IconMessaging,
  IconPhone,
  IconTag,
  IconUser,
  IconVideoCall,
  IconWrench,
} from '../../icons/icons';
import { BottomTabBar } from './BottomTabBar';

const meta = {
  title: 'Navigation/BottomTabBar',
  component: BottomTabBar,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    tabs: [
      { label: 'Inicio', href: '/', icon: <IconHome size="large" />, isActive: true },
      { label: '0km', href: '/vehiculos-0km', icon: <IconCar size="large" /> },
      { label: 'Ofertas', href: '/oportunidades', icon: <IconTag size="large" /> },
      { label: 'Planes', href: '/planes-de-ahorro', icon: <IconCalendar size="large" /> },
    ],
    moreTitle: 'Más de Piedemonte Automotores',
    moreEntries: [
      {
        label: 'Videollamada',
        href: 'https://zoom.us/j/123',
        external: true,
        icon: <IconVideoCall />,
      },
      { label: 'Llamar', href: 'tel:+542614000000', icon: <IconPhone /> },
      {
        label: 'Escribinos',
        href: 'https://api.whatsapp.com/send?phone=5492614000000',
        external: true,
        icon: <IconMessaging />,
      },
      { label: 'Postventa', href: '/postventa', icon: <IconWrench /> },
      { label: 'Contacto', href: '/contacto', icon: <IconUser /> },
      { label: 'Usados', href: 'https://example.com/usados', external: true },
      { label: 'Turnos Chevrolet', href: 'https://example.com/turnos/chevrolet', external: true },
      { label: 'Turnos Volkswagen', href: 'https://example.com/turnos/vw', external: true },
      { label: 'Turnos Nissan', href: 'https://example.com/turnos/nissan', external: true },
    ],
    hideFrom: 'never',
  },
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = { name: 'Inicio active' };

export const MoreOpen: Story = {
  name: "'Más' menu open",
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Más' }));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { bannerImage, longText, sampleImageSize } from '../../stories/fixtures';
import { Button } from '../Button/Button';
import { HeroBanner } from './HeroBanner';

const meta = {
  title: 'Page/HeroBanner',
  component: HeroBanner,
  args: { title: 'Planes de Ahorro' },
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { name: 'Title only' };

export const WithBreadcrumbs: Story = {
  name: 'With breadcrumbs and text',
  args: {
    title: 'Autoahorro Volkswagen',
    text: 'Tu 0km en cuotas fijas en pesos.',
    breadcrumbs: [
      { label: 'Inicio', href: '/' },
      { label: 'Planes de Ahorro', href: '/planes-de-ahorro' },
      { label: 'Volkswagen' },
    ],
  },
};

export const LongText: Story = {
  name: 'Long text cut at 140 characters',
  args: { title: 'Novedades', text: longText },
};

export const WithImageAndAction: Story = {
  name: 'With image and action',
  args: {
    title: 'Oportunidades',
    text: 'Unidades con precio especial por tiempo limitado.',
    image: { src: bannerImage, alt: '', ...sampleImageSize },
    children: <Button variant="secondary">Ver ofertas</Button>,
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceBreakdown } from './PriceBreakdown';

const meta = {
  title: 'Page/PriceBreakdown',
  component: PriceBreakdown,
  args: {
    rows: [
      { label: 'Precio de lista', amount: '$ 32.500.000' },
      { label: 'Descuento web', amount: '- $ 1.200.000', kind: 'discount' },
      { label: 'Precio con descuento', amount: '$ 31.300.000', kind: 'subtotal' },
      { label: 'Patentamiento', amount: '$ 950.000' },
      { label: 'Gastos de entrega', amount: '$ 480.000' },
      {
        label: 'Total',
        amount: '$ 32.730.000',
        kind: 'total',
        note: 'Precio final con patentamiento y entrega.',
      },
    ],
  },
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDiscountAndTotal: Story = { name: 'With a discount and a total' };

export const PendingBalance: Story = {
  name: 'Payment with pending balance',
  args: {
    rows: [
      { label: 'Contado', amount: '$ 10.000.000' },
      { label: 'Usado: Gol Trend 2015', amount: '$ 8.500.000', note: 'Valuación estimada.' },
      { label: 'Financiación', amount: '$ 5.000.000' },
      { label: 'Saldo pendiente', amount: '$ 7.800.000', kind: 'total' },
    ],
  },
};

export const DollarAmounts: Story = {
  name: 'Dollar amounts',
  args: {
    rows: [
      { label: 'Precio', amount: 'US$ 38.000' },
      { label: 'Descuento especial', amount: '- US$ 2.000', kind: 'discount' },
      { label: 'Total', amount: 'US$ 36.000', kind: 'total' },
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Tabs } from './Tabs';

const items = [
  { label: 'Contado', panel: <Text>Pagá el total del vehículo al contado.</Text> },
  { label: 'Usados', panel: <Text>Entregá tu usado como parte de pago.</Text> },
  { label: 'Financiación', panel: <Text>Financiá el saldo con los bancos adheridos.</Text> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Modalidad de pago', items },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = { name: 'First tab active' };

export const SecondTab: Story = { name: 'Second tab active', args: { defaultSelectedIndex: 1 } };

export const ManyTabs: Story = {
  name: 'Many tabs (scrolls sideways)',
  args: {
    label: 'Versiones',
    items: ['Trendline', 'Comfortline', 'Highline', 'GTS', 'Outfit', 'Extreme'].map((name) => ({
      label: name,
      panel: <Text>{`Equipamiento de la versión ${name}.`}</Text>,
    })),
  },
};

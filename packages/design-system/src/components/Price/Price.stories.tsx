import type { Meta, StoryObj } from '@storybook/react-vite';
import { themeNames } from '../../tokens/types';
import { Card, cardTones } from '../Card/Card';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Price, priceSizes } from './Price';

// Amounts come formatted by the caller, with a no-break space after the symbol.
const dollarAmount = 'US$\u00a025.000';

const meta = {
  title: 'Page/Price',
  component: Price,
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
  },
  args: {
    amount: '$\u00a030.094.000',
    withoutNationalTaxes: '$\u00a024.870.248',
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PesoPrice: Story = { name: 'Peso price' };

export const DollarUnit: Story = {
  name: 'Dollar-priced unit',
  args: { dollarAmount },
};

export const WithoutTheTaxFigure: Story = {
  name: 'Without the figure without national taxes (a server that does not send it)',
  args: { withoutNationalTaxes: undefined, label: 'Precio final' },
};

export const FromPrice: Story = {
  name: '"Desde" price on a family card',
  args: { isFrom: true, size: 'small' },
};

export const WithLabelAndNote: Story = {
  name: 'With a label and a note',
  args: { label: 'Precio final', note: 'Incluye patentamiento y entrega.' },
};

export const EverySize: Story = {
  name: 'Every size',
  render: (args) => (
    <Stack space="large">
      {priceSizes.map((size) => (
        <Price
          key={size}
          {...args}
          size={size}
          label={`Tamaño ${size}`}
          dollarAmount={dollarAmount}
        />
      ))}
    </Stack>
  ),
};

export const OnFamilyCards: Story = {
  name: 'On family cards, on both surfaces',
  render: (args) => (
    <Inline space="medium">
      {cardTones.map((tone) => (
        <Card key={tone} tone={tone} elevation="small">
          <Stack space="small">
            <Heading level={3}>Volkswagen Taos</Heading>
            <Price {...args} isFrom size="small" note="Incluye patentamiento y entrega." />
          </Stack>
        </Card>
      ))}
    </Inline>
  ),
};

export const EveryTheme: Story = {
  name: 'Every theme side by side',
  render: (args) => (
    <Inline space="medium">
      {themeNames.map((theme) => (
        <DesignSystemProvider key={theme} theme={theme}>
          <Stack space="small">
            <Text size="small" tone="muted">
              {theme}
            </Text>
            <Price
              {...args}
              label="Precio final"
              dollarAmount={dollarAmount}
              note="Incluye patentamiento y entrega."
            />
          </Stack>
        </DesignSystemProvider>
      ))}
    </Inline>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { themeNames } from '../../tokens/types';
import { Card, cardTones } from '../Card/Card';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { FinancingTerms } from './FinancingTerms';

// Amounts and rates come formatted by the caller, with no-break spaces.
const meta = {
  title: 'Page/FinancingTerms',
  component: FinancingTerms,
  args: {
    planName: 'Plan 12 cuotas tasa fija',
    bank: 'Banco Galicia',
    cashPrice: '$\u00a01.400.000',
    downPayment: '$\u00a0400.000',
    amountFinanced: '$\u00a01.000.000',
    installmentCount: 12,
    installmentAmount: '$\u00a0116.667',
    tna: '45,90\u00a0%',
    tea: '56,12\u00a0%',
    cftea: '68,12\u00a0%',
    footnote:
      'Sujeto a aprobación crediticia de la entidad. Tasa fija en pesos. Cuotas con IVA incluido sobre intereses.',
  },
} satisfies Meta<typeof FinancingTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPlan: Story = { name: 'Full plan' };

export const WithCharges: Story = {
  name: 'With other charges',
  args: {
    charges: [
      { label: 'Gastos de otorgamiento', amount: '$\u00a035.000' },
      { label: 'Seguro de vida', amount: '$\u00a02.100 por cuota' },
      { label: 'Prenda', amount: '$\u00a028.500' },
    ],
  },
};

export const ZeroRateWithFees: Story = {
  name: '0 % plan with fees',
  args: {
    planName: 'Plan 6 cuotas sin interés',
    installmentCount: 6,
    installmentAmount: '$\u00a0166.667',
    tna: '0,00\u00a0%',
    tea: '0,00\u00a0%',
    cftea: '14,37\u00a0%',
    charges: [
      { label: 'Gastos de otorgamiento', amount: '$\u00a040.000' },
      { label: 'Seguro de vida', amount: '$\u00a01.800 por cuota' },
    ],
  },
};

export const SingleInstallment: Story = {
  name: 'One quarterly installment, German system',
  args: {
    planName: 'Pago diferido',
    downPayment: undefined,
    amountFinanced: undefined,
    installmentCount: 1,
    installmentAmount: '$\u00a01.090.000',
    frequency: 'trimestral',
    system: 'Alemán',
    tna: '36,00\u00a0%',
    tea: '41,16\u00a0%',
    cftea: '52,40\u00a0%',
  },
};

export const Compact: Story = {
  name: 'Compact, for plan cards',
  args: { compact: true },
};

export const CompactOnPlanCards: Story = {
  name: 'Compact on plan cards, on both surfaces',
  render: (args) => (
    <Inline space="medium">
      {cardTones.map((tone) => (
        <Card key={tone} tone={tone} elevation="small">
          <Stack space="small">
            <Heading level={3}>{args.planName}</Heading>
            <FinancingTerms {...args} compact />
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
            <FinancingTerms {...args} compact />
          </Stack>
        </DesignSystemProvider>
      ))}
    </Inline>
  ),
};

/**
 * A price as Res. SIyC 4/2025 asks: the final price in pesos (the dollar price beside it
 * on a dollar unit) and, in smaller type, "Precio sin impuestos nacionales". Every figure
 * arrives formatted (lib/priceDisplay.ts).
 */
import { Stack, Text } from '@territorio/design-system';
import type { DisplayPrice } from '../../lib/priceDisplay';

export const withoutNationalTaxesLabel = 'Precio sin impuestos nacionales';

export type PriceTagProps = DisplayPrice & {
  size?: 'standard' | 'large';
};

export function PriceTag({
  amount,
  withoutNationalTaxes,
  dollarAmount,
  isFrom = false,
  label,
  note,
  size = 'large',
}: PriceTagProps) {
  const heading = [label, isFrom ? 'desde' : ''].filter(Boolean).join(' ');
  return (
    <Stack space="xsmall">
      {heading ? (
        <Text size="small" tone="muted">
          {heading.charAt(0).toUpperCase() + heading.slice(1)}
        </Text>
      ) : null}
      <Text size={size} weight="strong">
        {amount}
        {dollarAmount ? (
          <Text as="span" size="standard" weight="medium">
            {' '}
            ({dollarAmount})
          </Text>
        ) : null}
      </Text>
      <Text size="xsmall" tone="muted">
        {withoutNationalTaxesLabel}: {withoutNationalTaxes}
      </Text>
      {note ? (
        <Text size="xsmall" tone="muted">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

type PriceSize = 'small' | 'medium' | 'large';
type PricePart = 'label' | 'amount' | 'secondary' | 'withoutNationalTaxes' | 'note';

// One table of type sizes per price size. Res. SIyC 4/2025: the price without national taxes
// is visibly smaller than the final price, here at most 0.6 times its size (12/20, 14/24, 16/32).
const partSizes: Record<PriceSize, Record<PricePart, string>> = {
  small: {
    label: vars.fontSize.xsmall,
    amount: vars.fontSize.large,
    secondary: vars.fontSize.small,
    withoutNationalTaxes: vars.fontSize.xsmall,
    note: vars.fontSize.xsmall,
  },
  medium: {
    label: vars.fontSize.small,
    amount: vars.fontSize.xlarge,
    secondary: vars.fontSize.standard,
    withoutNationalTaxes: vars.fontSize.small,
    note: vars.fontSize.small,
  },
  large: {
    label: vars.fontSize.standard,
    amount: vars.fontSize.xxlarge,
    secondary: vars.fontSize.large,
    withoutNationalTaxes: vars.fontSize.standard,
    note: vars.fontSize.small,
  },
};

// Each part's type size is a variable the root sets per price size: one class per size on
// the root, plain classes on the parts.
const partVars: Record<PricePart, string> = {
  label: createVar(),
  amount: createVar(),
  secondary: createVar(),
  withoutNationalTaxes: createVar(),
  note: createVar(),
};

const rootBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.lineHeight.standard,
});

export const root = styleVariants(partSizes, (sizes) => [
  rootBase,
  {
    vars: Object.fromEntries(
      Object.entries(sizes).map(([part, size]) => [partVars[part as PricePart], size]),
    ),
  },
]);

export const label = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  fontSize: partVars.label,
});

// Inline layout (not flex) keeps the spaces between the parts for screen readers and lets the
// dollar figure wrap under the peso figure on narrow cards.
export const figures = style({
  margin: 0,
  lineHeight: vars.lineHeight.tight,
});

export const from = style({
  fontWeight: vars.font.weight.medium,
  fontSize: partVars.secondary,
});

export const amount = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  fontSize: partVars.amount,
});

export const dollarAmount = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  fontSize: partVars.secondary,
});

export const withoutNationalTaxes = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  fontSize: partVars.withoutNationalTaxes,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: partVars.note,
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

const sized = (part: PricePart) => ({
  small: { fontSize: partSizes.small[part] },
  medium: { fontSize: partSizes.medium[part] },
  large: { fontSize: partSizes.large[part] },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.lineHeight.standard,
});

export const label = recipe({
  base: { margin: 0, color: vars.color.text, fontWeight: vars.font.weight.medium },
  variants: { size: sized('label') },
  defaultVariants: { size: 'medium' },
});

// Inline layout (not flex) keeps the spaces between the parts for screen readers and lets the
// dollar figure wrap under the peso figure on narrow cards.
export const figures = style({
  margin: 0,
  lineHeight: vars.lineHeight.tight,
});

export const from = recipe({
  base: { fontWeight: vars.font.weight.medium },
  variants: { size: sized('secondary') },
  defaultVariants: { size: 'medium' },
});

export const amount = recipe({
  base: {
    fontWeight: vars.font.weight.strong,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: { size: sized('amount') },
  defaultVariants: { size: 'medium' },
});

export const dollarAmount = recipe({
  base: {
    color: vars.color.textMuted,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: { size: sized('secondary') },
  defaultVariants: { size: 'medium' },
});

export const withoutNationalTaxes = recipe({
  base: { margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.regular },
  variants: { size: sized('withoutNationalTaxes') },
  defaultVariants: { size: 'medium' },
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const note = recipe({
  base: { margin: 0, color: vars.color.textMuted },
  variants: { size: sized('note') },
  defaultVariants: { size: 'medium' },
});

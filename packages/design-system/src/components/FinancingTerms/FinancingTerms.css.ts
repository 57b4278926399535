import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.family,
    lineHeight: vars.lineHeight.standard,
  },
  variants: {
    compact: {
      true: { gap: vars.space.xsmall },
      false: { gap: vars.space.small },
    },
  },
  defaultVariants: { compact: false },
});

export const planName = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weight.strong,
});

export const bank = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const installments = recipe({
  base: { margin: 0, fontWeight: vars.font.weight.strong, lineHeight: vars.lineHeight.tight },
  variants: {
    compact: {
      true: { fontSize: vars.fontSize.standard },
      false: { fontSize: vars.fontSize.large },
    },
  },
  defaultVariants: { compact: false },
});

export const figure = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const detailRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  selectors: {
    '* + &': {
      borderTopWidth: vars.border.standard,
      borderTopStyle: 'solid',
      borderTopColor: vars.color.borderSubtle,
    },
  },
});

export const detailTerm = style({ margin: 0, color: vars.color.textMuted });

export const detailValue = style([figure, { margin: 0, textAlign: 'right' }]);

export const rates = style({ margin: 0 });

// BCRA Com. "A" 5853 point 4: TNA and TEA in the smallest text size, the CFTEA (below) at least
// five times larger.
export const rate = style({
  display: 'inline',
  marginInlineEnd: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.standard,
});

export const rateTerm = style({ display: 'inline', margin: 0 });

export const rateValue = style([figure, rateTerm]);

// The highlight is the action colour as a chip with its own text colour: that pair reaches
// WCAG AA in every theme (the yellow ones included, where yellow text on white would not), and
// it does not depend on the surface the plan sits on.
export const cftea = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  width: 'fit-content',
  maxWidth: '100%',
  marginBlockStart: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.action,
  color: vars.color.actionText,
  fontSize: vars.fontSize.legalHighlight,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const cfteaTerm = style({ margin: 0 });

export const cfteaValue = style([figure, { margin: 0 }]);

export const footnote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
});

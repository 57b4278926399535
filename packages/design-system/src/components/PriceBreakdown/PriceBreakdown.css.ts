import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
});

export const row = recipe({
  base: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    paddingBlock: vars.space.small,
    selectors: {
      '* + &': {
        borderTopWidth: vars.border.standard,
        borderTopStyle: 'solid',
        borderTopColor: vars.color.borderSubtle,
      },
    },
  },
  variants: {
    kind: {
      standard: { color: vars.color.text },
      discount: { color: vars.color.positive, fontWeight: vars.font.weight.medium },
      subtotal: { color: vars.color.text, fontWeight: vars.font.weight.strong },
      total: {
        color: vars.color.text,
        fontSize: vars.fontSize.large,
        fontWeight: vars.font.weight.strong,
        selectors: {
          // Same specificity as the base divider and declared later, so it wins.
          '* + &': {
            borderTopWidth: vars.border.large,
            borderTopColor: vars.color.text,
          },
        },
      },
    },
  },
  defaultVariants: { kind: 'standard' },
});

export const term = style({ margin: 0 });

export const amount = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const note = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weight.regular,
});

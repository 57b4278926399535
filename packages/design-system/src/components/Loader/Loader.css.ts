import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const loader = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.standard,
  },
  variants: {
    layout: {
      block: {
        flexDirection: 'column',
        justifyContent: 'center',
        gap: vars.space.medium,
        padding: vars.space.large,
        textAlign: 'center',
      },
      inline: { flexDirection: 'row', gap: vars.space.small },
    },
  },
  defaultVariants: { layout: 'block' },
});

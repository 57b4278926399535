import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { mediaQueries } from '../../tokens/breakpoints';

export const heading = recipe({
  base: {
    margin: 0,
    color: 'inherit',
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    level: {
      '1': {
        fontSize: vars.fontSize.xlarge,
        '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.xxlarge } },
      },
      '2': { fontSize: vars.fontSize.xlarge },
      '3': { fontSize: vars.fontSize.large },
      '4': { fontSize: vars.fontSize.standard },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { level: '2', align: 'left' },
});

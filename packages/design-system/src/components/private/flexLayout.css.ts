/**
 * The classes Stack and Inline lay out with: one static class per value, so a page ships the
 * class names it uses and not the sprinkles runtime's table of every property and condition.
 * Media-query variants come after the plain ones: the later rule wins at equal specificity.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { mediaQueries } from '../../tokens/breakpoints';

export const flex = style({ display: 'flex' });
export const column = style({ flexDirection: 'column' });
export const row = style({ flexDirection: 'row' });
export const wrap = style({ flexWrap: 'wrap' });

const alignValues = {
  stretch: 'stretch',
  'flex-start': 'flex-start',
  center: 'center',
  'flex-end': 'flex-end',
} as const;

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));
export const alignItems = styleVariants(alignValues, (value) => ({ alignItems: value }));
export const justifyContent = styleVariants(
  {
    'flex-start': 'flex-start',
    center: 'center',
    'flex-end': 'flex-end',
    'space-between': 'space-between',
  },
  (value) => ({ justifyContent: value }),
);

export const gapTablet = styleVariants(vars.space, (value) => ({
  '@media': { [mediaQueries.tablet]: { gap: value } },
}));
export const alignItemsTablet = styleVariants(alignValues, (value) => ({
  '@media': { [mediaQueries.tablet]: { alignItems: value } },
}));
export const rowFromTablet = style({
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row' } },
});

export const gapDesktop = styleVariants(vars.space, (value) => ({
  '@media': { [mediaQueries.desktop]: { gap: value } },
}));
export const rowFromDesktop = style({
  '@media': { [mediaQueries.desktop]: { flexDirection: 'row' } },
});

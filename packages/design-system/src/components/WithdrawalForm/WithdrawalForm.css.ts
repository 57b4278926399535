import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { mediaQueries } from '../../tokens/breakpoints';

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  },
});

/** The reason spans the grid: it is the one field with room to write. */
export const fullRow = style({
  '@media': {
    [mediaQueries.tablet]: { gridColumn: '1 / -1' },
  },
});

/** The answer (confirmation or failure): focused when it appears, so it is read first. */
export const answer = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
});

export const failure = style([answer, { color: vars.color.critical }]);

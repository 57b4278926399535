import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@territorio/design-system';

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
});

export const row = style({
  display: 'grid',
  gap: vars.space.xsmall,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: '14rem 1fr', gap: vars.space.medium },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
});

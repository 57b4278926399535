import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  // Labels on one line, whether or not a field has help text under it.
  alignItems: 'start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
});

/** The buttons on their own row: squeezed into a column they end up one under the other. */
export const actions = style({
  gridColumn: '1 / -1',
});

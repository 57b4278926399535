import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

/** Each group stands apart from the next: a long form of look-alike fields otherwise. */
export const fieldset = style({
  margin: 0,
  minWidth: 0,
  padding: vars.space.medium,
  border: `${vars.border.standard} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
});

export const legend = style({
  paddingInline: vars.space.xsmall,
});

/** Fields side by side where they fit (two or three on a desktop), one under the other on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.medium,
});

export const footer = style({
  marginBlockStart: vars.space.medium,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
});

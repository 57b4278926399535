import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const bar = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  border: `${vars.border.standard} solid ${vars.color.borderSubtle}`,
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const input = style({
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  accentColor: vars.color.action,
});

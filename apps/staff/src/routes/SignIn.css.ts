import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.medium,
  background: vars.color.surfaceAlt,
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.modalWidth,
});

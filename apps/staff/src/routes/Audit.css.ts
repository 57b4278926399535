import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const json = style({
  maxWidth: '40rem',
  overflowX: 'auto',
  padding: vars.space.small,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.xsmall,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const region = style({
  overflowX: 'auto',
  background: vars.color.surface,
});

// The first column names each row (a version's feature, a service): it stays in view while
// the other columns scroll under it, so its cells paint the surface over what passes below.
globalStyle(`${region} tr > :first-child`, {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  boxShadow: `inset calc(${vars.border.standard} * -1) 0 0 ${vars.color.borderSubtle}`,
});

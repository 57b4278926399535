import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.border.standard,
  height: vars.border.standard,
  padding: 0,
  margin: `calc(${vars.border.standard} * -1)`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Areas painted in the brand colour: text and the focus ring switch to brandContrast. */
export const onBrand = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
  vars: {
    [vars.color.focus]: vars.color.brandContrast,
  },
});

export const listReset = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

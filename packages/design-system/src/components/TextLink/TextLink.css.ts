import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const textLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.border.standard,
  textUnderlineOffset: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': {
      color: vars.color.linkHover,
      textDecorationThickness: vars.border.large,
    },
  },
});

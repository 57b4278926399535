import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    borderRadius: vars.radius.full,
    animationName: spin,
    animationDuration: vars.motion.duration.spin,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
  },
  variants: {
    size: {
      small: {
        width: vars.size.loaderSmall,
        height: vars.size.loaderSmall,
        borderWidth: vars.border.large,
      },
      standard: {
        width: vars.size.loaderStandard,
        height: vars.size.loaderStandard,
        borderWidth: vars.border.focus,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

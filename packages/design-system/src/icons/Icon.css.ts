import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/vars.css';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      standard: { width: vars.size.iconStandard, height: vars.size.iconStandard },
      large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'standard' },
});

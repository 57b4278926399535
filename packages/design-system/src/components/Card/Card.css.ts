import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const card = recipe({
  base: {
    display: 'block',
    margin: 0,
    borderRadius: vars.radius.large,
    color: vars.color.text,
    overflow: 'hidden',
  },
  variants: {
    tone: {
      surface: {
        background: vars.color.surface,
        borderWidth: vars.border.standard,
        borderStyle: 'solid',
        borderColor: vars.color.borderSubtle,
      },
      alt: { background: vars.color.surfaceAlt },
    },
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.small },
      medium: { padding: vars.space.medium },
      large: { padding: vars.space.large },
    },
    elevation: {
      none: {},
      small: { boxShadow: vars.shadow.small },
      medium: { boxShadow: vars.shadow.medium },
    },
  },
  defaultVariants: { tone: 'surface', padding: 'medium', elevation: 'none' },
});

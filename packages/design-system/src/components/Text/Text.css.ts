import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.standard },
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.standard },
      standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight },
    },
    tone: {
      inherit: { color: 'inherit' },
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      critical: { color: vars.color.critical },
      positive: { color: vars.color.positive },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { size: 'standard', tone: 'inherit', weight: 'regular' },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  alignSelf: 'flex-start',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weight.medium,
  selectors: {
    [`${field}[data-state="focused"] &`]: { color: vars.color.link },
  },
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxsmall,
});

/** The visible box of a text input or a custom select button. */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderWidth: vars.border.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.text },
    [`${field}[data-state="focused"] &`]: {
      borderColor: vars.color.focus,
      boxShadow: `inset 0 0 0 ${vars.border.standard} ${vars.color.focus}`,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 ${vars.border.standard} ${vars.color.critical}`,
    },
    '&:disabled, &[aria-disabled="true"]': {
      background: vars.color.disabled,
      borderColor: vars.color.disabled,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const help = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weight.medium,
});

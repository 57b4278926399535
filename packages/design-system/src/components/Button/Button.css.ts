import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const unavailable = {
  background: vars.color.disabled,
  borderColor: vars.color.disabled,
  color: vars.color.disabledText,
  cursor: 'not-allowed',
} as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minHeight: vars.size.touchTarget,
    margin: 0,
    borderWidth: vars.border.standard,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.button,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.action,
        borderColor: vars.color.actionBorder,
        color: vars.color.actionText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.actionHover,
          },
          '&:disabled, &[aria-disabled="true"]': unavailable,
        },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.actionBorder,
        color: vars.color.link,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceAlt,
            color: vars.color.linkHover,
          },
          '&:disabled, &[aria-disabled="true"]': unavailable,
        },
      },
      link: {
        background: 'none',
        color: vars.color.link,
        textDecorationLine: 'underline',
        textUnderlineOffset: vars.space.xxsmall,
        selectors: {
          '&:hover:not(:disabled)': { color: vars.color.linkHover },
          '&:disabled, &[aria-disabled="true"]': {
            color: vars.color.disabledText,
            cursor: 'not-allowed',
          },
        },
      },
    },
    size: {
      small: {
        minHeight: `calc(${vars.size.touchTarget} - ${vars.space.small})`,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
      },
      standard: {
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.standard,
      },
      large: {
        minHeight: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'small' }, style: { paddingInline: vars.space.xsmall } },
    {
      variants: { variant: 'link', size: 'standard' },
      style: { paddingInline: vars.space.xsmall },
    },
    { variants: { variant: 'link', size: 'large' }, style: { paddingInline: vars.space.xsmall } },
  ],
  defaultVariants: { variant: 'primary', size: 'standard', fullWidth: false },
});

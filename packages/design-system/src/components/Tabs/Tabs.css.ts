import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const tablist = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottomWidth: vars.border.standard,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.borderSubtle,
  scrollbarWidth: 'thin',
});

export const tab = style({
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  border: 0,
  borderBottomWidth: vars.border.focus,
  borderBottomStyle: 'solid',
  borderBottomColor: 'transparent',
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.strong,
      borderBottomColor: vars.color.actionBorder,
    },
    '&:focus-visible': { outlineOffset: `calc(${vars.border.focus} * -1)` },
  },
});

export const panel = style({
  paddingBlock: vars.space.medium,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const wrapper = style({
  position: 'relative',
});

export const combobox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  cursor: 'pointer',
  userSelect: 'none',
  textAlign: 'left',
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style([value, { color: vars.color.textMuted }]);

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const listbox = style({
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  insetInline: 0,
  top: `calc(100% + ${vars.space.xsmall})`,
  maxHeight: vars.size.listboxMaxHeight,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.surface,
  borderWidth: vars.border.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': {
      background: vars.color.surfaceAlt,
      outlineWidth: vars.border.large,
      outlineStyle: 'solid',
      outlineColor: vars.color.focus,
      outlineOffset: `calc(${vars.border.large} * -1)`,
    },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.strong },
    '&[aria-disabled="true"]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

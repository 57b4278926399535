import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'relative',
  display: 'inline-block',
});

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchTarget,
    border: 0,
    borderRadius: vars.radius.small,
    background: 'none',
    color: 'inherit',
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&[data-active="true"]': {
        fontWeight: vars.font.weight.strong,
        textDecorationLine: 'underline',
        textDecorationThickness: vars.border.large,
        textUnderlineOffset: vars.space.xsmall,
      },
    },
  },
  variants: {
    size: {
      /** Among a navigation bar's links, which use the small type size. */
      small: { fontSize: vars.fontSize.small, paddingInline: vars.space.xsmall },
      standard: { fontSize: vars.fontSize.standard, paddingInline: vars.space.small },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const menu = style({
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  top: `calc(100% + ${vars.space.xsmall})`,
  minWidth: '100%',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  borderWidth: vars.border.standard,
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const alignStart = style({ insetInlineStart: 0 });
export const alignEnd = style({ insetInlineEnd: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.link },
    '&:focus-visible': { outlineOffset: `calc(${vars.border.focus} * -1)` },
  },
});

import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@territorio/design-system';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  transform: 'translateY(-200%)',
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.link,
  zIndex: vars.zIndex.overlay,
  selectors: { '&:focus': { transform: 'none' } },
});

export const header = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
});

export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
});

export const title = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.fontSize.large,
  color: 'inherit',
  textDecoration: 'none',
});

export const member = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const nav = style({
  background: vars.color.surface,
  borderBlockEnd: `${vars.border.standard} solid ${vars.color.borderSubtle}`,
  paddingInline: vars.space.medium,
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  padding: 0,
  marginBlock: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  borderBlockEnd: `${vars.border.large} solid transparent`,
  selectors: {
    '&[aria-current="page"]': {
      borderBlockEndColor: vars.color.actionBorder,
      fontWeight: vars.font.weight.strong,
    },
    '&:hover': { color: vars.color.linkHover },
  },
});

export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  '@media': { [mediaQueries.desktop]: { paddingInline: vars.space.large } },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { mediaQueries } from '../../tokens/breakpoints';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.color.surface,
  borderTopWidth: vars.border.standard,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.borderSubtle,
  boxShadow: vars.shadow.medium,
});

export const hiddenFromTablet = style({
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const hiddenFromDesktop = style({
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridAutoColumns: '1fr',
  gridAutoFlow: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  width: '100%',
  minHeight: `calc(${vars.size.touchTarget} + ${vars.space.medium})`,
  padding: vars.space.xsmall,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.strong,
      boxShadow: `inset 0 ${vars.border.focus} 0 ${vars.color.actionBorder}`,
    },
    '&:focus-visible': { outlineOffset: `calc(${vars.border.focus} * -1)` },
  },
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
  paddingInline: vars.space.small,
  borderBottomWidth: vars.border.standard,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.borderSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link },
  },
});

export const entryLabel = style({ flexGrow: 1 });

import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.lineHeight.standard,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.modal,
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.small,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});

export const header = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
});

export const bar = style({
  maxWidth: vars.size.contentWidth,
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  paddingTop: vars.space.small,
  paddingBottom: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
});

export const brandLink = style({
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.fontSize.large,
});

export const headerLink = style({
  color: 'inherit',
  fontWeight: vars.font.weight.medium,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
});

export const main = style({
  flexGrow: 1,
  // The footer starts below the first screen: a screen that fills in when its data arrives
  // would otherwise push a visible footer down (a layout shift of about 0.16 on phones).
  minHeight: '100vh',
  width: '100%',
  maxWidth: vars.size.contentWidth,
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  paddingTop: vars.space.large,
  paddingBottom: vars.space.xxlarge,
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const footer = style({
  background: vars.color.surface,
  borderTopWidth: vars.border.standard,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.borderSubtle,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const footerInner = style({
  maxWidth: vars.size.contentWidth,
  marginLeft: 'auto',
  marginRight: 'auto',
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

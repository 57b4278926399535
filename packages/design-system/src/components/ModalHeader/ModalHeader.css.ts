import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const typeLabel = style({
  alignSelf: 'flex-start',
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  letterSpacing: vars.font.trackingCaps,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecorationLine: 'underline' },
  },
});

export const vehicle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  marginTop: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});

export const vehicleImage = style({
  flexShrink: 0,
  width: vars.size.vehicleImage,
  maxWidth: '40%',
  height: 'auto',
  borderRadius: vars.radius.small,
  objectFit: 'cover',
});

export const vehicleText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const model = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const reservation = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

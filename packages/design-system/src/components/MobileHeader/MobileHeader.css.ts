import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: `${vars.size.touchTarget} 1fr auto`,
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: `calc(${vars.size.touchTarget} + ${vars.space.small} * 2)`,
  paddingInline: vars.space.small,
  boxShadow: vars.shadow.small,
});

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  color: 'inherit',
});

export const title = style({
  margin: 0,
  overflow: 'hidden',
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.lineHeight.tight,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const info = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: 'inherit',
  fontWeight: vars.font.weight.medium,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const scroller = style({
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderBlockStart: `${vars.border.standard} solid ${vars.color.borderSubtle}`,
});

globalStyle(`${table} thead th`, {
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  borderBlockStart: 'none',
});

globalStyle(`${table} a`, { color: vars.color.link });

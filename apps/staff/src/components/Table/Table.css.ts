import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

export const scroller = style({
  // The containing block of the cells' visually hidden labels (absolutely positioned):
  // without it they sit outside the scroller and widen the whole page on phones.
  position: 'relative',
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 ${vars.border.focus} ${vars.color.focus}` },
  },
});

export const table = style({
  width: '100%',
  // On a phone the columns keep a readable width and the region scrolls sideways.
  minWidth: '48rem',
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

/** A figure or a date kept on one line: '$ 29.850.000' split in two reads as two numbers. */
export const figure = style({
  whiteSpace: 'nowrap',
});

/**
 * The stock search's layout and its native form controls (they work without JavaScript);
 * apart from stock.css.ts, which the unit page loads too.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@territorio/design-system';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr 3fr' } },
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const count = style({ color: vars.color.textMuted });

export const checkbox = style({
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  margin: 0,
  accentColor: vars.color.text,
  flexShrink: 0,
});

export const selectLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontWeight: vars.font.weight.strong,
});

export const select = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.border.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.regular,
});

globalStyle(`${select}:focus-visible, ${checkbox}:focus-visible`, {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.focusOffset,
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  marginTop: vars.space.large,
  padding: 0,
  listStyle: 'none',
});

/** The visit pages: the booking's layout, its native radio choices and a visit's details. */
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@territorio/design-system';
import { belowStickyHeader } from '../../layout/layout.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '2fr 1fr' } },
});

/** The vehicle's card comes first on a phone and beside the form, on the right, on a desktop. */
export const aside = style({
  '@media': { [mediaQueries.desktop]: { gridColumn: 2, gridRow: 1 } },
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
});

/** A step's heading: it takes focus when its step opens, below the sticky header. */
export const stepHeading = style({
  scrollMarginTop: belowStickyHeader,
  outline: 'none',
});

export const choices = style({
  display: 'grid',
  gap: vars.space.xsmall,
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.touchTarget} * 3.5), 1fr))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const wideChoices = style([
  choices,
  { gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.touchTarget} * 6), 1fr))` },
]);

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  height: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.small,
  border: `${vars.border.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.actionBorder,
      boxShadow: `inset 0 0 0 ${vars.border.standard} ${vars.color.actionBorder}`,
    },
    '&:has(input:disabled)': {
      background: vars.color.surfaceAlt,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.font.weight.medium,
});

export const choiceNote = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const control = style({
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  margin: 0,
  accentColor: vars.color.text,
  flexShrink: 0,
});

globalStyle(`${control}:focus-visible`, {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.focusOffset,
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
});

globalStyle(`${details} dt`, { fontWeight: vars.font.weight.strong });
globalStyle(`${details} dd`, { margin: 0 });

export const code = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.trackingCaps,
});

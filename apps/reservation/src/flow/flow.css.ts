import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@territorio/design-system';

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: '3fr 2fr' },
  },
});

export const vehicleImage = style({
  display: 'block',
  width: '100%',
  maxWidth: vars.size.contentWidth,
  height: 'auto',
  maxHeight: vars.size.heroMinHeight,
  objectFit: 'contain',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.medium,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const detailTerm = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const detailValue = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const notice = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderWidth: vars.border.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surface,
  color: vars.color.text,
});

export const noticeCritical = style({
  borderColor: vars.color.critical,
  borderLeftWidth: vars.border.focus,
});

export const noticePositive = style({
  borderColor: vars.color.positive,
  borderLeftWidth: vars.border.focus,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});

export const planGrid = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  },
});

export const planCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  borderWidth: vars.border.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surface,
});

export const planCardSelected = style({
  borderColor: vars.color.actionBorder,
  borderWidth: vars.border.focus,
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  },
});

export const paymentFrame = style({
  display: 'block',
  width: '100%',
  borderWidth: vars.border.standard,
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const amount = style({
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.strong,
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.trackingCaps,
  overflowWrap: 'anywhere',
});

export const planTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.lineHeight.tight,
});

/** A status sentence that takes the focus after an action (what happened, what is next). */
export const focusableStatus = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
});

/** The two rights over a deposit, side by side from tablet width (neither read as the other). */
export const rightsGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  },
});

export const right = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderWidth: vars.border.standard,
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
  background: vars.color.surface,
});

export const rightTitle = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.lineHeight.tight,
});

/** A block that takes the focus after an outcome (a rejected payment): outlined like a control. */
export const focusTarget = style({
  borderRadius: vars.radius.medium,
  ':focus-visible': {
    outlineWidth: vars.border.focus,
    outlineStyle: 'solid',
    outlineColor: vars.color.focus,
    outlineOffset: vars.border.focusOffset,
  },
});

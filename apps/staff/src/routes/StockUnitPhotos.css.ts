import { style } from '@vanilla-extract/css';
import { vars } from '@territorio/design-system';

const focusRing = `0 0 0 ${vars.border.focus} ${vars.color.focus}`;

/** Where files may be dropped on a desktop; the file input inside works everywhere. */
export const dropZone = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.border.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});

export const dropZoneActive = style({ borderColor: vars.color.focus, borderStyle: 'solid' });

export const fileInput = style({
  minHeight: vars.size.touchTarget,
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: focusRing } },
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const upload = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const progress = style({ inlineSize: '100%', blockSize: vars.space.small });

export const photo = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.border.standard} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: '12rem 1fr', alignItems: 'start' },
  },
});

export const picture = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '12rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
});

export const pending = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  alignContent: 'start',
});

/** The photo's dominant colour while it is processed: decorative, the words say the state. */
export const swatch = style({
  inlineSize: '100%',
  maxInlineSize: '12rem',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.small,
  border: `${vars.border.standard} solid ${vars.color.borderSubtle}`,
});

export const details = style({ display: 'grid', gap: vars.space.small, minInlineSize: 0 });

export const cover = style({
  justifySelf: 'start',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.action,
  color: vars.color.actionText,
  fontWeight: vars.font.weight.strong,
});

/** A move that cannot be made from here (first or last place): focusable, shown inactive. */
export const inactive = style({
  selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' } },
});

/** The picture a photo is dragged by: a grab cursor on a desktop, no text selection. */
export const handle = style({ cursor: 'grab', userSelect: 'none', touchAction: 'manipulation' });

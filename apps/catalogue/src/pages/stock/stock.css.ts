/**
 * A unit's page: its facts, its layout and the gallery (a card's cover is in
 * stockCard.css.ts, the search's own controls in stockSearch.css.ts).
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@territorio/design-system';

export const unitFacts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
});

globalStyle(`${unitFacts} dt`, { fontWeight: vars.font.weight.strong });
globalStyle(`${unitFacts} dd`, { margin: 0 });

export const unitLayout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '3fr 2fr' } },
});

/**
 * The unit page's gallery (StockGallery): a strip that snaps a photo at a time (a phone
 * swipes it), each photo filling its 4:3 slide; its controls in a row below; the
 * full-screen view shows the whole photo on black, its controls below. Styled by its parts'
 * elements, so the page's script carries one class name.
 */
export const gallery = style({ display: 'grid', gap: vars.space.small });

const strip = `${gallery} > div:first-child`;
const controls = `${gallery} > div:nth-child(2), ${gallery} form`;
const viewer = `${gallery} dialog`;

globalStyle(strip, {
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.medium,
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

/** A photo's place, 'Foto 3 de 12', shown from its label and not read twice (no alternative). */
const countBadge = {
  content: 'attr(aria-label) / ""',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.overlay,
  color: vars.color.surface,
  fontSize: vars.fontSize.small,
};

globalStyle(`${strip} > div::after`, {
  ...countBadge,
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
});

globalStyle(`${viewer}::before`, { ...countBadge, justifySelf: 'center' });

globalStyle(`${strip} > div`, {
  position: 'relative',
  flex: '0 0 100%',
  scrollSnapAlign: 'center',
  aspectRatio: '4 / 3',
});

globalStyle(`${strip} button`, {
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
});

globalStyle(`${strip} img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

globalStyle(`${strip} button:focus-visible`, {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: `calc(-1 * ${vars.border.focus})`,
});

globalStyle(controls, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

globalStyle(viewer, {
  width: '100vw',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space.medium,
  border: 'none',
  background: vars.color.text,
  color: vars.color.surface,
});

globalStyle(`${viewer}[open]`, {
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  gap: vars.space.small,
});

// The <picture>'s sources would be grid items of the view (its box is `display: contents`).
globalStyle(`${viewer} source`, { display: 'none' });

globalStyle(`${viewer} img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

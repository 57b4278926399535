/** App-level layout only; every value comes from the design system's theme contract. */
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@territorio/design-system';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: vars.space.small,
  zIndex: vars.zIndex.modal,
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.link,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({
  flex: 1,
  outline: 'none',
  // Room for the mobile bottom bar.
  paddingBottom: `calc(${vars.size.touchTarget} * 2)`,
  '@media': { [mediaQueries.tablet]: { paddingBottom: vars.space.xlarge } },
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': { [mediaQueries.tablet]: { paddingInline: vars.space.large } },
});

export const section = style({
  paddingBlock: vars.space.xlarge,
});

export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);

// ------------------------------------------------------------------ header

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.small,
});

export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: `calc(${vars.size.touchTarget} + ${vars.space.medium})`,
});

export const logo = style({
  display: 'inline-flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.fontSize.large,
  minHeight: vars.size.touchTarget,
  justifyContent: 'center',
});

export const logoTagline = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.trackingCaps,
  textTransform: 'uppercase',
});

export const nav = style({
  display: 'none',
  flex: 1,
  minWidth: 0,
  '@media': { [mediaQueries.tablet]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
  color: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: `${vars.border.large} solid transparent`,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"], &[data-active="true"]': {
      borderBottomColor: 'currentColor',
      fontWeight: vars.font.weight.strong,
    },
  },
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginLeft: 'auto',
});

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.full,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const phoneText = style({
  display: 'none',
  fontWeight: vars.font.weight.medium,
  '@media': { [mediaQueries.desktop]: { display: 'inline' } },
});

// ------------------------------------------------------------------ footer

export const footer = style({
  background: vars.color.surfaceAlt,
  paddingBlock: vars.space.xlarge,
  marginBottom: `calc(${vars.size.touchTarget} * 1.5)`,
  '@media': { [mediaQueries.tablet]: { marginBottom: 0 } },
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const plainList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const footerLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
});

// ------------------------------------------------------------------ grids and cards

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const gridTwo = style([
  grid,
  { '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
]);

export const gridFour = style([
  grid,
  { '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' } } },
]);

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'contain',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.medium,
});

export const wideImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.medium,
});

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
});

globalStyle(`${cardLink}:hover h3, ${cardLink}:focus-visible h3`, { textDecoration: 'underline' });

export const fill = style({ height: '100%' });

export const discount = style({
  color: vars.color.positive,
  fontWeight: vars.font.weight.strong,
});

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weight.medium,
});

export const featureList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.small,
  borderBottom: `${vars.border.standard} solid ${vars.color.borderSubtle}`,
  verticalAlign: 'top',
});

// A story clip over its poster (StoryVideo): the frame takes the 9:16 box, both layers fill it.
const storyFrame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '9 / 16',
  overflow: 'hidden',
  background: vars.color.text,
});

export const video = style([storyFrame, { maxHeight: '70vh', borderRadius: vars.radius.large }]);

export const storyPreview = style([storyFrame, { borderRadius: vars.radius.medium }]);

export const storyLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const storyViewer = style({
  maxWidth: `calc(${vars.size.modalWidth} * 0.75)`,
  marginInline: 'auto',
});

export const richText = style({
  lineHeight: vars.lineHeight.standard,
});

globalStyle(`${richText} img`, {
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.medium,
});

globalStyle(`${richText} a`, { color: vars.color.link });

// Lists in rich text read as lists whatever the page's resets: marked, indented, and each
// item apart from the next; paragraphs and lists apart from one another.
globalStyle(`${richText} :is(p, ul, ol)`, {
  marginBlock: `0 ${vars.space.medium}`,
});

globalStyle(`${richText} :is(ul, ol)`, { paddingInlineStart: vars.space.large });

globalStyle(`${richText} ul`, { listStyleType: 'disc' });

globalStyle(`${richText} ol`, { listStyleType: 'decimal' });

globalStyle(`${richText} li + li`, { marginBlockStart: vars.space.xsmall });

/** A plain-text list (a news excerpt's), marked and indented, each item apart. */
export const textList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  listStyleType: 'disc',
});

globalStyle(`${textList} > li + li`, { marginBlockStart: vars.space.xxsmall });

/** spec 2.9: a department's lines, the brand beside its number. */
export const contactLines = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
});

globalStyle(`${contactLines} dd`, { margin: 0 });

// WCAG 2.5.8: each number is a target at least 24 px high, one line under the other.
globalStyle(`${contactLines} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space.large,
});

globalStyle(`${contactLines} dt`, {
  display: 'flex',
  alignItems: 'center',
});

/** A wrapper without a box of its own: its children are laid out as its parent's. */
export const contents = style({ display: 'contents' });

/**
 * The room a target scrolled into view (an anchor, a heading given the focus) keeps above
 * it: the sticky header at its tallest (92 px on wide screens: its bar and its second row)
 * and a small gap, so the header never covers it.
 */
export const belowStickyHeader = `calc(${vars.size.touchTarget} * 2 + ${vars.space.medium})`;

export const anchorTarget = style({ scrollMarginTop: belowStickyHeader });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const fullRow = style({
  '@media': { [mediaQueries.tablet]: { gridColumn: '1 / -1' } },
});

export const popupImage = style({
  display: 'block',
  width: '100%',
  maxWidth: `calc(${vars.size.modalWidth} * 0.6)`,
  height: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radius.medium,
});

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.medium,
});

/** The offline notice: in the content's column, apart from the page below it. */
export const offlineNotice = style({
  selectors: { '&:not(:empty)': { paddingTop: vars.space.medium } },
});

/** A form's connection notice: right above its submit button, taking no room while empty. */
export const connectionNotice = style({
  selectors: { '&:not(:empty)': { paddingBottom: vars.space.small } },
});

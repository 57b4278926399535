import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { mediaQueries } from '../../tokens/breakpoints';

export const root = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  minHeight: vars.size.heroMinHeight,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  '@media': {
    [mediaQueries.desktop]: { paddingInline: vars.space.xxlarge },
  },
});

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const crumbLink = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  borderRadius: vars.radius.small,
});

export const currentCrumb = style({
  fontWeight: vars.font.weight.strong,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  maxWidth: vars.size.modalWidth,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  minHeight: vars.size.heroMinHeight,
  objectFit: 'cover',
});

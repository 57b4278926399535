import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from '../tokens/breakpoints';
import { vars } from '../themes/vars.css';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
    maxWidth: { content: vars.size.contentWidth, full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const unconditionalProperties = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceAlt: vars.color.surfaceAlt,
      brand: vars.color.brand,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brandContrast: vars.color.brandContrast,
      link: vars.color.link,
      critical: vars.color.critical,
      positive: vars.color.positive,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'sticky', 'static'],
    overflow: ['hidden', 'visible', 'auto'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, unconditionalProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;

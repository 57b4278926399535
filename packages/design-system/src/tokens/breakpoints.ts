// spec 9: desktop starts at 1152 px; 1024 px (and the 1023/1151 edges) are also used.
export const breakpoints = {
  mobile: 0,
  tablet: 1024,
  desktop: 1152,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for `@media` blocks; the `below*` ones match the spec's 1023/1151 px edges. */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

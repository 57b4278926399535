/**
 * The site's one web font and its metric-matched fallback (fonts subset and
 * preloaded, no layout shift when they arrive).
 */
/** The family name @fontsource-variable/inter gives its faces. */
export const interFamily = 'Inter Variable';

/** Arial with Inter's metrics: shown until Inter arrives, then swapped without a shift. */
export const interFallbackFamily = 'Inter Variable Fallback';

/**
 * Only the latin subset is loaded: Spanish needs nothing outside it (ñ, á, ü, ¿, ¡, «», the
 * euro sign and typographic quotes and dashes are all in U+0000-00FF or U+2000-206F), and a
 * scan of the apps' copy and the seed content found no character beyond it. The range is
 * @fontsource-variable/inter 5.3.0's own for this file (index.css, 'inter-latin-wght-normal').
 */
export const interLatin = {
  /** In @fontsource-variable/inter's `files/`; preload.ts preloads the same file. */
  file: 'inter-latin-wght-normal.woff2',
  unicodeRange:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;

export type FontMetrics = {
  readonly ascent: number;
  readonly descent: number;
  readonly lineGap: number;
  readonly unitsPerEm: number;
  /** Average advance width of latin text, weighted by letter frequency. */
  readonly xWidthAvg: number;
};

/**
 * Metrics from @capsizecss/metrics 3.5.0 (entireMetricsCollection/inter/{regular,700} and
 * arial/{regular,700}), which Capsize extracts from the fonts' hhea/OS/2 tables and
 * measures over weighted latin text.
 */
export const fontMetrics = {
  interRegular: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 },
  interBold: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1008 },
  arialRegular: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
  arialBold: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 },
} as const satisfies Record<string, FontMetrics>;

export type MetricOverrides = {
  readonly sizeAdjust: string;
  readonly ascentOverride: string;
  readonly descentOverride: string;
  readonly lineGapOverride: string;
};

const percent = (ratio: number) => `${Number((ratio * 100).toFixed(4))}%`;

/**
 * @font-face descriptors that make `fallback` take the space `preferred` will: size-adjust
 * scales the fallback so its average character is as wide as the preferred font's, and the
 * overrides (relative to the adjusted size) give it the preferred font's line box. The same
 * arithmetic as Capsize's `createFontStack` and fontaine.
 */
export function metricOverrides(preferred: FontMetrics, fallback: FontMetrics): MetricOverrides {
  const sizeAdjust =
    preferred.xWidthAvg / preferred.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const relative = (value: number) => Math.abs(value) / (preferred.unitsPerEm * sizeAdjust);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(relative(preferred.ascent)),
    descentOverride: percent(relative(preferred.descent)),
    lineGapOverride: percent(relative(preferred.lineGap)),
  };
}

/**
 * The fallback faces: Arial where the system has it (Windows, macOS), else the fonts made
 * with Arial's widths (Liberation Sans and Arimo on Linux, Helvetica, whose widths Arial
 * copies). Regular serves weights up to 500; bold, 600 and up (the site uses 400, 500, 700).
 */
export const interFallbackFaces = [
  {
    fontWeight: '400',
    src: "local('Arial'), local('ArialMT'), local('Helvetica'), local('Liberation Sans'), local('Arimo')",
    ...metricOverrides(fontMetrics.interRegular, fontMetrics.arialRegular),
  },
  {
    fontWeight: '700',
    src: "local('Arial Bold'), local('Arial-BoldMT'), local('Helvetica Bold'), local('Liberation Sans Bold'), local('Arimo Bold')",
    ...metricOverrides(fontMetrics.interBold, fontMetrics.arialBold),
  },
] as const;

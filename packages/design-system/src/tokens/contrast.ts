import type { ColorTokens } from './types';

type Rgb = readonly [number, number, number];

/** Parses `#RGB` or `#RRGGBB`. */
export const parseHexColor = (hex: string): Rgb => {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) {
    throw new Error(`Not a hex colour: ${hex}`);
  }
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

// WCAG 2.2, definition of relative luminance (sRGB).
const channel = (value: number) => {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

export const relativeLuminance = (hex: string): number => {
  const [red, green, blue] = parseHexColor(hex);
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
};

/** WCAG 2.2 contrast ratio, from 1 to 21. */
export const contrastRatio = (first: string, second: string): number => {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

type ColorName = keyof ColorTokens;

export type ContrastRule = {
  foreground: ColorName;
  background: ColorName;
  /** 4.5 for text (SC 1.4.3), 3 for control borders and focus indicators (SC 1.4.11). */
  minimum: 4.5 | 3;
};

const text = (foreground: ColorName, background: ColorName): ContrastRule => ({
  foreground,
  background,
  minimum: 4.5,
});
const nonText = (foreground: ColorName, background: ColorName): ContrastRule => ({
  foreground,
  background,
  minimum: 3,
});

/** Every foreground/background pairing the components use. */
export const contrastRules: readonly ContrastRule[] = [
  text('text', 'surface'),
  text('text', 'surfaceAlt'),
  text('textMuted', 'surface'),
  text('textMuted', 'surfaceAlt'),
  text('link', 'surface'),
  text('link', 'surfaceAlt'),
  text('linkHover', 'surface'),
  text('linkHover', 'surfaceAlt'),
  text('actionText', 'action'),
  text('actionText', 'actionHover'),
  text('brandContrast', 'brand'),
  text('critical', 'surface'),
  text('critical', 'surfaceAlt'),
  text('criticalText', 'critical'),
  text('positive', 'surface'),
  text('positive', 'surfaceAlt'),
  text('positiveText', 'positive'),
  nonText('border', 'surface'),
  nonText('border', 'surfaceAlt'),
  nonText('actionBorder', 'surface'),
  nonText('actionBorder', 'surfaceAlt'),
  nonText('focus', 'surface'),
  nonText('focus', 'surfaceAlt'),
  nonText('critical', 'surface'),
];

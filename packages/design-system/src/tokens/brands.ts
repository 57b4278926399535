import { radiusScale, sharedScale } from './scale';
import type { ColorTokens, ThemeName, ThemeTokens } from './types';

const neutral = {
  surface: '#FFFFFF',
  critical: '#B3261E',
  criticalText: '#FFFFFF',
  positive: '#1E7B34',
  positiveText: '#FFFFFF',
  disabled: '#E4E4E4',
  disabledText: '#6E6E6E',
  overlay: 'rgba(0, 0, 0, 0.6)',
} satisfies Partial<ColorTokens>;

// Volkswagen: the brand's dark blue with a brighter action blue.
const vw: ColorTokens = {
  ...neutral,
  brand: '#001E50',
  brandContrast: '#FFFFFF',
  action: '#0040C5',
  actionHover: '#001E50',
  actionText: '#FFFFFF',
  actionBorder: '#0040C5',
  link: '#0040C5',
  linkHover: '#001E50',
  surfaceAlt: '#F2F4F7',
  text: '#1B1E23',
  textMuted: '#5C6470',
  border: '#6F7988',
  borderSubtle: '#DFE4EA',
  focus: '#0040C5',
};

// Chevrolet: bowtie yellow needs dark text; links and outlines use a dark gold.
const gm: ColorTokens = {
  ...neutral,
  brand: '#FFC72C',
  brandContrast: '#1A1A1A',
  action: '#FFC72C',
  actionHover: '#E5A800',
  actionText: '#1A1A1A',
  actionBorder: '#8C6A00',
  link: '#6B4F00',
  linkHover: '#1A1A1A',
  surfaceAlt: '#F6F6F6',
  text: '#1A1A1A',
  textMuted: '#5E5E5E',
  border: '#767676',
  borderSubtle: '#E2E2E2',
  focus: '#1A1A1A',
};

// Nissan: the brand red on white with near-black text.
const nissan: ColorTokens = {
  ...neutral,
  brand: '#C3002F',
  brandContrast: '#FFFFFF',
  action: '#C3002F',
  actionHover: '#8F0022',
  actionText: '#FFFFFF',
  actionBorder: '#C3002F',
  link: '#C3002F',
  linkHover: '#8F0022',
  surfaceAlt: '#F5F5F5',
  text: '#1A1A1A',
  textMuted: '#5F5F5F',
  border: '#767676',
  borderSubtle: '#E0E0E0',
  focus: '#1A1A1A',
};

// BAIC: a brighter red on warm greys.
const baic: ColorTokens = {
  ...neutral,
  brand: '#D0021B',
  brandContrast: '#FFFFFF',
  action: '#D0021B',
  actionHover: '#A00014',
  actionText: '#FFFFFF',
  actionBorder: '#D0021B',
  link: '#B0001A',
  linkHover: '#7A0012',
  surfaceAlt: '#F4F3F1',
  text: '#222222',
  textMuted: '#5E5A55',
  border: '#77726C',
  borderSubtle: '#E3E0DC',
  focus: '#222222',
};

// The dealership group: its own warm yellow, dark text on it.
const group: ColorTokens = {
  ...neutral,
  brand: '#F5B800',
  brandContrast: '#1A1A1A',
  action: '#F5B800',
  actionHover: '#DDA600',
  actionText: '#1A1A1A',
  actionBorder: '#8A6500',
  link: '#7A5900',
  linkHover: '#1A1A1A',
  surfaceAlt: '#FAF7F0',
  text: '#1C1C1C',
  textMuted: '#5F5B52',
  border: '#7A7468',
  borderSubtle: '#E8E2D4',
  focus: '#1A1A1A',
};

const buttonRadius: Record<ThemeName, string> = {
  vw: radiusScale.full,
  gm: radiusScale.small,
  nissan: radiusScale.none,
  baic: radiusScale.small,
  group: radiusScale.medium,
};

const palettes: Record<ThemeName, ColorTokens> = { vw, gm, nissan, baic, group };

const buildTokens = (name: ThemeName): ThemeTokens => ({
  ...sharedScale,
  color: palettes[name],
  radius: { ...radiusScale, button: buttonRadius[name] },
});

/** Raw token values per theme: the only place brand colours are written. */
export const themeTokens: Record<ThemeName, ThemeTokens> = {
  vw: buildTokens('vw'),
  gm: buildTokens('gm'),
  nissan: buildTokens('nissan'),
  baic: buildTokens('baic'),
  group: buildTokens('group'),
};

import type { ThemeName } from '../tokens/types';
import { baicTheme, gmTheme, groupTheme, nissanTheme, vwTheme } from './themes.css';

/** Theme class names keyed by style name; put one on a root element (or use DesignSystemProvider). */
export const themes: Record<ThemeName, string> = {
  vw: vwTheme,
  gm: gmTheme,
  nissan: nissanTheme,
  baic: baicTheme,
  group: groupTheme,
};

// spec 3: brand strings 'chevrolet' and 'volkswagen' map to style names 'gm' and 'vw'.
const brandStyleNames: Record<string, ThemeName> = {
  vw: 'vw',
  volkswagen: 'vw',
  gm: 'gm',
  chevrolet: 'gm',
  nissan: 'nissan',
  baic: 'baic',
  group: 'group',
};

/** The theme name for a style name or brand string; anything unknown gets the group's theme. */
export const themeNameForBrand = (brand: string | null | undefined): ThemeName =>
  brandStyleNames[(brand ?? '').trim().toLowerCase()] ?? 'group';

/** The theme class for a style name ('vw', 'gm', 'nissan', 'baic', 'group') or brand string. */
export const themeForBrand = (brand: string | null | undefined): string =>
  themes[themeNameForBrand(brand)];

import { createTheme, globalStyle } from '@vanilla-extract/css';
import { themeTokens } from '../tokens/brands';
import { mediaQueries } from '../tokens/breakpoints';
import type { ThemeName } from '../tokens/types';
import { vars } from './vars.css';

const createBrandTheme = (name: ThemeName): string => {
  const themeClass = createTheme(vars, themeTokens[name], `theme-${name}`);

  // The theme root carries the base typography so anything inside it reads correctly.
  globalStyle(`.${themeClass}`, {
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.standard,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.lineHeight.standard,
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    '@media': {
      // Every transition in the components reads these durations, so zeroing them here
      // honours the visitor's reduced-motion setting everywhere at once.
      [mediaQueries.reducedMotion]: {
        vars: {
          [vars.motion.duration.fast]: '0ms',
          [vars.motion.duration.standard]: '0ms',
          [vars.motion.duration.slow]: '0ms',
        },
      },
    },
  });

  return themeClass;
};

export const vwTheme = createBrandTheme('vw');
export const gmTheme = createBrandTheme('gm');
export const nissanTheme = createBrandTheme('nissan');
export const baicTheme = createBrandTheme('baic');
export const groupTheme = createBrandTheme('group');

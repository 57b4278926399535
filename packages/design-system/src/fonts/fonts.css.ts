import { globalFontFace } from '@vanilla-extract/css';
import { interFallbackFaces, interFallbackFamily, interFamily, interLatin } from './fonts';

// Vite resolves the package path and emits the file with a hashed name; the apps preload it.
globalFontFace(interFamily, {
  src: `url('@fontsource-variable/inter/files/${interLatin.file}') format('woff2-variations')`,
  fontStyle: 'normal',
  fontWeight: '100 900',
  fontDisplay: 'swap',
  unicodeRange: interLatin.unicodeRange,
});

for (const face of interFallbackFaces) globalFontFace(interFallbackFamily, face);

/**
 * The address of the font file every page uses above the fold, for a `<link rel=preload>`
 * in each app's document head: the same file the @font-face rule names, so the browser
 * fetches it once.
 */
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const preloadedFontUrls: readonly string[] = [interLatinUrl];

/**
 * The `<link rel=preload>` of the font file every page uses above the fold, for each app's
 * document head (React Router's `links`): the same file the @font-face rule names, so the
 * browser fetches it once. Fonts are fetched anonymously (CORS), so the preload says so
 * too, or the browser would fetch the file twice.
 */
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export type FontPreloadLink = {
  readonly rel: 'preload';
  readonly href: string;
  readonly as: 'font';
  readonly type: 'font/woff2';
  readonly crossOrigin: 'anonymous';
};

export function fontPreloadLinks(): FontPreloadLink[] {
  return [interLatinUrl].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  }));
}

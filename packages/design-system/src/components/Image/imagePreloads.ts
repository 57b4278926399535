import type { ImageProps, ImageSource } from './Image';

/**
 * A `<link rel="preload" as="image">` for server-rendered HTML, in React's prop names
 * (`imageSrcSet`, `imageSizes`, `fetchPriority`), so the browser starts on the page's main
 * image before any script runs.
 */
export type ImagePreload = {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  /** Browsers skip a preload of a type they cannot decode, as they skip the <source>. */
  type?: string;
  media?: string;
  fetchPriority: 'high';
};

/** 'a.avif 180w, b.avif 360w' has descriptors; a lone 'a.svg' does not. */
const hasDescriptors = (srcSet: string) => /\s\d+(\.\d+)?[wx]\s*(,|$)/.test(srcSet.trim());

/** The screens a media query does not match: `not screen and (…)`, `not all and (…)`. */
function negate(media: string): string {
  if (media.includes(',')) {
    throw new Error(`imagePreloads: cannot negate the media query list '${media}'.`);
  }
  return media.trimStart().startsWith('(') ? `not all and ${media}` : `not ${media}`;
}

function sourcePreload(source: ImageSource, sizes: string | undefined, media?: string) {
  const preload: ImagePreload = {
    href: source.srcSet.trim().split(/\s+/)[0] ?? '',
    fetchPriority: 'high',
  };
  if (hasDescriptors(source.srcSet)) {
    preload.imageSrcSet = source.srcSet;
    if (sizes) preload.imageSizes = sizes;
  }
  if (source.type) preload.type = source.type;
  if (media) preload.media = media;
  return preload;
}

/**
 * The preloads that fetch exactly what `<Image {...image} />` shows, one per group of
 * screens: for each, the file a browser takes first (the first source, whose `type` lets a
 * browser that cannot decode it skip the preload as it skips the source; else the <img>).
 * Art direction may use one media query (the desktop banner above `mediaQueries.tablet`);
 * the fallback's preload gets its negation.
 */
export function imagePreloads(
  image: Pick<ImageProps, 'src' | 'srcSet' | 'sizes' | 'sources'>,
): ImagePreload[] {
  const sources = image.sources ?? [];
  const mediaQueries = [...new Set(sources.flatMap((source) => source.media ?? []))];
  if (mediaQueries.length > 1) {
    throw new Error('imagePreloads: more than one media query cannot be split into preloads.');
  }
  const [media] = mediaQueries;
  const fallbackMedia = media ? negate(media) : undefined;
  const forFallback = sources.find((source) => !source.media);
  const fallback = forFallback
    ? sourcePreload(forFallback, image.sizes, fallbackMedia)
    : sourcePreload({ srcSet: image.srcSet ?? image.src }, image.sizes, fallbackMedia);
  if (!forFallback) fallback.href = image.src;
  const forMedia = media ? sources.find((source) => source.media === media) : undefined;
  return forMedia ? [sourcePreload(forMedia, image.sizes, media), fallback] : [fallback];
}

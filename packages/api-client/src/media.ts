/**
 * The media the API serves under /media/ (apps/api/media, drawn once by
 * apps/api/src/seed/generate-media.ts). Their intrinsic sizes, for width and height
 * attributes that reserve an image's box before it loads (no layout shift), and
 * the names of the raster copies the generator writes beside them and the apps put in
 * <picture> sources: WebP copies of the SVG pictures, AVIF and WebP copies of the story
 * posters.
 */

/** Intrinsic sizes (CSS pixels at 1x) of the generated media, by kind. */
export const mediaImageSizes = {
  vehicle: { width: 640, height: 260 },
  bannerDesktop: { width: 1600, height: 600 },
  bannerMobile: { width: 750, height: 1000 },
  news: { width: 1200, height: 675 },
  /** Story clips and their JPEG posters (a frame of the clip). */
  story: { width: 360, height: 640 },
  popup: { width: 600, height: 600 },
} as const;

/**
 * Poster widths: the clips are 360 px wide, so 360 is the sharpest poster there is; 180
 * serves slots of 180 CSS px or less at 1x.
 */
export const storyPosterWidths = [180, 360] as const;

/** Best first: a browser takes the first <source> type it can decode. */
export const storyPosterFormats = [
  { type: 'image/avif', extension: 'avif' },
  { type: 'image/webp', extension: 'webp' },
] as const;

export type StoryPosterVariant = {
  readonly path: string;
  readonly type: (typeof storyPosterFormats)[number]['type'];
  readonly width: number;
  readonly height: number;
};

/**
 * The variants of a story poster ('/media/stories/tracker-rs.jpg' gives
 * '/media/stories/tracker-rs-180w.avif', ...-360w.avif, ...-180w.webp, ...-360w.webp), best
 * format first. None for a poster that is not a generated JPEG (e.g. an absolute address):
 * it is shown as it is.
 */
export function storyPosterVariants(posterPath: string): StoryPosterVariant[] {
  const match = /^(\/media\/.+)\.jpg$/.exec(posterPath);
  if (!match) return [];
  return storyPosterFormats.flatMap((format) =>
    rasterVariants(match[1] ?? '', mediaImageSizes.story, storyPosterWidths, format),
  );
}

/** The kinds of SVG picture the generator also writes as WebP. */
export type PictureKind = 'vehicle' | 'bannerDesktop' | 'bannerMobile' | 'news' | 'popup';

/**
 * WebP widths per kind of SVG picture: the slot's widest size on a phone at about 2x (or
 * the picture's own width), and half of it for smaller slots and 1x screens. Raster
 * pictures decode off the page's main thread; an SVG picture is a small document the
 * browser parses, lays out and paints on it, one per image, on the main thread after the first paint.
 */
export const pictureWidths: Record<PictureKind, readonly number[]> = {
  vehicle: [320, 640],
  bannerDesktop: [800, 1600],
  bannerMobile: [375, 750],
  news: [600, 1200],
  popup: [300, 600],
};

export type PictureVariant = {
  readonly path: string;
  readonly type: 'image/webp';
  readonly width: number;
  readonly height: number;
};

const webp = { type: 'image/webp', extension: 'webp' } as const;

/**
 * The WebP copies of a generated SVG picture of `kind` ('/media/vehicles/polo.svg' gives
 * '/media/vehicles/polo-320w.webp' and '...-640w.webp'), narrowest first. None for any
 * other file (an upload, an absolute address): it is shown as it is.
 */
export function pictureVariants(path: string, kind: PictureKind): PictureVariant[] {
  const match = /^(\/media\/(?:vehicles|banners|news)\/[^/]+)\.svg$/.exec(path);
  if (!match) return [];
  return rasterVariants(match[1] ?? '', mediaImageSizes[kind], pictureWidths[kind], webp);
}

/** A `srcset` of variants ('…-320w.webp 320w, …-640w.webp 640w'), paths made addresses by `toUrl`. */
export function variantSrcSet(
  variants: readonly { path: string; width: number }[],
  toUrl: (path: string) => string,
): string {
  return variants.map((variant) => `${toUrl(variant.path)} ${variant.width}w`).join(', ');
}

/**
 * A generated picture's WebP copies as one <picture> source (type and `srcset`, each path
 * made an address by `toUrl`); none when the file has no copies.
 */
export function pictureSources(
  path: string,
  kind: PictureKind,
  toUrl: (path: string) => string,
): { type: PictureVariant['type']; srcSet: string }[] {
  const variants = pictureVariants(path, kind);
  return variants.length > 0 ? [{ type: webp.type, srcSet: variantSrcSet(variants, toUrl) }] : [];
}

/** A raster copy per width of the file named `base` (its path without the extension). */
function rasterVariants<Type extends string>(
  base: string,
  size: { width: number; height: number },
  widths: readonly number[],
  format: { type: Type; extension: string },
) {
  return widths.map((variantWidth) => ({
    path: `${base}-${variantWidth}w.${format.extension}`,
    type: format.type,
    width: variantWidth,
    height: Math.round((size.height * variantWidth) / size.width),
  }));
}

/**
 * Media files (vehicle pictures, banners, news images, story videos) are served by the API
 * at `${apiUrl}/media/...`; the contract sends their paths ('/media/vehicles/x.svg'), and
 * both apps run on other origins, so a path is read from the API's address. Absolute,
 * protocol-relative and data addresses are kept; an empty path is no address ('').
 */
export function mediaUrl(apiUrl: string, path: string | null | undefined): string {
  const value = (path ?? '').trim();
  if (value === '') return '';
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('data:')) return value;
  return `${apiUrl.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

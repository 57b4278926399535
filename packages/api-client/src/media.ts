/**
 * The media the API serves under /media/ (apps/api/media, drawn once by
 * apps/api/src/seed/generate-media.ts). Their intrinsic sizes, for width and height
 * attributes that reserve an image's box before it loads (issue 7: no layout shift), and
 * the names of the story posters' modern-format variants, which the generator writes and
 * the apps put in <picture> sources.
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
  const { width, height } = mediaImageSizes.story;
  return storyPosterFormats.flatMap((format) =>
    storyPosterWidths.map((variantWidth) => ({
      path: `${match[1]}-${variantWidth}w.${format.extension}`,
      type: format.type,
      width: variantWidth,
      height: Math.round((height * variantWidth) / width),
    })),
  );
}

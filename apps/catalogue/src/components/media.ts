/**
 * How the catalogue shows the API's media (images in modern formats at responsive
 * sizes, width and height set, the page's largest image fetched first, the rest lazy).
 *
 * Vehicle pictures, banners, news pictures and the popup are drawn as SVG and served with
 * WebP copies at two widths (`pictureVariants`): a <picture> offers the WebP, and the SVG
 * stays the fallback. A raster picture decodes off the main thread; an SVG in an <img> is
 * a small document the browser parses, lays out and paints on it. Banners also get their
 * portrait picture on phones and their landscape one from tablet up. Story posters are
 * offered as AVIF and WebP at two widths with the JPEG as fallback.
 */
import {
  mediaImageSizes,
  photoFormats,
  photoPlainVariant,
  pictureSources,
  storyPosterVariants,
  variantSrcSet,
} from '@territorio/api-client/core';
import type { Banner, PictureKind, Popup, UnitPhoto } from '@territorio/api-client/core';
import { breakpoints, mediaQueries } from '@territorio/design-system';
import type { ImageProps } from '@territorio/design-system';
import { bannerVariants } from '../shared-gaps';

/** Intrinsic sizes of the media the API serves (width/height attributes avoid layout shift). */
export const imageSizes = mediaImageSizes;

/** Turns a media path of the API into an address (`useMediaUrl()` in components). */
export type ToMediaUrl = (path: string) => string;

/** An image as `<Image>` renders it, before the page decides whether it is its main one. */
export type ImageDescription = Omit<ImageProps, 'isPriority' | 'className'>;

/** Cards: one column below tablets, two to four from tablet up. */
export const cardImageSizes = `(min-width: ${breakpoints.tablet}px) 33vw, 100vw`;

/** Full-width pictures: banners, a news article's pictures. */
export const fullWidthSizes = '100vw';

/** The popup's picture: at most 600 px wide (its own size), the screen's width on phones. */
export const popupImageSizes = '(min-width: 640px) 600px, 100vw';

/**
 * A generated picture of the API (a vehicle, a news picture): its WebP copies for the
 * slot's `sizes`, the file itself as the fallback, its intrinsic size. Add `alt`.
 */
export function mediaPicture(
  path: string | null | undefined,
  kind: PictureKind,
  toUrl: ToMediaUrl,
  sizes: string,
): Omit<ImageDescription, 'alt'> {
  const sources = pictureSources(path ?? '', kind, toUrl);
  return {
    src: toUrl(path ?? ''),
    ...imageSizes[kind],
    ...(sources.length > 0 ? { sizes, sources } : {}),
  };
}

/**
 * A unit's photo: AVIF, then WebP, at the widths it has, for the slot's `sizes`; its JPEG
 * (or widest WebP) as the fallback; its own size, so its box is there before it loads.
 */
export function photoImage(photo: UnitPhoto, toUrl: ToMediaUrl, sizes: string): ImageDescription {
  return {
    src: toUrl(photoPlainVariant(photo.variants)?.path ?? ''),
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sizes,
    // Every photo has both formats (services/photos makes them; a cover keeps them).
    sources: photoFormats.map((type) => ({
      type,
      srcSet: variantSrcSet(
        photo.variants.filter((variant) => variant.type === type),
        toUrl,
      ),
    })),
  };
}

/**
 * spec 2.3 banner slide: the portrait picture as the fallback (phones), the landscape one
 * from tablet up, each with its own size and its WebP copies first. Null for a banner with
 * no picture.
 */
export function bannerImage(banner: Banner, toUrl: ToMediaUrl): ImageDescription | null {
  const { desktop, mobile } = bannerVariants(banner.images);
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  const fallbackKind: PictureKind = fallback === desktop ? 'bannerDesktop' : 'bannerMobile';
  const wide =
    desktop && desktop !== fallback
      ? [
          ...pictureSources(desktop.path, 'bannerDesktop', toUrl),
          { srcSet: toUrl(desktop.path) },
        ].map((source) => ({
          ...source,
          media: mediaQueries.tablet,
          width: desktop.width,
          height: desktop.height,
        }))
      : [];
  const sources = [...wide, ...pictureSources(fallback.path, fallbackKind, toUrl)];
  return {
    src: toUrl(fallback.path),
    alt: banner.name,
    width: fallback.width,
    height: fallback.height,
    ...(sources.length > 0 ? { sizes: fullWidthSizes, sources } : {}),
  };
}

/** spec 2.2 popup: its picture, WebP first. Null for a popup without one. */
export function popupImage(popup: Popup, toUrl: ToMediaUrl): ImageDescription | null {
  return popup.image
    ? { ...mediaPicture(popup.image, 'popup', toUrl, popupImageSizes), alt: popup.title }
    : null;
}

/** Story cards: one column on phones, two on tablets, four of about 260 px on desktops. */
export const storyCardSizes = `(min-width: ${breakpoints.desktop}px) 260px, (min-width: ${breakpoints.tablet}px) 50vw, 100vw`;

/** The story viewer: at most three quarters of the modal width (layout.css.ts storyViewer). */
export const storyViewerSizes = '(min-width: 480px) 480px, 100vw';

/** A story poster: AVIF, then WebP, at 180 and 360 w; the JPEG for other browsers. */
export function storyPosterImage(
  posterPath: string,
  toUrl: ToMediaUrl,
  sizes: string,
): ImageDescription {
  const variants = storyPosterVariants(posterPath);
  const types = [...new Set(variants.map((variant) => variant.type))];
  return {
    src: toUrl(posterPath),
    alt: '',
    ...imageSizes.story,
    sizes,
    sources: types.map((type) => ({
      type,
      srcSet: variantSrcSet(
        variants.filter((variant) => variant.type === type),
        toUrl,
      ),
    })),
  };
}

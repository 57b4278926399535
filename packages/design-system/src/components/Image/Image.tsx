import { preload } from 'react-dom';
import * as styles from './Image.css';
import { imagePreloads } from './imagePreloads';

/** A <source> of a <picture>: another format, or another picture for some screens. */
export type ImageSource = {
  /** One address, or addresses with width descriptors ('a-180w.webp 180w, a-360w.webp 360w'). */
  srcSet: string;
  /** The file's MIME type: a browser that cannot decode it goes on to the next source. */
  type?: string;
  /** Art direction: screens this source is for, e.g. `mediaQueries.tablet`. */
  media?: string;
  /** Intrinsic size, when it differs from the fallback's (another aspect ratio). */
  width?: number;
  height?: number;
};

export interface ImageProps {
  /** The fallback file, for browsers that take none of the sources. */
  src: string;
  /** Empty for a decorative image; otherwise what the image says. */
  alt: string;
  /** Intrinsic size: the browser reserves the image's box before the file arrives. */
  width: number;
  height: number;
  srcSet?: string;
  /** The slot's width per screen, when `srcSet` or a source uses width descriptors. */
  sizes?: string;
  /** <picture> sources, best first; the <img> is the fallback. */
  sources?: readonly ImageSource[];
  /**
   * The page's largest image above the fold (its LCP element): fetched at once, ahead of
   * other images. Every other image is lazy.
   */
  isPriority?: boolean;
  /**
   * On screen on arrival but not the page's main image (a dialog's picture): fetched at once,
   * at the browser's own priority, so it does not take the link from the main image.
   */
  isEager?: boolean;
  className?: string;
}

/**
 * An image that never shifts the layout and only loads when needed: width and height
 * always set, decoded off the main thread, lazy unless it is the page's main image or
 * shown on arrival.
 */
export const Image = ({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  sources = [],
  isPriority = false,
  isEager = false,
  className,
}: ImageProps) => {
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={isPriority || isEager ? undefined : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      className={className}
    />
  );
  if (sources.length === 0) return image;
  // React preloads a lone <img> of high priority by itself (a <link> in the server-rendered
  // head) but not one inside a <picture>, whose file depends on its sources: the main
  // image's preloads say which file each screen takes (imagePreloads).
  if (isPriority) {
    for (const { href, fetchPriority, ...options } of imagePreloads({
      src,
      srcSet,
      sizes,
      sources,
    })) {
      preload(href, { as: 'image', fetchPriority, ...options });
    }
  }
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type ?? ''} ${source.srcSet}`}
          srcSet={source.srcSet}
          type={source.type}
          media={source.media}
          sizes={sizes}
          width={source.width}
          height={source.height}
        />
      ))}
      {image}
    </picture>
  );
};

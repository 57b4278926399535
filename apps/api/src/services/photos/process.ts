/**
 * A photo's public files, made from its original: auto-oriented, in sRGB, stripped of every
 * metadata block (EXIF and its GPS position, XMP, IPTC, the ICC profile: sharp writes none of
 * them unless asked), as AVIF and WebP at each of `photoWidths` the picture is wide enough
 * for, and one JPEG for readers that take neither (the Meta feed, link previews). Each file
 * is named after its own content, so a name never changes meaning and caches keep it a year.
 */
import { createHash } from 'node:crypto';
import {
  photoFeedJpegWidth,
  photoWidths,
  type PhotoVariantType,
  type StoredPhotoVariant,
} from '@territorio/api-client/core';
import sharp, { type Sharp } from 'sharp';

/**
 * One libvips worker thread per image operation. An instance processes one photo at a time
 * on a machine of two cores that also answers requests: a photo's encodes then take one core
 * at most, never both, and libvips' per-thread buffers (memory grows with threads) stay few.
 */
sharp.concurrency(1);
/**
 * No operation cache: every photo is read once, so cached decodes would only hold memory
 * (libvips keeps up to 50 MB and 100 operations by default) between jobs.
 */
sharp.cache(false);

/**
 * The most pixels an original may have (100 megapixels, three times a phone's 12 MP-48 MP
 * binned output): a small file that declares a huge picture (a decompression bomb) is
 * refused before its pixels are decoded.
 */
export const maxInputPixels = 100_000_000;

/** Where a photo's files live in the file storage: originals are private, variants public. */
export const photoFolders = { originals: 'photos/originals', public: 'photos/public' } as const;

/** Public files never change under a name: caches and CDNs keep them a year. */
export const publicPhotoCacheControl = 'public, max-age=31536000, immutable';

/** The public name of a variant: `u<unit>-p<photo>-<10 hex of its sha256>-<width>.<ext>`. */
export const publicPhotoNamePattern = /^u\d+-p\d+-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/;

/** The content type of a public name's extension. */
export const photoExtensionTypes: Readonly<Record<string, PhotoVariantType>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The original's bytes could not be decoded (damaged, not a picture, or too many pixels). */
export class UnreadablePhotoError extends Error {
  constructor(cause: unknown) {
    super(`unreadable photo: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'UnreadablePhotoError';
  }
}

export type PhotoFile = StoredPhotoVariant & { readonly content: Buffer };

export type ProcessedPhoto = {
  /** The auto-oriented picture's size. */
  readonly width: number;
  readonly height: number;
  /** Its dominant colour, '#rrggbb'. */
  readonly color: string;
  /** Widest last within each type: AVIF, then WebP, then the one JPEG. */
  readonly files: readonly PhotoFile[];
};

/** The widths of a picture `width` px wide: those it covers, or its own if narrower. */
export function variantWidths(width: number): number[] {
  const widths = photoWidths.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

type Decoded = { readonly pixels: Buffer; readonly width: number; readonly height: number };

/**
 * The original decoded once into oriented 8-bit sRGB pixels, with no alpha (a photo has none
 * worth keeping; a transparent PNG gets a white background). Every variant is resized from
 * these pixels, so the original is decoded once. Anything sharp cannot read here is
 * `UnreadablePhotoError`.
 */
async function decode(original: Buffer): Promise<Decoded> {
  try {
    const { data, info } = await sharp(original, {
      limitInputPixels: maxInputPixels,
      // A truncated or corrupt file is refused instead of yielding half a picture.
      failOn: 'error',
    })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return { pixels: data, width: info.width, height: info.height };
  } catch (error) {
    throw new UnreadablePhotoError(error);
  }
}

const rawInput = (decoded: Decoded) =>
  sharp(decoded.pixels, {
    raw: { width: decoded.width, height: decoded.height, channels: 3 },
    limitInputPixels: maxInputPixels,
  });

const encoders: Record<PhotoVariantType, { ext: string; encode: (image: Sharp) => Sharp }> = {
  // AVIF effort 2 of 9: on one thread a 1600 px noisy photo encodes in about 1 s, where the
  // default 4 takes about 10 s for files some 20% smaller (bench:photos).
  'image/avif': { ext: 'avif', encode: (image) => image.avif({ quality: 55, effort: 2 }) },
  'image/webp': { ext: 'webp', encode: (image) => image.webp({ quality: 78, effort: 4 }) },
  'image/jpeg': {
    ext: 'jpg',
    encode: (image) => image.jpeg({ quality: 80, progressive: true, mozjpeg: true }),
  },
};

async function encodeVariant(
  decoded: Decoded,
  type: PhotoVariantType,
  width: number,
  prefix: string,
): Promise<PhotoFile> {
  const { ext, encode } = encoders[type];
  const resized = width < decoded.width ? rawInput(decoded).resize({ width }) : rawInput(decoded);
  // The output carries no EXIF, XMP, IPTC or ICC block: sharp keeps metadata only when asked
  // (keepMetadata, withMetadata...), and the raw pixels it starts from have none anyway.
  const { data, info } = await encode(resized).toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
  return {
    type,
    width: info.width,
    height: info.height,
    name: `${prefix}-${hash}-${info.width}.${ext}`,
    content: data,
  };
}

/**
 * The public files of photo `photoId` of unit `unitId` made from its original's bytes, one
 * encode at a time (memory holds the decoded pixels, about 36 MB for 12 MP, and one output).
 * Throws `UnreadablePhotoError` when the original cannot be decoded.
 */
export async function processPhoto(
  original: Buffer,
  ids: { readonly unitId: number; readonly photoId: number },
): Promise<ProcessedPhoto> {
  const decoded = await decode(original);
  const prefix = `u${ids.unitId}-p${ids.photoId}`;
  const files: PhotoFile[] = [];
  for (const type of ['image/avif', 'image/webp'] as const) {
    for (const width of variantWidths(decoded.width)) {
      files.push(await encodeVariant(decoded, type, width, prefix));
    }
  }
  files.push(
    await encodeVariant(decoded, 'image/jpeg', Math.min(photoFeedJpegWidth, decoded.width), prefix),
  );
  // The dominant colour of a small copy: the same histogram bin, at a fraction of the work.
  const { dominant } = await rawInput(decoded).resize({ width: 64 }).stats();
  return {
    width: decoded.width,
    height: decoded.height,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    files,
  };
}

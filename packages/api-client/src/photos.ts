/**
 * A unit's photos: what staff may upload, the public variants the API makes of each, how
 * they are named and addressed, and their words. The API (services/photos), the console and
 * the catalogue read these; the wire schemas are `unitPhotoSchema` (schemas.ts, public) and
 * `staffPhotoSchema` (staff.ts).
 */

/**
 * Default limits; the API's configuration may lower or raise them (PHOTO_MAX_PER_UNIT,
 * PHOTO_MAX_MB) and tells the console the ones in force with the photo list.
 */
export const photoLimits = { maxPerUnit: 30, maxBytes: 15 * 1024 * 1024 } as const;

/**
 * What staff may upload, recognised by the file's content (its first bytes), never by its
 * name or the type the browser declares. HEIC/HEIF is read when the image library can
 * decode it, and refused with `photoMessages.heic` when it cannot.
 */
export const photoUploadTypes = [
  { mime: 'image/jpeg', label: 'JPEG' },
  { mime: 'image/png', label: 'PNG' },
  { mime: 'image/webp', label: 'WebP' },
  { mime: 'image/heic', label: 'HEIC' },
  { mime: 'image/heif', label: 'HEIF' },
] as const;
export type PhotoUploadType = (typeof photoUploadTypes)[number]['mime'];

/** The file picker's `accept`: a hint for the phone's picker; the API sniffs the content. */
export const photoAccept = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** Widths (px) of the public variants; none wider than the picture itself is made. */
export const photoWidths = [360, 720, 1080, 1600] as const;

/** The widths a search card needs (a card is at most about 360 CSS px wide, at 2x). */
export const cardPhotoWidths = [360, 720] as const;

/** Gallery formats, best first: a browser takes the first <source> type it can decode. */
export const photoFormats = ['image/avif', 'image/webp'] as const;

/**
 * One JPEG per photo for readers that take no AVIF or WebP (the Meta catalogue feed, link
 * previews): this width, or the picture's own if narrower.
 */
export const photoFeedJpegWidth = 1080;

export type PhotoVariantType = (typeof photoFormats)[number] | 'image/jpeg';

/**
 * A public file of a photo, as the API records it: `name` is content-hashed
 * ('u12-p34-3f9a0c1d2e-720.avif'), so it never changes and is cached for a year.
 */
export type StoredPhotoVariant = {
  readonly type: PhotoVariantType;
  readonly width: number;
  readonly height: number;
  readonly name: string;
};

/** Where the API serves public photo files: `${apiBase}/photos/<name>`. */
export const photoPathPrefix = '/photos/';
export const photoPath = (name: string): string => `${photoPathPrefix}${name}`;

/** Which side of the unit a photo shows; staff pick it, the default alt text says it. */
export const photoViews = [
  'front',
  'front_three_quarter',
  'side',
  'rear',
  'rear_three_quarter',
  'interior',
  'dashboard',
  'rear_seats',
  'trunk',
  'engine',
  'wheel',
  'detail',
] as const;
export type PhotoView = (typeof photoViews)[number];

export const photoViewLabels: Record<PhotoView, string> = {
  front: 'frente',
  front_three_quarter: 'tres cuartos delantero',
  side: 'lateral',
  rear: 'parte trasera',
  rear_three_quarter: 'tres cuartos trasero',
  interior: 'interior',
  dashboard: 'tablero',
  rear_seats: 'asientos traseros',
  trunk: 'baúl',
  engine: 'motor',
  wheel: 'llanta',
  detail: 'detalle',
};

/** An alt text is at most this long (screen readers read all of it). */
export const photoAltMaxLength = 200;

/**
 * The alt text of a photo staff left without one: brand, model, version, colour and, when
 * staff said it, the side ('Volkswagen Taos Highline 250 TSI AT, Gris Platino, frente').
 */
export function defaultPhotoAlt(
  unit: {
    readonly brand: string;
    readonly family: string;
    readonly version: string;
    readonly color: string;
  },
  view: PhotoView | null | undefined,
): string {
  const name = [unit.brand, unit.family, unit.version].filter(Boolean).join(' ');
  return [name, unit.color, view ? photoViewLabels[view] : '']
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** A screen reader's place in a gallery: 'Foto 3 de 12'. */
export const photoCountLabel = (position: number, total: number): string =>
  `Foto ${position} de ${total}`;

/** `srcset` of one type's variants ('https://api/photos/a-360.avif 360w, …'), narrowest first. */
export function photoSrcSet(
  variants: readonly { readonly type: string; readonly width: number; readonly path: string }[],
  type: string,
  url: (path: string) => string = (path) => path,
): string {
  return variants
    .filter((variant) => variant.type === type)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${url(variant.path)} ${variant.width}w`)
    .join(', ');
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** What staff read when a photo is refused or cannot be processed. */
export const photoMessages = {
  tooLarge: (maxBytes: number) =>
    `La foto pesa más de ${megabytes(maxBytes)} MB, el máximo que recibimos. Achicala o enviala con menos calidad.`,
  type: 'Solo recibimos fotos JPEG, PNG, WebP o HEIC. Este archivo no es una foto.',
  heic: 'No podemos leer esta foto HEIC. En el iPhone, elegí Ajustes > Cámara > Formatos > "Más compatible" y volvé a sacarla, o compartila como JPEG.',
  tooMany: (maxPerUnit: number) =>
    `Una unidad puede tener hasta ${maxPerUnit} fotos. Borrá alguna antes de subir otra.`,
  empty: 'Elegí una foto para subir.',
  unreadable:
    'No pudimos leer esta foto: el archivo está dañado o incompleto. Probá subirla de nuevo.',
  order: 'El orden tiene que nombrar cada foto de la unidad una sola vez.',
  altTooLong: `El texto alternativo puede tener hasta ${photoAltMaxLength} caracteres.`,
  processing: 'Procesando…',
  failed: 'No se pudo procesar',
} as const;

/**
 * The one file of a photo for readers that take no AVIF (the Meta feed, JSON-LD, link
 * previews): its widest JPEG, else its widest WebP; undefined when it has neither.
 */
export function photoPlainVariant<T extends { readonly type: string; readonly width: number }>(
  variants: readonly T[],
): T | undefined {
  const widest = (type: string) =>
    variants.filter((variant) => variant.type === type).sort((a, b) => b.width - a.width)[0];
  return widest('image/jpeg') ?? widest('image/webp');
}

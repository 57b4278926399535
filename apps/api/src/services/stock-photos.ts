/**
 * A unit's ready photos as the public sees them (unitPhotoSchema): the search card's cover
 * (AVIF and WebP at the card's widths) and the unit page's gallery (every variant, the JPEG
 * too), each file addressed by `photoPath`, the alt text staff wrote or the default one.
 * Only rows the repository read as 'ready' get here (repositories/stock-search.ts
 * `readyPhotos`); a row whose recorded variants cannot be read is left out rather than
 * failing the search.
 */
import {
  brands,
  cardPhotoWidths,
  defaultPhotoAlt,
  photoFormats,
  photoPath,
  photoViews,
  type PhotoView,
  type StoredPhotoVariant,
  type VehicleBrandId,
  type unitPhotoSchema,
} from '@territorio/api-client';
import type { z } from 'zod';
import type { ReadyPhotoRow } from '../repositories/stock-search';

export type UnitPhotoWire = z.input<typeof unitPhotoSchema>;
type VariantWire = UnitPhotoWire['variants'][number];

/** What the default alt text names of a unit. */
export type PhotoSubject = {
  readonly brandId: number;
  readonly family: string;
  readonly version: string;
  readonly color: string;
};

const variantTypes: readonly string[] = [...photoFormats, 'image/jpeg'];
const isView = (view: string | null): view is PhotoView =>
  view !== null && (photoViews as readonly string[]).includes(view);
const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const colorPattern = /^#[0-9a-f]{6}$/i;
/** Shown behind a photo whose dominant colour was not recorded. */
const neutralColor = '#d9d9d9';

function storedVariants(text: string | null): VariantWire[] {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return (parsed as Partial<StoredPhotoVariant>[]).flatMap((variant) =>
    variant &&
    typeof variant.name === 'string' &&
    variantTypes.includes(variant.type ?? '') &&
    isPositive(variant.width) &&
    isPositive(variant.height)
      ? [
          {
            type: variant.type!,
            width: variant.width,
            height: variant.height,
            path: photoPath(variant.name),
          },
        ]
      : [],
  );
}

/** A ready photo with every public file; null when its record is incomplete. */
function publicPhoto(row: ReadyPhotoRow, subject: PhotoSubject): UnitPhotoWire | null {
  const variants = storedVariants(row.variants);
  if (!isPositive(row.width) || !isPositive(row.height) || variants.length === 0) return null;
  const brand = brands[subject.brandId as VehicleBrandId]?.name ?? '';
  return {
    alt:
      row.alt_text?.trim() ||
      defaultPhotoAlt(
        { brand, family: subject.family, version: subject.version, color: subject.color },
        isView(row.view) ? row.view : null,
      ),
    width: row.width,
    height: row.height,
    color: row.color && colorPattern.test(row.color) ? row.color : neutralColor,
    variants,
  };
}

const cardMaxWidth = Math.max(...cardPhotoWidths);

/**
 * A search card's cover: the AVIF and WebP files a card needs (`cardPhotoWidths`; a
 * picture narrower than the card has only narrower files, which it keeps); null without a
 * modern-format file.
 */
export function coverOf(photo: UnitPhotoWire | undefined): UnitPhotoWire | null {
  if (!photo) return null;
  const variants = photoFormats.flatMap((type) => {
    const ofType = photo.variants.filter((variant) => variant.type === type);
    const fitting = ofType.filter((variant) => variant.width <= cardMaxWidth);
    if (fitting.length > 0) return fitting;
    const narrowest = ofType.sort((a, b) => a.width - b.width)[0];
    return narrowest ? [narrowest] : [];
  });
  return variants.length > 0 ? { ...photo, variants } : null;
}

/** A unit's ready photos (`rows`, in their order) as the gallery lists them. */
export function unitPhotos(rows: readonly ReadyPhotoRow[], subject: PhotoSubject): UnitPhotoWire[] {
  return rows.flatMap((row) => publicPhoto(row, subject) ?? []);
}

/** Each unit's ready photo rows, in order, by unit id. */
export function photosByUnit(
  rows: readonly ReadyPhotoRow[],
): ReadonlyMap<number, readonly ReadyPhotoRow[]> {
  const byUnit = new Map<number, ReadyPhotoRow[]>();
  for (const row of rows) {
    const list = byUnit.get(row.unit_id);
    if (list) list.push(row);
    else byUnit.set(row.unit_id, [row]);
  }
  return byUnit;
}

/** What changes when a unit's public photos change: a kept snapshot entry must not be reused. */
export function photosStamp(rows: readonly ReadyPhotoRow[] | undefined): string {
  return rows ? rows.map((row) => `${row.id}@${row.updated_at}`).join(',') : '';
}

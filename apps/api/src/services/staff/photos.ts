/**
 * A unit's photos in the console (admin, stock): upload one at a time, order (the first is
 * the cover), alt text and side, delete. An upload is recognised by its content, never its
 * name; its original is kept privately and a row in 'processing' queues it for the photo
 * worker, which makes the public variants. The unit's limit is checked in the transaction
 * that inserts, under the unit's lock, so uploads at once cannot pass it. A unit an
 * operation holds or reserved is read-only here as everywhere in the console.
 */
import {
  brands,
  defaultPhotoAlt,
  isHeldByOperation,
  photoMessages,
  photoPath,
  type PhotoView,
  type StoredPhotoVariant,
} from '@territorio/api-client';
import {
  staffMessages,
  type photoUpdateSchema,
  type StaffMember,
  type StaffPhoto,
  type StaffPhotoList,
} from '@territorio/api-client/staff';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Db, StockUnitRow } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import { unitById } from '../../repositories/stock';
import {
  deletePhoto,
  lockedUnit,
  photoCount,
  photoOfUnit,
  photosOfUnit,
  setPhotoPositions,
  unitPhotoById,
  updatePhoto,
  versionName,
  type UnitPhotoRow,
} from '../../repositories/unit-photos';
import type { AppContext } from '../context';
import { photoFolders } from '../photos/process';
import { queuePhoto } from '../photos/queue';
import { recordAudit } from './audit';
import { actorOf } from './leads';
import { heldError } from './stock';

/** The width of the variant the console previews a photo with. */
const previewWidth = 360;

type AltUnit = { brand: string; family: string; version: string; color: string };

const fileRefused = (message: string, code = 'invalid_file') =>
  new DomainError('invalid', code, message, { fields: { file: message } });

const unitNotFound = () => notFound(staffMessages.notFound);

async function altUnitOf(db: Db, unit: StockUnitRow): Promise<AltUnit> {
  const brand = brands[unit.brand_id as keyof typeof brands]?.name ?? '';
  const version =
    (await versionName(db, unit.subfamily_id)) ??
    (unit.name.startsWith(`${unit.family} `) ? unit.name.slice(unit.family.length + 1) : unit.name);
  return { brand, family: unit.family, version, color: unit.color };
}

function variantsOf(row: UnitPhotoRow): StoredPhotoVariant[] {
  if (!row.variants) return [];
  try {
    const parsed = JSON.parse(row.variants) as unknown;
    return Array.isArray(parsed) ? (parsed as StoredPhotoVariant[]) : [];
  } catch {
    return [];
  }
}

function previewOf(row: UnitPhotoRow): string | null {
  if (row.status !== 'ready') return null;
  const webp = variantsOf(row)
    .filter((variant) => variant.type === 'image/webp')
    .sort((a, b) => Math.abs(a.width - previewWidth) - Math.abs(b.width - previewWidth))[0];
  return webp ? photoPath(webp.name) : null;
}

function photoWire(row: UnitPhotoRow, unit: AltUnit): StaffPhoto {
  const view = row.view as PhotoView | null;
  return {
    id: row.id,
    status: row.status,
    position: row.position,
    alt: row.alt_text ?? defaultPhotoAlt(unit, view),
    alt_text: row.alt_text,
    view,
    width: row.width,
    height: row.height,
    color: row.color,
    preview: previewOf(row),
    error: row.status === 'failed' ? (row.error ?? photoMessages.unreadable) : null,
    created_at: row.created_at,
  };
}

async function unitOrNotFound(db: Db, unitId: number): Promise<StockUnitRow> {
  const unit = await unitById(db, unitId);
  if (!unit) throw unitNotFound();
  return unit;
}

async function listOf(context: AppContext, unit: StockUnitRow): Promise<StaffPhotoList> {
  const { db } = context.store;
  const [rows, altUnit] = await Promise.all([photosOfUnit(db, unit.id), altUnitOf(db, unit)]);
  return {
    photos: rows.map((row) => photoWire(row, altUnit)),
    limits: {
      max_photos: context.config.photoLimits.maxPerUnit,
      max_bytes: context.config.photoLimits.maxBytes,
    },
    editable: !isHeldByOperation(unit.status),
  };
}

export async function listPhotos(context: AppContext, unitId: number): Promise<StaffPhotoList> {
  return listOf(context, await unitOrNotFound(context.store.db, unitId));
}

/**
 * A change to the unit's photos, in one write transaction holding the unit's lock: the
 * unit must exist and be editable; `work` does the change and its audit.
 */
async function photoWrite<T>(
  context: AppContext,
  member: StaffMember,
  unitId: number,
  work: (trx: Db, unit: StockUnitRow) => Promise<T>,
): Promise<T> {
  const { store } = context;
  const result = await store.writeTransaction(async (trx) => {
    const unit = await lockedUnit(trx, store.dialect, unitId);
    if (!unit) throw unitNotFound();
    if (isHeldByOperation(unit.status)) throw heldError(unit, member);
    return work(trx, unit);
  });
  context.cache.clear();
  return result;
}

/** JPEG, PNG and WebP by their content; HEIC/HEIF only when sharp here can decode them. */
async function uploadType(content: Buffer): Promise<string> {
  const sniffed = await fileTypeFromBuffer(content).catch(() => undefined);
  const mime = sniffed?.mime as string | undefined;
  const heif = mime === 'image/heic' || mime === 'image/heif' || mime === 'image/heic-sequence';
  if (mime !== 'image/jpeg' && mime !== 'image/png' && mime !== 'image/webp' && !heif) {
    throw fileRefused(photoMessages.type);
  }
  try {
    const metadata = await sharp(content).metadata();
    if (!metadata.width || !metadata.height) throw new Error('no size');
    // A HEIC header may read while its picture (HEVC) cannot: decode a little of it.
    if (heif) await sharp(content).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw fileRefused(heif ? photoMessages.heic : photoMessages.unreadable);
  }
  return heif ? 'image/heif' : mime;
}

/**
 * Checks the unit may take one more photo now, under its lock in the transaction that
 * inserts it: it exists, no operation holds it, and it is below the limit.
 */
function roomForPhoto(context: AppContext, member: StaffMember, unitId: number) {
  const { maxPerUnit } = context.config.photoLimits;
  return async (trx: Db) => {
    const unit = await lockedUnit(trx, context.store.dialect, unitId);
    if (!unit) throw unitNotFound();
    if (isHeldByOperation(unit.status)) throw heldError(unit, member);
    if ((await photoCount(trx, unitId)) >= maxPerUnit) {
      const message = photoMessages.tooMany(maxPerUnit);
      throw new DomainError('conflict', 'too_many_photos', message, { fields: { file: message } });
    }
  };
}

/** Stores an upload's original and queues it for the worker, which is woken at once. */
export async function uploadPhoto(
  context: AppContext,
  member: StaffMember,
  unitId: number,
  content: Buffer,
): Promise<StaffPhoto> {
  const { store, config } = context;
  const unit = await unitOrNotFound(store.db, unitId);
  if (isHeldByOperation(unit.status)) throw heldError(unit, member);
  if (content.length > config.photoLimits.maxBytes) {
    throw fileRefused(photoMessages.tooLarge(config.photoLimits.maxBytes), 'file_too_large');
  }
  const contentType = await uploadType(content);
  const id = await queuePhoto(
    context,
    { unitId, content, contentType, createdBy: member.id },
    roomForPhoto(context, member, unitId),
    (trx, photoId) =>
      recordAudit(trx, {
        actor: actorOf(member),
        action: 'stock_photo_added',
        subjectType: 'stock_unit',
        subjectId: unitId,
        after: { photo: photoId, type: contentType, bytes: content.length },
      }),
  );
  context.cache.clear();
  const row = await unitPhotoById(store.db, id);
  if (!row) throw notFound(staffMessages.notFound);
  return photoWire(row, await altUnitOf(store.db, unit));
}

/** Puts the unit's photos in the order of `ids` (every photo once; the first is the cover). */
export async function orderPhotos(
  context: AppContext,
  member: StaffMember,
  unitId: number,
  ids: readonly number[],
): Promise<StaffPhotoList> {
  const unit = await photoWrite(context, member, unitId, async (trx, locked) => {
    const current = await photosOfUnit(trx, unitId);
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
      throw new DomainError('invalid', 'invalid_request', photoMessages.order, {
        fields: { ids: photoMessages.order },
      });
    }
    await setPhotoPositions(trx, ids, new Date().toISOString());
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'stock_photos_ordered',
      subjectType: 'stock_unit',
      subjectId: unitId,
      before: { ids: current.map((row) => row.id) },
      after: { ids },
    });
    return locked;
  });
  return listOf(context, unit);
}

async function photoOrNotFound(trx: Db, unitId: number, photoId: number): Promise<UnitPhotoRow> {
  const row = await photoOfUnit(trx, unitId, photoId);
  if (!row) throw notFound(staffMessages.notFound);
  return row;
}

/** A photo's alt text ('' or null: the default) and side. */
export async function updatePhotoDetails(
  context: AppContext,
  member: StaffMember,
  unitId: number,
  photoId: number,
  body: z.output<typeof photoUpdateSchema>,
): Promise<StaffPhoto> {
  const { db } = context.store;
  const { row, unit } = await photoWrite(context, member, unitId, async (trx, locked) => {
    const before = await photoOrNotFound(trx, unitId, photoId);
    const changes = {
      ...(body.alt_text !== undefined ? { alt_text: body.alt_text || null } : {}),
      ...(body.view !== undefined ? { view: body.view } : {}),
    };
    await updatePhoto(trx, photoId, { ...changes, updated_at: new Date().toISOString() });
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'stock_photo_updated',
      subjectType: 'stock_unit',
      subjectId: unitId,
      before: { photo: photoId, alt_text: before.alt_text, view: before.view },
      after: { photo: photoId, ...changes },
    });
    return { row: await photoOrNotFound(trx, unitId, photoId), unit: locked };
  });
  return photoWire(row, await altUnitOf(db, unit));
}

/** Deletes a photo; its original and public files go once the deletion is committed. */
export async function deleteUnitPhoto(
  context: AppContext,
  member: StaffMember,
  unitId: number,
  photoId: number,
): Promise<StaffPhotoList> {
  const { row, unit } = await photoWrite(context, member, unitId, async (trx, locked) => {
    const photo = await photoOrNotFound(trx, unitId, photoId);
    await deletePhoto(trx, photoId);
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'stock_photo_deleted',
      subjectType: 'stock_unit',
      subjectId: unitId,
      before: { photo: photoId, position: photo.position, alt_text: photo.alt_text },
    });
    return { row: photo, unit: locked };
  });
  const names = [
    row.original_name,
    ...variantsOf(row).map((variant) => `${photoFolders.public}/${variant.name}`),
  ];
  for (const name of names) {
    // A file left behind is only space: the photo is gone either way.
    await context.files.remove(name).catch((error: unknown) => {
      context.log.warn({ err: error, name }, 'photo file not removed');
    });
  }
  return listOf(context, unit);
}

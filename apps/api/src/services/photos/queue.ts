/**
 * Queues a photo: its original stored privately, and its row ('processing', due now), which
 * is the worker's job. The worker of this instance is woken after the commit.
 */
import { randomUUID } from 'node:crypto';
import type { PhotoView } from '@territorio/api-client/core';
import type { Db } from '../../db/schema';
import { insertUnitPhoto } from '../../repositories/unit-photos';
import type { AppContext } from '../context';
import { photoFolders } from './process';

/** The stored original's extension for each type the upload accepts. */
const originalExtensions: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

export type QueuedPhoto = {
  readonly unitId: number;
  /** The original's bytes and the type read from them (never the client's word for it). */
  readonly content: Buffer;
  readonly contentType: string;
  readonly createdBy?: number | null;
  readonly altText?: string | null;
  readonly view?: PhotoView | null;
};

/**
 * Stores the original and inserts the photo after the unit's others (the last position);
 * resolves with its id. `check` runs first inside the same write transaction (a limit on
 * the unit's photos holds against concurrent uploads) and refuses by throwing. With
 * database storage the original and its row commit together; another backend's original
 * is removed when the transaction fails.
 */
export async function queuePhoto(
  context: Pick<AppContext, 'store' | 'files' | 'photos'>,
  photo: QueuedPhoto,
  check?: (trx: Db) => Promise<void>,
): Promise<number> {
  const extension = originalExtensions[photo.contentType] ?? 'bin';
  const originalName = `${photoFolders.originals}/u${photo.unitId}/${randomUUID()}.${extension}`;
  try {
    const id = await context.store.writeTransaction(async (trx) => {
      await check?.(trx);
      const last = await trx
        .selectFrom('unit_photos')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('unit_id', '=', photo.unitId)
        .executeTakeFirst();
      await context.files.put(originalName, photo.content, photo.contentType, trx);
      const now = new Date().toISOString();
      return insertUnitPhoto(trx, {
        unit_id: photo.unitId,
        position:
          last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
        status: 'processing',
        original_name: originalName,
        original_type: photo.contentType,
        original_bytes: photo.content.length,
        alt_text: photo.altText ?? null,
        view: photo.view ?? null,
        next_attempt_at: now,
        created_at: now,
        created_by: photo.createdBy ?? null,
        updated_at: now,
      });
    });
    context.photos.wake();
    return id;
  } catch (error) {
    await context.files.remove(originalName).catch(() => undefined);
    throw error;
  }
}

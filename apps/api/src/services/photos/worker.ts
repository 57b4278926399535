/**
 * The photo worker: every instance runs one, and each takes one photo at a time. A photo
 * row in 'processing' is its job: the worker claims it under a lease (as the email outbox
 * does), reads the private original from the file storage, makes the public files
 * (process.ts), stores them, and marks the row 'ready' only if it still owns the claim. A
 * restart loses nothing (a claim whose lease ran out is taken again), and two instances
 * never process one photo at once. A file that cannot be read fails at once; any other
 * failure (the storage unreachable) is retried later, then given up.
 */
import { photoMessages, type StoredPhotoVariant } from '@territorio/api-client/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import type { Config } from '../../config';
import type { DataStore } from '../../db/database';
import type { UnitPhotoTable } from '../../db/schema';
import {
  claimDuePhoto,
  settleOwnedPhoto,
  unitPhotoById,
  type UnitPhotoRow,
} from '../../repositories/unit-photos';
import { retryDelayMs } from '../email';
import type { FileStorage } from '../storage';
import {
  photoFolders,
  processPhoto,
  publicPhotoCacheControl,
  UnreadablePhotoError,
} from './process';

export type PhotoWorker = {
  /** Asks this instance's worker to look for photos now (after an upload's commit). */
  wake(): void;
  /** Resolves once every photo due now has been tried by this instance (tests, bench). */
  flush(): Promise<void>;
  /** Starts polling, for photos queued here, by other instances, or left by a dead one. */
  start(): void;
  /** Stops polling and waits for the photo in progress. */
  close(): Promise<void>;
  /** True between `start()` and `close()` (/ready). */
  isRunning(): boolean;
};

export type PhotoWorkerOptions = {
  readonly store: DataStore;
  readonly files: FileStorage;
  readonly log: FastifyBaseLogger;
  readonly settings: Config['photoWorker'];
  /** Written to `claimed_by`: the instance id the outbox's claims carry. */
  readonly instanceId: string;
};

/** Where a public variant is stored. */
const publicName = (name: string) => `${photoFolders.public}/${name}`;

function storedVariants(json: string | null): StoredPhotoVariant[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as StoredPhotoVariant[]) : [];
  } catch {
    return [];
  }
}

/** Removes stored files, logging (not throwing) what could not be removed. */
async function removeFiles(
  files: FileStorage,
  log: FastifyBaseLogger,
  names: readonly string[],
): Promise<void> {
  for (const name of names) {
    await files.remove(name).catch((error: unknown) => {
      log.warn({ err: error, file: name }, 'photo file could not be removed');
    });
  }
}

function photoJobs(options: PhotoWorkerOptions) {
  const { store, files, log, settings, instanceId } = options;
  const removeQuietly = (names: readonly string[]) => removeFiles(files, log, names);

  async function claim(): Promise<UnitPhotoRow | undefined> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + settings.leaseMs).toISOString();
    return store.writeTransaction((trx) =>
      claimDuePhoto(trx, store.dialect, { now: now.toISOString(), leaseUntil, instanceId }),
    );
  }

  const settle = (row: UnitPhotoRow, values: Updateable<UnitPhotoTable>) =>
    settleOwnedPhoto(store.db, row.id, instanceId, {
      ...values,
      updated_at: new Date().toISOString(),
    });

  /**
   * After a settle was refused: the files this instance wrote go, unless the row names them
   * (another instance made the same content-hashed files and settled first) or another
   * instance owns the row now (it writes the same names; removing them could break its
   * photo, while a file left behind only takes space).
   */
  async function discard(row: UnitPhotoRow, written: readonly string[]) {
    const current = await unitPhotoById(store.db, row.id);
    if (current?.status === 'processing') return;
    const kept = new Set(storedVariants(current?.variants ?? null).map((v) => publicName(v.name)));
    await removeQuietly(written.filter((name) => !kept.has(name)));
  }

  /** Makes and stores the public files, then marks the row ready if the claim still holds. */
  async function makeReady(row: UnitPhotoRow, written: string[]) {
    const original = await files.get(row.original_name);
    if (!original) throw new Error(`the original ${row.original_name} is not in the storage`);
    const processed = await processPhoto(original.content, {
      unitId: row.unit_id,
      photoId: row.id,
    });
    for (const file of processed.files) {
      const name = publicName(file.name);
      await files.put(name, file.content, file.type, undefined, publicPhotoCacheControl);
      written.push(name);
    }
    const variants: StoredPhotoVariant[] = processed.files.map(({ type, width, height, name }) => ({
      type,
      width,
      height,
      name,
    }));
    // The processing instance stays in claimed_by: the record of who made the files.
    const settled = await settle(row, {
      status: 'ready',
      variants: JSON.stringify(variants),
      width: processed.width,
      height: processed.height,
      color: processed.color,
      lease_until: null,
      error: null,
    });
    return settled;
  }

  /**
   * One attempt at a claimed photo: ready, failed for good (unreadable, or attempts
   * exhausted), or back in the queue with a later attempt time.
   */
  async function attempt(row: UnitPhotoRow) {
    const context = { photoId: row.id, unitId: row.unit_id, attempt: row.attempts };
    if (row.attempts > settings.maxAttempts) {
      // Each attempt's instance died while processing it: a file that kills the process
      // (memory, a decoder crash) must not take every instance down in turn.
      await settle(row, { status: 'failed', lease_until: null, error: photoMessages.unreadable });
      log.error(context, 'photo given up: its processing never finished');
      return;
    }
    const written: string[] = [];
    try {
      if (await makeReady(row, written)) {
        log.info(context, 'photo ready');
      } else {
        await discard(row, written);
        log.warn(context, 'photo processed after its claim was lost: its files were not kept');
      }
    } catch (error) {
      await removeQuietly(written);
      if (error instanceof UnreadablePhotoError) {
        await settle(row, { status: 'failed', lease_until: null, error: photoMessages.unreadable });
        log.warn({ ...context, err: error }, 'photo could not be read');
        return;
      }
      await retryLater(row, error, context);
    }
  }

  async function retryLater(row: UnitPhotoRow, error: unknown, context: object) {
    const reason = error instanceof Error ? error.message : String(error);
    if (row.attempts >= settings.maxAttempts) {
      await settle(row, { status: 'failed', lease_until: null, error: photoMessages.failed });
      log.error({ ...context, err: error }, 'photo could not be processed: attempts exhausted');
      return;
    }
    const next = new Date(Date.now() + retryDelayMs(row.attempts, settings.retryBaseMs));
    await settle(row, {
      claimed_by: null,
      lease_until: null,
      error: reason,
      next_attempt_at: next.toISOString(),
    });
    log.warn(
      { ...context, err: error, nextAttemptAt: next.toISOString() },
      'photo could not be processed: will retry',
    );
  }

  return { claim, attempt };
}

export function createPhotoWorker(options: PhotoWorkerOptions): PhotoWorker {
  const { log, settings } = options;
  const { claim, attempt } = photoJobs(options);
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  /** One pass over the due photos, one at a time; a wake during the pass makes another. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!closed) {
            const row = await claim();
            if (!row) break;
            await attempt(row);
          }
        } while (again && !closed);
      } catch (error) {
        // The database is unreachable or closing: the next poll tries again.
        log.error({ err: error }, 'photo worker failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    wake() {
      if (!closed) void run();
    },
    async flush() {
      if (!closed) await run();
    },
    start() {
      if (timer || closed) return;
      timer = setInterval(() => void run(), settings.pollIntervalMs);
      // The worker never keeps the process alive on its own.
      timer.unref();
      void run();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
    },
    isRunning: () => timer !== null && !closed,
  };
}

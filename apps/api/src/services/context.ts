import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DataStore } from '../db/database';
import type { ApiMetrics, WorkerRegistry } from '../http/observability';
import type { ResponseCache } from './cache';
import type { Mailer } from './email';
import type { PaymentAdapter } from './payments/adapter';
import type { PhotoWorker } from './photos/worker';
import type { ServerKeys } from './server-keys';
import type { FileStorage } from './storage';

/** What the route handlers and services share. */
export type AppContext = {
  readonly config: Config;
  readonly store: DataStore;
  readonly cache: ResponseCache;
  readonly mailer: Mailer;
  /** Uploaded files (CVs, photos): the local folder, the database or a bucket, per STORAGE. */
  readonly files: FileStorage;
  /** This instance's photo worker: `wake()` it after a commit that queued a photo. */
  readonly photos: PhotoWorker;
  readonly payments: PaymentAdapter;
  readonly log: FastifyBaseLogger;
  /** This instance's Prometheus metrics (payments count their outcomes here). */
  readonly metrics: ApiMetrics;
  /** Background workers register here; /ready checks they run. */
  readonly workers: WorkerRegistry;
  /** Signing keys shared by every instance on the database. */
  readonly keys: ServerKeys;
};

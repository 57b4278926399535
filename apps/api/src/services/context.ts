import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DataStore } from '../db/database';
import type { ResponseCache } from './cache';
import type { Mailer } from './email';
import type { PaymentAdapter } from './payments/adapter';

/** What the route handlers and services share. */
export type AppContext = {
  readonly config: Config;
  readonly store: DataStore;
  readonly cache: ResponseCache;
  readonly mailer: Mailer;
  readonly payments: PaymentAdapter;
  readonly log: FastifyBaseLogger;
};

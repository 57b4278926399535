/**
 * Outgoing email (DECISIONS: the resume-later and payment emails are real), through a
 * durable outbox. `send` only writes a row of the `outbox` table, in the caller's
 * transaction when the email belongs to a business write, so the email exists exactly
 * when the write does. A worker in every instance drains the table: it claims one due
 * row at a time (PostgreSQL: SELECT ... FOR UPDATE SKIP LOCKED; SQLite: under BEGIN
 * IMMEDIATE), marks it 'sending' under a lease, delivers it and marks it 'sent', or puts
 * it back with a later attempt time (exponential backoff) until the attempts run out.
 * Delivery: SMTP through nodemailer with SMTP_URL; without it a readable .eml file under
 * DATA_DIR/outbox (an embedded-default convenience: the table is the record). A message
 * with attachments (a department's lead with its ADF/XML document) is multipart/mixed,
 * composed by nodemailer either way, so the file is the message SMTP would carry. A
 * calendar invitation (a visit's .ics) goes as nodemailer's `icalEvent`: a text/calendar
 * alternative with its METHOD, which calendar clients offer to add, and the same file
 * attached. A message may wait for a moment (`notBefore`, a visit's reminder): its row is
 * queued with that attempt time, so the claim below takes it only once it is due.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { group } from '@territorio/site-config';
import type { Config } from '../config';
import type { DataStore } from '../db/database';
import type { Db, OutboxTable } from '../db/schema';
import {
  claimDueRow,
  insertOutboxRow,
  settleOwnedRow,
  type OutboxRow,
} from '../repositories/outbox';

/**
 * The buyer's emails ('resume', 'payment', 'refund', 'withdrawal', a visit's confirmation,
 * change or cancellation 'visit' and its 'visit_reminder') and the dealership's department
 * emails (services/lead-delivery.ts): a lead, a reservation event, a job application. The
 * kind names the outbox row and the local .eml file.
 */
export type EmailKind =
  | 'resume'
  | 'payment'
  | 'refund'
  | 'withdrawal'
  | 'visit'
  | 'visit_reminder'
  | 'lead'
  | 'reservation_event'
  | 'job_application';

/** The iTIP methods a calendar invitation is sent with (RFC 5546). */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/**
 * A file sent with the message; `content` is text (UTF-8), e.g. an ADF/XML document. One
 * with `calendarMethod` is an iCalendar invitation: sent as the message's calendar part.
 */
export type EmailAttachment = {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
  readonly calendarMethod?: CalendarMethod;
};

export type EmailMessage = {
  readonly kind: EmailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly operationCode?: string | null;
  /** The visit the message is about (services/visits): its reminder is cancelled with it. */
  readonly visitCode?: string | null;
  /** An ISO instant before which the message is not sent (a visit's reminder). */
  readonly notBefore?: string;
  readonly attachments?: readonly EmailAttachment[];
};

export type Mailer = {
  /**
   * Queues the message (one outbox row). With `db`, a transaction of the caller's, the row
   * is written in it and a failure fails it (the email is part of that write); call
   * `wake()` after the commit. Without `db` the row is written at once and the worker
   * woken; a failure is logged, never thrown (a lost email must not fail the request).
   */
  send(message: EmailMessage, db?: Db): Promise<void>;
  /** Asks this instance's worker to look for due rows now (after a commit that queued some). */
  wake(): void;
  /** Resolves once every row due now has been tried by this instance (tests, shutdown). */
  flush(): Promise<void>;
  /** Starts polling for due rows, including those queued by other instances. */
  start(): void;
  /** Stops the worker and waits for the send in progress. */
  close(): Promise<void>;
  /** True between `start()` and `close()` (/ready). */
  isRunning(): boolean;
  /** Written to `claimed_by` on the rows this instance claims. */
  readonly instanceId: string;
};

export type MailerOptions = {
  readonly store: DataStore;
  readonly dataDir: string;
  readonly smtpUrl: string | undefined;
  /** The configured sender (MAIL_FROM, or SMTP_FROM); empty means `defaultMailFrom`. */
  readonly from: string | undefined;
  readonly log: FastifyBaseLogger;
  /** The worker's schedule; default `defaultOutboxSettings`. */
  readonly outbox?: Partial<Config['outbox']>;
};

export const defaultOutboxSettings: Config['outbox'] = {
  pollIntervalMs: 5_000,
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  maxAttempts: 8,
};

const maxRetryDelayMs = 6 * 3_600_000;

/**
 * The wait before attempt `attempts + 1`: the base, then four times longer each time
 * (30 s, 2 min, 8 min, 32 min, ...), never more than 6 hours.
 */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(maxRetryDelayMs, baseMs * 4 ** Math.max(0, attempts - 1));
}

/**
 * The sender when none is configured: a no-reply address of the group's own domain
 * (site-config), so no message ever leaves with an empty `From:` header.
 */
export const defaultMailFrom = `${group.name} <no-reply@${group.email.split('@')[1] ?? 'localhost'}>`;

/** The domain of a sender ('Name <a@b.example>' → 'b.example'): Message-IDs and calendar UIDs. */
export function mailDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * Every message's `From:`: the configured sender (MAIL_FROM, else SMTP_FROM), else
 * `defaultMailFrom`. Line breaks are dropped: a header value is one line.
 */
export function mailSender(
  configured: string | undefined,
  env: Record<string, string | undefined> = process.env,
): string {
  const candidates = [configured, env.MAIL_FROM, env.SMTP_FROM];
  for (const candidate of candidates) {
    const value = candidate?.replace(/[\r\n]+/g, ' ').trim();
    if (value) return value;
  }
  return defaultMailFrom;
}

/** RFC 2047 encoded-word for a header with non-ASCII text. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** 'Name <address>' with only the display name encoded (the address stays readable). */
function addressHeader(value: string): string {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value);
  if (!named) return value;
  const name = (named[1] ?? '').replace(/^"(.*)"$/, '$1').trim();
  return name ? `${encodeHeader(name)} <${named[2]}>` : `<${named[2]}>`;
}

/** The row's attachments (none for a row written without any, or before they existed). */
export function rowAttachments(row: Pick<OutboxRow, 'attachments'>): EmailAttachment[] {
  if (!row.attachments) return [];
  const parsed = JSON.parse(row.attachments) as EmailAttachment[];
  return Array.isArray(parsed) ? parsed : [];
}

/** A message without attachments: plain text, written as it always was. */
function emlFile(from: string, row: OutboxRow): string {
  return [
    `From: ${addressHeader(from)}`,
    `To: ${row.to_address}`,
    `Subject: ${encodeHeader(row.subject)}`,
    `Date: ${new Date(row.created_at).toUTCString()}`,
    `Message-ID: ${row.message_id}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    row.body,
    '',
  ].join('\r\n');
}

/** nodemailer's options for a row: the same for SMTP and for the local .eml file. */
function mailOptions(from: string, row: OutboxRow, attachments: readonly EmailAttachment[]) {
  const invitation = attachments.find((attachment) => attachment.calendarMethod);
  const files = attachments.filter((attachment) => attachment !== invitation);
  return {
    from,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    date: new Date(row.created_at),
    // Fixed per row: a resend after a crash between sending and marking is the same
    // message to the receiver, which may drop it.
    messageId: row.message_id,
    ...(invitation
      ? {
          icalEvent: {
            method: invitation.calendarMethod,
            filename: invitation.filename,
            content: invitation.content,
          },
        }
      : {}),
    ...(files.length > 0
      ? {
          attachments: files.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
          })),
        }
      : {}),
  };
}

/** Composes a message with attachments as one MIME document (CRLF line ends, as sent). */
const composer = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'windows',
});

/**
 * The outbox's rows for one instance: queue a message (in the caller's transaction when it
 * has one), claim the next due row under a lease, and settle a row it still owns.
 */
function outboxRows(options: {
  store: DataStore;
  leaseMs: number;
  instanceId: string;
  messageIdDomain: string;
  transport: 'smtp' | 'outbox';
}) {
  const { store, instanceId, messageIdDomain, transport } = options;
  const settings = { leaseMs: options.leaseMs };
  async function insert(message: EmailMessage, db: Db) {
    const now = new Date().toISOString();
    await insertOutboxRow(db, {
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      body: message.text,
      operation_code: message.operationCode ?? null,
      visit_code: message.visitCode ?? null,
      attachments:
        message.attachments && message.attachments.length > 0
          ? JSON.stringify(message.attachments)
          : null,
      transport,
      status: 'queued',
      file_path: null,
      error: null,
      created_at: now,
      next_attempt_at: message.notBefore ?? now,
      claimed_by: null,
      lease_until: null,
      message_id: `<${randomUUID()}@${messageIdDomain}>`,
      provider_response: null,
      sent_at: null,
    });
  }

  /** Takes the next due row for this instance, under a lease of `leaseMs`. */
  async function claim(): Promise<OutboxRow | undefined> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + settings.leaseMs).toISOString();
    return store.writeTransaction((trx) =>
      claimDueRow(trx, store.dialect, { now: now.toISOString(), leaseUntil, instanceId }),
    );
  }

  /** Updates a row this instance still owns; false if its claim was lost. */
  function settle(row: OutboxRow, values: Updateable<OutboxTable>) {
    return settleOwnedRow(store.db, row.id, instanceId, values);
  }

  return { insert, claim, settle };
}

type OutboxRows = ReturnType<typeof outboxRows>;

/** Sends a row by SMTP (given up after `sendTimeoutMs`), or writes it as a .eml file. */
function emailDelivery(options: {
  transporter: Transporter | null;
  from: string;
  outboxDir: string;
  sendTimeoutMs: number;
}) {
  const { transporter, from, outboxDir, sendTimeoutMs } = options;
  async function deliver(row: OutboxRow) {
    const attachments = rowAttachments(row);
    if (transporter) {
      let timeout: NodeJS.Timeout | undefined;
      const info = await Promise.race([
        transporter.sendMail(mailOptions(from, row, attachments)),
        new Promise<never>((_resolve, reject) => {
          timeout = setTimeout(
            () => reject(new Error(`SMTP send took longer than ${sendTimeoutMs} ms`)),
            sendTimeoutMs,
          );
        }),
      ]).finally(() => clearTimeout(timeout));
      return {
        transport: 'smtp' as const,
        file_path: null,
        provider_response: `${info.messageId ?? row.message_id} ${info.response ?? ''}`.trim(),
      };
    }
    mkdirSync(outboxDir, { recursive: true });
    // Named after the row: writing it again after a crash replaces the same file.
    const stamp = row.created_at.replace(/[:.]/g, '-');
    const filePath = join(outboxDir, `${stamp}-${row.id}-${row.kind}.eml`);
    if (attachments.length > 0) {
      const composed = await composer.sendMail(mailOptions(from, row, attachments));
      writeFileSync(filePath, composed.message as Buffer);
    } else {
      writeFileSync(filePath, emlFile(from, row), 'utf8');
    }
    return { transport: 'outbox' as const, file_path: filePath, provider_response: filePath };
  }

  return deliver;
}

/**
 * One attempt at a claimed row: sent (and marked so while the claim holds), retried later
 * with a growing delay, or given up after `maxAttempts`.
 */
async function attemptSend(
  row: OutboxRow,
  {
    rows,
    deliver,
    settings,
    log,
  }: {
    rows: OutboxRows;
    deliver: ReturnType<typeof emailDelivery>;
    settings: Config['outbox'];
    log: FastifyBaseLogger;
  },
) {
  const context = { outboxId: row.id, to: row.to_address, kind: row.kind, attempt: row.attempts };
  if (row.attempts > settings.maxAttempts) {
    // Its last attempt's worker died mid-send: the message may or may not have gone.
    await rows.settle(row, {
      status: 'failed',
      lease_until: null,
      error: row.error ?? 'the worker sending it stopped; attempts exhausted',
    });
    log.error(context, 'email given up: attempts exhausted');
    return;
  }
  try {
    const delivered = await deliver(row);
    // The sender stays in claimed_by: the record of which instance delivered it.
    const marked = await rows.settle(row, {
      ...delivered,
      status: 'sent',
      lease_until: null,
      error: null,
      sent_at: new Date().toISOString(),
    });
    if (!marked) log.warn(context, 'email sent after its claim was lost');
    if (delivered.file_path) {
      log.info(
        { ...context, file: delivered.file_path },
        `email written to the outbox: ${delivered.file_path}`,
      );
    } else {
      log.info(context, 'email sent by SMTP');
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (row.attempts >= settings.maxAttempts) {
      await rows.settle(row, { status: 'failed', lease_until: null, error: reason });
      log.error({ ...context, err: error }, 'email could not be sent: attempts exhausted');
      return;
    }
    const next = new Date(Date.now() + retryDelayMs(row.attempts, settings.retryBaseMs));
    await rows.settle(row, {
      status: 'queued',
      claimed_by: null,
      lease_until: null,
      error: reason,
      next_attempt_at: next.toISOString(),
    });
    log.warn(
      { ...context, err: error, nextAttemptAt: next.toISOString() },
      'email could not be sent: will retry',
    );
  }
}

export function createMailer(options: MailerOptions): Mailer {
  const { store, log } = options;
  const settings = { ...defaultOutboxSettings, ...options.outbox };
  const from = mailSender(options.from);
  const messageIdDomain = mailDomain(from);
  const outboxDir = join(options.dataDir, 'outbox');
  // A send that takes longer than half the lease is given up, so the claim always
  // outlives it: no second worker takes a row while the first is still sending it.
  const sendTimeoutMs = Math.max(500, Math.floor(settings.leaseMs / 2));
  const transporter: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: Math.min(10_000, sendTimeoutMs),
        greetingTimeout: Math.min(10_000, sendTimeoutMs),
        socketTimeout: Math.min(30_000, sendTimeoutMs),
      })
    : null;
  const instanceId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const rows = outboxRows({
    store,
    leaseMs: settings.leaseMs,
    instanceId,
    messageIdDomain,
    transport: transporter ? 'smtp' : 'outbox',
  });
  const deliver = emailDelivery({ transporter, from, outboxDir, sendTimeoutMs });
  const attempt = (row: OutboxRow) => attemptSend(row, { rows, deliver, settings, log });
  const { insert, claim } = rows;

  /** One pass over the due rows; a wake during the pass makes another pass. */
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
        log.error({ err: error }, 'email outbox worker failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    instanceId,
    async send(message, db) {
      if (db) {
        await insert(message, db);
        return;
      }
      try {
        await insert(message, store.db);
      } catch (error) {
        log.error({ err: error, kind: message.kind }, 'email could not be queued');
        return;
      }
      void run();
    },
    wake() {
      if (!closed) void run();
    },
    isRunning: () => timer !== null && !closed,
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
      transporter?.close();
    },
  };
}

/**
 * Outgoing email (DECISIONS: the resume-later and payment emails are real). With SMTP_URL
 * the message goes out through nodemailer; without it, it is written to a local outbox: a
 * row in the `outbox` table and a readable .eml file under DATA_DIR/outbox, and a log line
 * says where. Either way the outbox table records what was sent and how it went.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { group } from '@territorio/site-config';
import type { DataStore } from '../db/database';

export type EmailMessage = {
  readonly kind: 'resume' | 'payment' | 'refund' | 'withdrawal';
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly operationCode?: string | null;
};

export type Mailer = {
  /** Records the message and delivers it; never throws (a failed email must not fail the request). */
  send(message: EmailMessage): Promise<void>;
  /** Waits for background SMTP deliveries (tests, shutdown). */
  flush(): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  readonly store: DataStore;
  readonly dataDir: string;
  readonly smtpUrl: string | undefined;
  /** The configured sender (MAIL_FROM, or SMTP_FROM); empty means `defaultMailFrom`. */
  readonly from: string | undefined;
  readonly log: FastifyBaseLogger;
};

/**
 * The sender when none is configured: a no-reply address of the group's own domain
 * (site-config), so no message ever leaves with an empty `From:` header.
 */
export const defaultMailFrom = `${group.name} <no-reply@${group.email.split('@')[1] ?? 'localhost'}>`;

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

function emlFile(from: string, message: EmailMessage, date: Date): string {
  return [
    `From: ${addressHeader(from)}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    '',
  ].join('\r\n');
}

export function createMailer(options: MailerOptions): Mailer {
  const { store, log } = options;
  const from = mailSender(options.from);
  const outboxDir = join(options.dataDir, 'outbox');
  const transporter: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  const inFlight = new Set<Promise<void>>();

  async function record(message: EmailMessage, createdAt: string) {
    const row = await store.db
      .insertInto('outbox')
      .values({
        kind: message.kind,
        to_address: message.to,
        subject: message.subject,
        body: message.text,
        operation_code: message.operationCode ?? null,
        transport: transporter ? 'smtp' : 'outbox',
        status: 'queued',
        file_path: null,
        error: null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function setStatus(
    id: number,
    status: 'written' | 'sent' | 'failed',
    details: { file_path?: string; error?: string },
  ) {
    await store.db
      .updateTable('outbox')
      .set({ status, file_path: details.file_path ?? null, error: details.error ?? null })
      .where('id', '=', id)
      .execute();
  }

  async function deliver(id: number, message: EmailMessage, date: Date) {
    if (transporter) {
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        await setStatus(id, 'sent', {});
        log.info({ outboxId: id, to: message.to, kind: message.kind }, 'email sent by SMTP');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await setStatus(id, 'failed', { error: reason }).catch(() => undefined);
        log.error({ outboxId: id, err: error }, 'email could not be sent by SMTP');
      }
      return;
    }
    mkdirSync(outboxDir, { recursive: true });
    const stamp = date.toISOString().replace(/[:.]/g, '-');
    const filePath = join(outboxDir, `${stamp}-${id}-${message.kind}.eml`);
    writeFileSync(filePath, emlFile(from, message, date), 'utf8');
    await setStatus(id, 'written', { file_path: filePath });
    log.info(
      { outboxId: id, to: message.to, kind: message.kind, file: filePath },
      `email written to the outbox: ${filePath}`,
    );
  }

  return {
    async send(message) {
      const date = new Date();
      try {
        const id = await record(message, date.toISOString());
        const delivery = deliver(id, message, date);
        if (transporter) {
          // SMTP may be slow: the request does not wait for it.
          inFlight.add(delivery);
          void delivery.finally(() => inFlight.delete(delivery));
        } else {
          await delivery;
        }
      } catch (error) {
        log.error({ err: error, kind: message.kind }, 'email could not be recorded');
      }
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
    close() {
      transporter?.close();
    },
  };
}

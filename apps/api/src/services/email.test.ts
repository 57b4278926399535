import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DataStore } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { group } from '@territorio/site-config';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createMailer, defaultMailFrom, mailSender, retryDelayMs } from './email';
import { eventually } from '../test/eventually';

let dataDir: string;
let store: DataStore;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'territorio-email-'));
  store = openDatabase({ kind: 'sqlite', file: join(dataDir, 'db.sqlite') });
  await migrateToLatest(store);
});
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function recordingLogger() {
  const lines: string[] = [];
  const logger = {
    info: (_object: unknown, message?: string) => lines.push(message ?? ''),
    warn: (_object: unknown, message?: string) => lines.push(`WARN ${message ?? ''}`),
    error: (_object: unknown, message?: string) => lines.push(`ERROR ${message ?? ''}`),
  } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

const message = {
  kind: 'resume' as const,
  to: 'comprador@example.com',
  subject: 'Tu reserva online: código ABCDEFGHJKMN',
  text: '¡Hola!\nTu código de operación es ABCDEFGHJKMN.',
  operationCode: 'ABCDEFGHJKMN',
};

describe('email without SMTP: the local outbox', () => {
  it('queues a row; the worker writes a readable .eml file, marks it sent and logs where', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({
      store,
      dataDir,
      smtpUrl: undefined,
      from: 'Piedemonte <reservas@piedemonte.example>',
      log: logger,
    });
    await mailer.send(message);
    await mailer.flush();
    await mailer.close();
    const row = await store.db
      .selectFrom('outbox')
      .selectAll()
      .where('transport', '=', 'outbox')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'resume',
      to_address: message.to,
      status: 'sent',
      attempts: 1,
      operation_code: 'ABCDEFGHJKMN',
      claimed_by: mailer.instanceId,
      lease_until: null,
    });
    expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@piedemonte\.example>$/);
    expect(row.file_path!.startsWith(join(dataDir, 'outbox'))).toBe(true);
    expect(row.provider_response).toBe(row.file_path);
    const file = readFileSync(row.file_path!, 'utf8');
    expect(file).toContain('To: comprador@example.com');
    expect(file).toContain('Subject: =?UTF-8?B?');
    expect(file).toContain(`Message-ID: ${row.message_id}`);
    expect(file).toContain('Tu código de operación es ABCDEFGHJKMN.');
    expect(lines.some((line) => line.includes(row.file_path!))).toBe(true);
  });

  it('writes nothing when the transaction that queued the email rolls back', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({ store, dataDir, smtpUrl: undefined, from: '', log: logger });
    await expect(
      store.writeTransaction(async (trx) => {
        await mailer.send({ ...message, operationCode: 'ROLLROLLBACK' }, trx);
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    await mailer.flush();
    await mailer.close();
    const rows = await store.db
      .selectFrom('outbox')
      .select('id')
      .where('operation_code', '=', 'ROLLROLLBACK')
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('email with SMTP_URL', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  const rowOf = (operationCode: string) =>
    store.db
      .selectFrom('outbox')
      .selectAll()
      .where('operation_code', '=', operationCode)
      .executeTakeFirstOrThrow();

  it('sends through SMTP once, with the row’s Message-ID, and records the answer', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({
      store,
      dataDir,
      smtpUrl: sink.url,
      // An empty setting (MAIL_FROM='') still sends a From header: the default sender.
      from: '',
      log: logger,
    });
    const before = sink.received.length;
    await mailer.send({ ...message, operationCode: 'SMTPSMTPSMTP' });
    await mailer.flush();
    await mailer.flush();
    await mailer.close();
    const row = await rowOf('SMTPSMTPSMTP');
    const arrived = sink.received.slice(before);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.raw).toContain('comprador@example.com');
    expect(arrived[0]!.raw).toMatch(/^From: .*<no-reply@piedemonte\.example>$/m);
    expect(arrived[0]!.messageId).toBe(row.message_id);
    expect(row).toMatchObject({ transport: 'smtp', status: 'sent', file_path: null, attempts: 1 });
    expect(row.provider_response).toContain('250');
    expect(row.sent_at).not.toBeNull();
  });

  it('puts a refused message back with a later attempt, then gives up after the last one', async () => {
    const { logger, lines } = recordingLogger();
    const options = {
      store,
      dataDir,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@y.example',
      log: logger,
    };
    const mailer = createMailer({ ...options, outbox: { retryBaseMs: 60_000, maxAttempts: 2 } });
    const sentAt = Date.now();
    await mailer.send({ ...message, operationCode: 'FAILFAILFAIL' });
    await mailer.flush();
    await mailer.close();
    const retried = await rowOf('FAILFAILFAIL');
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, claimed_by: null });
    expect(retried.error).toBeTruthy();
    expect(Date.parse(retried.next_attempt_at) - sentAt).toBeGreaterThanOrEqual(59_000);
    expect(lines.some((line) => line.startsWith('WARN'))).toBe(true);

    // Due again (as if the minute had passed): the second and last attempt fails for good.
    await store.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', retried.id)
      .execute();
    const last = createMailer({ ...options, outbox: { retryBaseMs: 60_000, maxAttempts: 2 } });
    await last.flush();
    await last.close();
    expect(await rowOf('FAILFAILFAIL')).toMatchObject({ status: 'failed', attempts: 2 });
    expect(lines.some((line) => line.startsWith('ERROR'))).toBe(true);
  });

  it('retries a refusing server with growing delays and delivers once it accepts', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({
      store,
      dataDir,
      smtpUrl: sink.url,
      from: 'x@y.example',
      log: logger,
      outbox: { retryBaseMs: 150, pollIntervalMs: 50 },
    });
    mailer.start();
    sink.refuseNext(2);
    const before = sink.received.length;
    await mailer.send({ ...message, operationCode: 'RETRYRETRYRE' });
    const row = await eventually(
      async () => {
        const current = await rowOf('RETRYRETRYRE');
        return current.status === 'sent' ? current : undefined;
      },
      { timeoutMs: 10_000 },
    );
    await mailer.close();
    expect(row.attempts).toBe(3);
    const offered = sink.offered.filter((entry) => entry.messageId === row.message_id);
    expect(offered).toHaveLength(3);
    // 150 ms after the first refusal, four times that after the second.
    expect(offered[1]!.at - offered[0]!.at).toBeGreaterThanOrEqual(140);
    expect(offered[2]!.at - offered[1]!.at).toBeGreaterThanOrEqual(590);
    const arrived = sink.received.slice(before).filter((m) => m.messageId === row.message_id);
    expect(arrived).toHaveLength(1);
  });

  it('sends once a row whose worker died mid-send (lease run out), and leaves a live claim alone', async () => {
    const { logger } = recordingLogger();
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    const row = (operationCode: string, leaseUntil: string) => ({
      kind: 'resume',
      to_address: 'comprador@example.com',
      subject: 'Tu reserva online',
      body: 'Hola',
      operation_code: operationCode,
      transport: 'smtp' as const,
      status: 'sending' as const,
      file_path: null,
      error: null,
      created_at: past,
      attempts: 1,
      next_attempt_at: past,
      claimed_by: 'a-dead-instance',
      lease_until: leaseUntil,
      message_id: `<${operationCode}@piedemonte.example>`,
      provider_response: null,
      sent_at: null,
    });
    await store.db
      .insertInto('outbox')
      .values([row('DEADDEADDEAD', past), row('LIVELIVELIVE', future)])
      .execute();
    const before = sink.received.length;
    const mailer = createMailer({ store, dataDir, smtpUrl: sink.url, from: '', log: logger });
    await mailer.flush();
    await mailer.flush();
    await mailer.close();
    const arrived = sink.received.slice(before);
    expect(arrived.map((m) => m.messageId)).toEqual(['<DEADDEADDEAD@piedemonte.example>']);
    expect(await rowOf('DEADDEADDEAD')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await rowOf('LIVELIVELIVE')).toMatchObject({
      status: 'sending',
      claimed_by: 'a-dead-instance',
    });
  });
});

describe('the retry schedule', () => {
  it('starts at the base and grows four times each attempt, up to 6 hours', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelayMs(attempts, 30_000));
    expect(delays.slice(0, 4)).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(delays[6]).toBe(6 * 3_600_000);
  });
});

describe('the From header', () => {
  it("defaults to the group's no-reply address when no sender is configured", () => {
    expect(defaultMailFrom).toBe(`${group.name} <no-reply@piedemonte.example>`);
    expect(mailSender('', {})).toBe(defaultMailFrom);
    expect(mailSender(undefined, {})).toBe(defaultMailFrom);
    expect(mailSender('  ', { SMTP_FROM: 'ventas@piedemonte.example' })).toBe(
      'ventas@piedemonte.example',
    );
    expect(mailSender('Reservas <reservas@piedemonte.example>', {})).toBe(
      'Reservas <reservas@piedemonte.example>',
    );
    // One line: a sender cannot add headers.
    expect(mailSender('a@b.example\r\nBcc: x@y.example', {})).toBe('a@b.example Bcc: x@y.example');
  });

  it('is written to the outbox file even when the configured sender is empty', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({ store, dataDir, smtpUrl: undefined, from: '', log: logger });
    await mailer.send({ ...message, operationCode: 'FROMFROMFROM' });
    await mailer.flush();
    await mailer.close();
    const row = await store.db
      .selectFrom('outbox')
      .selectAll()
      .where('operation_code', '=', 'FROMFROMFROM')
      .executeTakeFirstOrThrow();
    const file = readFileSync(row.file_path!, 'utf8');
    expect(file).toMatch(/^From: \S.*<[^<>@\s]+@[^<>\s]+>\r$/m);
    expect(file).toContain(`From: ${group.name} <no-reply@piedemonte.example>`);
  });
});

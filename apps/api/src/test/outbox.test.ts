/**
 * The durable email outbox and the shared file storage, through the real server: emails
 * queued by requests are delivered once by the worker, and several instances on one
 * PostgreSQL share the queue and the uploaded files.
 */
import { apiPaths } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { samplePdf } from './samples';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import {
  json,
  startBody,
  startTestServer,
  testDatabases,
  testDatabaseUrl,
  type TestServer,
} from './helpers';
import { eventually } from './eventually';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

const smtpEnv = () => ({
  SMTP_URL: sink.url,
  MAIL_FROM: 'Piedemonte <reservas@piedemonte.example>',
  OUTBOX_POLL_INTERVAL_MS: '50',
});

function cvForm(): FormData {
  const form = new FormData();
  const fields = {
    name: 'Sofía',
    lastname: 'Ruiz',
    cellphone: '2615550000',
    email: 'sofia@example.com',
  };
  for (const [key, value] of Object.entries(fields)) form.append(`data[${key}]`, value);
  form.append('file', new Blob([samplePdf], { type: 'application/pdf' }), 'cv.pdf');
  return form;
}

describe.each(testDatabases)('the email outbox on %s', (database) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer(smtpEnv(), { database });
  });
  afterAll(async () => {
    await api.close();
  });

  it('delivers the resume email of a started operation exactly once', async () => {
    const unit = seedData.stock[0]!;
    const response = await api.post(apiPaths.dealershipStart, startBody(unit));
    expect(response.status).toBe(201);
    const operation = (await json<{ data: { code: string } }>(response)).data;
    const row = await eventually(
      async () => {
        const current = await api.server.store.db
          .selectFrom('outbox')
          .selectAll()
          .where('operation_code', '=', operation.code)
          .executeTakeFirstOrThrow();
        return current.status === 'sent' ? current : undefined;
      },
      { timeoutMs: 20_000 },
    );
    await api.server.mailer.flush();
    const arrived = sink.received.filter((message) => message.messageId === row.message_id);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.to).toEqual(['comprador@example.com']);
    expect(arrived[0]!.raw).toContain(operation.code);
    expect(row).toMatchObject({ kind: 'resume', transport: 'smtp', attempts: 1 });
  });
});

describe.skipIf(!testDatabaseUrl)('two instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer(smtpEnv(), { database: 'postgres' });
    second = await startTestServer(smtpEnv(), { database: 'postgres', schema: first.schema! });
  });
  afterAll(async () => {
    sink.setDelay(0);
    await second?.close();
    await first?.close();
  });

  it('deliver 50 queued emails, each exactly once', async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 50 }, (_, index) => ({
      kind: 'resume',
      to_address: `comprador${index}@example.com`,
      subject: `Mensaje ${index}`,
      body: `Hola ${index}`,
      operation_code: `BULK${String(index).padStart(8, '0')}`,
      transport: 'smtp' as const,
      status: 'queued' as const,
      file_path: null,
      error: null,
      created_at: now,
      next_attempt_at: now,
      claimed_by: null,
      lease_until: null,
      message_id: `<bulk-${index}-${Date.now()}@piedemonte.example>`,
      provider_response: null,
      sent_at: null,
    }));
    // A slow server keeps both workers busy at once.
    sink.setDelay(5);
    await first.server.store.db.insertInto('outbox').values(rows).execute();
    first.server.mailer.wake();
    second.server.mailer.wake();
    await Promise.all([first.server.mailer.flush(), second.server.mailer.flush()]);
    const ids = new Set(rows.map((row) => row.message_id));
    const stored = await eventually(
      async () => {
        const current = await first.server.store.db
          .selectFrom('outbox')
          .select(['message_id', 'status', 'claimed_by', 'attempts'])
          .where('operation_code', 'like', 'BULK%')
          .execute();
        return current.every((row) => row.status === 'sent') ? current : undefined;
      },
      { timeoutMs: 20_000 },
    );
    expect(stored).toHaveLength(50);
    const arrived = sink.received.filter((message) => ids.has(message.messageId));
    expect(arrived).toHaveLength(50);
    expect(new Set(arrived.map((message) => message.messageId)).size).toBe(50);
    expect(stored.every((row) => row.attempts === 1)).toBe(true);
    const senders = new Set(stored.map((row) => row.claimed_by));
    for (const sender of senders) {
      expect([first.server.mailer.instanceId, second.server.mailer.instanceId]).toContain(sender);
    }
  });

  it('send once a row whose instance died mid-send, when its lease runs out', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const messageId = `<dead-${Date.now()}@piedemonte.example>`;
    await first.server.store.db
      .insertInto('outbox')
      .values({
        kind: 'resume',
        to_address: 'comprador@example.com',
        subject: 'Tu reserva online',
        body: 'Hola',
        operation_code: 'DEADDEADDEAD',
        transport: 'smtp',
        status: 'sending',
        file_path: null,
        error: null,
        created_at: past,
        attempts: 1,
        next_attempt_at: past,
        claimed_by: 'a-dead-instance',
        lease_until: past,
        message_id: messageId,
        provider_response: null,
        sent_at: null,
      })
      .execute();
    await Promise.all([first.server.mailer.flush(), second.server.mailer.flush()]);
    const row = await eventually(
      async () => {
        const current = await second.server.store.db
          .selectFrom('outbox')
          .selectAll()
          .where('message_id', '=', messageId)
          .executeTakeFirstOrThrow();
        return current.status === 'sent' ? current : undefined;
      },
      { timeoutMs: 20_000 },
    );
    await Promise.all([first.server.mailer.flush(), second.server.mailer.flush()]);
    expect(row.attempts).toBe(2);
    expect(sink.received.filter((message) => message.messageId === messageId)).toHaveLength(1);
  });

  it('store a CV on one instance that the other reads back byte for byte', async () => {
    expect(first.config.storage).toBe('database');
    const response = await fetch(`${first.url}${apiPaths.cv}`, { method: 'POST', body: cvForm() });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: { id: number } }>(response);
    const application = await second.server.store.db
      .selectFrom('job_applications')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    const stored = await second.server.context.files.get(`cv/${application.file_name}`);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.content.equals(Buffer.from(samplePdf))).toBe(true);
  });
});

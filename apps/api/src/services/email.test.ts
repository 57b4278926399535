import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DataStore } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { group } from '@territorio/site-config';
import { createMailer, defaultMailFrom, mailSender } from './email';

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
  it('writes a table row and a readable .eml file, and logs where', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({
      store,
      dataDir,
      smtpUrl: undefined,
      from: 'Piedemonte <reservas@piedemonte.example>',
      log: logger,
    });
    await mailer.send(message);
    const row = await store.db
      .selectFrom('outbox')
      .selectAll()
      .where('transport', '=', 'outbox')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'resume',
      to_address: message.to,
      status: 'written',
      operation_code: 'ABCDEFGHJKMN',
    });
    expect(row.file_path!.startsWith(join(dataDir, 'outbox'))).toBe(true);
    const file = readFileSync(row.file_path!, 'utf8');
    expect(file).toContain('To: comprador@example.com');
    expect(file).toContain('Subject: =?UTF-8?B?');
    expect(file).toContain('Tu código de operación es ABCDEFGHJKMN.');
    expect(lines.some((line) => line.includes(row.file_path!))).toBe(true);
  });
});

describe('email with SMTP_URL', () => {
  let server: ReturnType<typeof createServer>;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    // A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver one message.
    server = createServer((socket: Socket) => {
      let inData = false;
      let data = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n')) {
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(data);
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
            continue;
          }
          const command = line.slice(0, 4).toUpperCase();
          if (command === 'EHLO' || command === 'HELO')
            socket.write('250-test\r\n250 8BITMIME\r\n');
          else if (
            command === 'MAIL' ||
            command === 'RCPT' ||
            command === 'RSET' ||
            command === 'NOOP'
          )
            socket.write('250 ok\r\n');
          else if (command === 'DATA') {
            inData = true;
            socket.write('354 go\r\n');
          } else if (command === 'QUIT') socket.end('221 bye\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends through SMTP and records it as sent', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer({
      store,
      dataDir,
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      // An empty setting (MAIL_FROM='') still sends a From header: the default sender.
      from: '',
      log: logger,
    });
    await mailer.send({ ...message, operationCode: 'SMTPSMTPSMTP' });
    await mailer.flush();
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('comprador@example.com');
    expect(received[0]).toMatch(/^From: .*<no-reply@piedemonte\.example>$/m);
    const row = await store.db
      .selectFrom('outbox')
      .selectAll()
      .where('operation_code', '=', 'SMTPSMTPSMTP')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ transport: 'smtp', status: 'sent', file_path: null });
  });

  it('records a failed delivery without failing the caller', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({
      store,
      dataDir,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@y.z',
      log: logger,
    });
    await mailer.send({ ...message, operationCode: 'FAILFAILFAIL' });
    await mailer.flush();
    mailer.close();
    const row = await store.db
      .selectFrom('outbox')
      .selectAll()
      .where('operation_code', '=', 'FAILFAILFAIL')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(lines.some((line) => line.startsWith('ERROR'))).toBe(true);
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

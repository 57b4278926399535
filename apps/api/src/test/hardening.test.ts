/**
 * Hostile requests on the public forms: malformed multipart bodies, CV polyglots,
 * cross-site form posts and mail aimed at someone else's inbox.
 */
import { apiPaths, limitMessages, messages } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { createServer } from '../server';
import { contentTypesXml, zip } from './samples';
import { takeAddressLimit } from '../services/address-limits';
import {
  cardForm,
  json,
  startBody,
  startTestServer,
  testDatabases,
  type TestServer,
} from './helpers';

type ErrorBody = { error: { code: string; message: string } };

/** Every log line the server writes, parsed (pino writes one JSON object a line). */
const logLines: { level: number; msg?: string }[] = [];
const logger = {
  level: 'info',
  stream: {
    write(line: string) {
      logLines.push(JSON.parse(line) as { level: number; msg?: string });
    },
  },
};
/** pino's numeric level of 'error'. */
const errorLevel = 50;

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer({}, { logger });
});
afterAll(async () => {
  await api.close();
});

const ownOrigin = () => new URL(api.config.publicApiUrl).origin;

function rawPost(path: string, contentType: string, body: string, headers = {}) {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });
}

describe('malformed multipart on the CV route', () => {
  it('answers 400 with the Spanish message and logs no error', async () => {
    const part = (name: string, value: string, file = '') =>
      `--XX\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}`;
    const cases: [string, string][] = [
      // No closing boundary: the body ends inside a part.
      ['multipart/form-data; boundary=XX', part('name', 'Ana')],
      ['multipart/form-data; boundary=XX', part('file', '%PDF-1.4', '; filename="cv.pdf"')],
      // No boundary at all, or a body that never starts one.
      ['multipart/form-data', '--XX\r\n'],
      ['multipart/form-data; boundary=XX', 'garbage'],
    ];
    logLines.length = 0;
    for (const [contentType, body] of cases) {
      const response = await rawPost(apiPaths.cv, contentType, body);
      expect(response.status).toBe(400);
      const answer = await json<ErrorBody>(response);
      expect(answer.error).toMatchObject({
        code: 'invalid_request',
        message: messages.invalidRequest,
      });
    }
    expect(logLines.filter((line) => line.level >= errorLevel)).toEqual([]);
  });
});

describe('CV polyglots', () => {
  async function sendCv(content: Uint8Array | string, name: string) {
    const form = new FormData();
    form.set('data[name]', 'Ana');
    form.set('data[lastname]', 'Pérez');
    form.set('data[email]', 'ana@example.com');
    form.set('data[cellphone]', '261 15 555-2150');
    form.set('file', new Blob([content]), name);
    const response = await fetch(`${api.url}${apiPaths.cv}`, { method: 'POST', body: form });
    return { status: response.status, body: await json<ErrorBody>(response) };
  }

  it('refuses HTML with a PDF header inside, and ZIPs that are not Word documents', async () => {
    const files: [Uint8Array | string, string][] = [
      ['<html><script>alert(1)</script>%PDF-1.4\n%%EOF</html>', 'cv.pdf'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><!--%PDF-1.7--></svg>', 'cv.pdf'],
      [zip({ 'evil.exe': 'MZ' }), 'cv.docx'],
      [zip({ '[Content_Types].xml': contentTypesXml }), 'cv.docx'],
    ];
    for (const [content, name] of files) {
      const { status, body } = await sendCv(content, name);
      expect(status).toBe(400);
      expect(body.error.message).toBe(messages.cvMissing);
    }
    const stored = await api.server.store.db.selectFrom('job_applications').select('id').execute();
    expect(stored).toEqual([]);
  });
});

describe('JSON routes take JSON only', () => {
  const person = {
    name: 'Ana',
    lastname: 'Pérez',
    email: 'victim@example.com',
    telephone: '261 555-2150',
  };

  it('refuses URL-encoded and multipart bodies with 415, storing nothing', async () => {
    const before = await api.server.store.db.selectFrom('leads').select('id').execute();
    for (const path of [apiPaths.contact, apiPaths.withdrawal, apiPaths.priceRequest]) {
      const encoded = await rawPost(
        path,
        'application/x-www-form-urlencoded',
        new URLSearchParams(person).toString(),
        { origin: 'https://evil.example' },
      );
      expect(encoded.status).toBe(415);
      expect((await json<ErrorBody>(encoded)).error.message).toBe(messages.invalidRequest);
      const form = new FormData();
      for (const [key, value] of Object.entries(person)) form.set(key, value);
      const multipart = await fetch(`${api.url}${path}`, { method: 'POST', body: form });
      expect(multipart.status).toBe(415);
    }
    const start = await rawPost(
      apiPaths.dealershipStart,
      'application/x-www-form-urlencoded',
      'email=victim%40example.com&stock_id=1',
    );
    expect(start.status).toBe(415);
    const after = await api.server.store.db.selectFrom('leads').select('id').execute();
    expect(after).toHaveLength(before.length);
    // JSON still works.
    expect((await api.post(apiPaths.contact, person)).status).toBe(201);
  });

  it('takes the payment form only from its own page', async () => {
    const form = new URLSearchParams(cardForm('UNKNOWNREF')).toString();
    const type = 'application/x-www-form-urlencoded';
    const foreign = await rawPost(apiPaths.paymentSandbox, type, form, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const nullOrigin = await rawPost(apiPaths.paymentSandbox, type, form, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const anonymous = await rawPost(apiPaths.paymentSandbox, type, form);
    expect(anonymous.status).toBe(403);
    const foreignReferer = await rawPost(apiPaths.paymentSandbox, type, form, {
      referer: 'https://evil.example/page',
    });
    expect(foreignReferer.status).toBe(403);

    // Our own page: the form is read (an unknown reference renders the not-found page).
    const own = await rawPost(apiPaths.paymentSandbox, type, form, { origin: ownOrigin() });
    expect(own.status).toBe(404);
    expect(own.headers.get('content-type')).toContain('text/html');
    const ownReferer = await rawPost(apiPaths.paymentSandbox, type, form, {
      referer: `${api.config.publicApiUrl}${apiPaths.paymentSandbox}?reference=X`,
    });
    expect(ownReferer.status).toBe(404);
  });
});

describe('mail to an address the request names', () => {
  async function outboxTo(address: string) {
    return api.server.store.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', address)
      .execute();
  }

  it('the withdrawal confirmation carries none of the sender’s text', async () => {
    const response = await api.post(apiPaths.withdrawal, {
      name: 'Ganaste https://phish.example/premio',
      lastname: 'Visitá http://phish.example',
      email: 'target@example.com',
      operation_code: 'https://phish.example/x',
      message: 'Hacé clic en https://phish.example/login para cobrar',
    });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: { reference: string } }>(response);
    const [email, ...more] = await outboxTo('target@example.com');
    expect(more).toEqual([]);
    expect(email!.body).toContain(data.reference);
    expect(email!.body).not.toMatch(/phish|Ganaste|Visitá|clic|https?:/i);
    expect(email!.subject).not.toMatch(/phish/i);
  });

  it('names the operation only when the code is one of ours', async () => {
    const unit = seedData.stock.find((candidate) => candidate.id > 0)!;
    const started = await api.post(apiPaths.dealershipStart, startBody(unit));
    expect(started.status).toBe(201);
    const code = (await json<{ data: { code: string } }>(started)).data.code;
    for (const [address, operationCode] of [
      ['known@example.com', code],
      ['unknown@example.com', 'ABCDEFGHJKMN'],
    ] as const) {
      const response = await api.post(apiPaths.withdrawal, {
        name: 'Ana',
        lastname: 'Pérez',
        email: address,
        operation_code: operationCode,
      });
      expect(response.status).toBe(201);
    }
    expect((await outboxTo('known@example.com'))[0]!.body).toContain(code);
    expect((await outboxTo('unknown@example.com'))[0]!.body).not.toContain('ABCDEFGHJKMN');
  });
});

describe('per-address limits, shared by every instance', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({ EMAIL_LIMIT_PER_ADDRESS: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('sends at most 3 withdrawal emails an hour to one address, yet records every request', async () => {
    const second = await createServer(limited.config, { logger: false });
    try {
      // The same inbox however it is written, through two instances of one database.
      const addresses = [
        'inbox@example.com',
        'INBOX@example.com',
        ' inbox@example.com',
        'Inbox@Example.com',
        'inbox@example.com',
      ];
      for (const [index, email] of addresses.entries()) {
        const body = { name: 'Ana', lastname: 'Pérez', email: email.trim() };
        const response =
          index % 2 === 0
            ? await limited.post(apiPaths.withdrawal, body)
            : await second.app.inject({ method: 'POST', url: apiPaths.withdrawal, payload: body });
        expect('status' in response ? response.status : response.statusCode).toBe(201);
      }
    } finally {
      await second.close();
    }
    const db = limited.server.store.db;
    const leads = await db
      .selectFrom('leads')
      .select('id')
      .where('kind', '=', 'withdrawal')
      .execute();
    expect(leads).toHaveLength(5);
    const emails = await db
      .selectFrom('outbox')
      .select('to_address')
      .where('kind', '=', 'withdrawal')
      .execute();
    expect(emails).toHaveLength(3);
    // Another address is not affected.
    const other = await limited.post(apiPaths.withdrawal, {
      name: 'Ana',
      lastname: 'Pérez',
      email: 'other@example.com',
    });
    expect(other.status).toBe(201);
    expect(
      await db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', 'other@example.com')
        .execute(),
    ).toHaveLength(1);
  });

  it('answers 429 with Retry-After to starts past the limit for one address', async () => {
    const units = seedData.stock.slice(0, 5);
    const statuses: number[] = [];
    for (const [index, email] of [
      'buyer@example.com',
      'Buyer@Example.com',
      'buyer+2@example.com',
    ].entries()) {
      statuses.push(
        (await limited.post(apiPaths.dealershipStart, startBody(units[index]!, { email }))).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201]);
    const fourth = await limited.post(
      apiPaths.dealershipStart,
      startBody(units[3]!, { email: 'buyer@example.com' }),
    );
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<ErrorBody>(fourth)).error.message).toBe(limitMessages.emailLimit);
    const elsewhere = await limited.post(
      apiPaths.dealershipStart,
      startBody(units[4]!, { email: 'someone@example.com' }),
    );
    expect(elsewhere.status).toBe(201);
  });
});

describe.each(testDatabases)('address counters on %s', (database) => {
  it('let exactly `max` of many concurrent uses through', async () => {
    const server = await startTestServer({}, { database });
    try {
      const limit = { scope: 'test', max: 3, windowMs: 60_000 };
      const now = Date.now();
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          takeAddressLimit(server.server.store, limit, 'Race@Example.com', now),
        ),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(3);
      // The refused learn when the window ends.
      expect(
        results.filter((result) => !result.allowed).map((result) => result.retryAfter),
      ).toEqual(Array<number>(7).fill(60));
      // A new window starts once the old one is over.
      expect(
        await takeAddressLimit(server.server.store, limit, 'race@example.com', now + 60_000),
      ).toEqual({ allowed: true, retryAfter: 60 });
    } finally {
      await server.close();
    }
  });
});

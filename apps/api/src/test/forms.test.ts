import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apiPaths, messages } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from './helpers';
import { samplePdf, sampleDocx, sampleDoc } from './samples';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('contact (spec 7.2, 5)', () => {
  it('stores a lead and answers 201', async () => {
    const response = await api.post(apiPaths.contact, {
      name: 'Ana',
      lastname: 'Pérez',
      telephone: '+54 9 261 555-0000',
      email: 'ana@example.com',
      message: 'Quiero info del Polo',
      subject: 'Polo',
    });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: { id: number } }>(response);
    const lead = await api.server.store.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      kind: 'contact',
      name: 'Ana',
      subject: 'Polo',
      email: 'ana@example.com',
    });
  });

  it('accepts a missing or empty email (not required) and refuses a malformed one', async () => {
    expect(
      (await api.post(apiPaths.contact, { name: 'A', lastname: 'B', telephone: '1' })).status,
    ).toBe(201);
    expect(
      (await api.post(apiPaths.contact, { name: 'A', lastname: 'B', telephone: '1', email: '' }))
        .status,
    ).toBe(201);
    const bad = await api.post(apiPaths.contact, {
      name: 'A',
      lastname: 'B',
      telephone: '1',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.fields).toHaveProperty('email');
  });

  it('names every missing required field in Spanish', async () => {
    const response = await api.post(apiPaths.contact, { name: '  ', email: 'a@b.co' });
    expect(response.status).toBe(400);
    const { error } = await json<ErrorBody>(response);
    expect(error.message).toBe(messages.invalidRequest);
    expect(Object.keys(error.fields!).sort()).toEqual(['lastname', 'name', 'telephone']);
  });

  it('stores injection strings as plain text', async () => {
    const nasty = "Robert'); DROP TABLE leads;-- <script>alert(1)</script>";
    const response = await api.post(apiPaths.contact, {
      name: nasty,
      lastname: '" OR 1=1 --',
      telephone: '1',
      message: nasty,
    });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: { id: number } }>(response);
    const lead = await api.server.store.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(lead.name).toBe(nasty);
    expect(lead.lastname).toBe('" OR 1=1 --');
  });

  it('refuses oversized fields and wrong types', async () => {
    expect(
      (
        await api.post(apiPaths.contact, {
          name: 'A',
          lastname: 'B',
          telephone: '1',
          message: 'x'.repeat(6000),
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.post(apiPaths.contact, { name: 1, lastname: ['B'], telephone: null })).status,
    ).toBe(400);
    expect(
      (await api.post(apiPaths.contact, { name: 'A', lastname: 'B', telephone: '1', brand_id: 3 }))
        .status,
    ).toBe(400);
  });
});

describe('price request (spec 7.2, 5)', () => {
  it('stores a lead with the vehicle; cellphone is optional', async () => {
    const response = await api.post(apiPaths.priceRequest, {
      name: 'Juan',
      lastname: 'Gómez',
      email: 'juan@example.com',
      vehicle: 'T-Cross',
    });
    expect(response.status).toBe(201);
    const lead = await api.server.store.db
      .selectFrom('leads')
      .selectAll()
      .where('kind', '=', 'price_request')
      .executeTakeFirstOrThrow();
    expect(lead.vehicle).toBe('T-Cross');
  });

  it('requires name, lastname and a valid email', async () => {
    const response = await api.post(apiPaths.priceRequest, { name: 'Juan', cellphone: '261' });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(response)).error.fields!).sort()).toEqual([
      'email',
      'lastname',
    ]);
  });
});

describe('withdrawal request (Botón de arrepentimiento)', () => {
  it('stores the request, answers a tracking code and emails it', async () => {
    const response = await api.post(apiPaths.withdrawal, {
      name: 'Laura',
      lastname: 'Díaz',
      email: 'laura@example.com',
      dni: '30111222',
      operation_code: 'abcd-efgh-jkmn',
      message: 'Me arrepentí',
    });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: { reference: string } }>(response);
    expect(data.reference).toMatch(/^ARR-[2-9A-Z]{8}$/);
    const lead = await api.server.store.db
      .selectFrom('leads')
      .selectAll()
      .where('reference', '=', data.reference)
      .executeTakeFirstOrThrow();
    expect(lead.operation_code).toBe('ABCDEFGHJKMN');
    const email = await api.server.store.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'withdrawal')
      .executeTakeFirstOrThrow();
    expect(email.to_address).toBe('laura@example.com');
    expect(readFileSync(email.file_path!, 'utf8')).toContain(data.reference);
  });

  it('requires name, lastname and email', async () => {
    expect((await api.post(apiPaths.withdrawal, { name: 'L' })).status).toBe(400);
  });
});

describe('job application with CV (spec 7.2, 5, 8)', () => {
  function cvForm(
    file: { content: Uint8Array; name: string; type?: string } | null,
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    const values = {
      name: 'Sofía',
      lastname: 'Ruiz',
      cellphone: '2615550000',
      email: 'sofia@example.com',
      studies: 'Universitario',
      position: 'Ventas',
      zone: 'Gran Mendoza',
      message: 'Hola',
      ...fields,
    };
    for (const [key, value] of Object.entries(values)) form.append(`data[${key}]`, value);
    if (file)
      form.append(
        'file',
        new Blob([file.content], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    return form;
  }

  async function sendCv(form: FormData) {
    const response = await fetch(`${api.url}${apiPaths.cv}`, { method: 'POST', body: form });
    return {
      status: response.status,
      body: (await response.json()) as ErrorBody & { data?: { id: number } },
    };
  }

  it('stores a PDF under a server-generated name, never the client’s', async () => {
    const { status, body } = await sendCv(
      cvForm({ content: samplePdf, name: '../../../etc/passwd.pdf', type: 'application/pdf' }),
    );
    expect(status).toBe(201);
    const row = await api.server.store.db
      .selectFrom('job_applications')
      .selectAll()
      .where('id', '=', body.data!.id)
      .executeTakeFirstOrThrow();
    expect(row.file_type).toBe('application/pdf');
    expect(row.file_name).toMatch(/^\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const stored = join(api.dataDir, 'uploads', 'cv', row.file_name);
    expect(statSync(stored).size).toBe(samplePdf.length);
    expect(readFileSync(stored).equals(Buffer.from(samplePdf))).toBe(true);
    expect(existsSync(join(api.dataDir, 'etc'))).toBe(false);
  });

  it('recognises Word files by content: .docx (ZIP with word/document.xml) and .doc (OLE)', async () => {
    const docx = await sendCv(cvForm({ content: sampleDocx, name: 'cv.bin' }));
    expect(docx.status).toBe(201);
    const doc = await sendCv(cvForm({ content: sampleDoc, name: 'cv' }));
    expect(doc.status).toBe(201);
    const types = (
      await api.server.store.db.selectFrom('job_applications').select('file_type').execute()
    ).map((row) => row.file_type);
    expect(types).toContain('application/msword');
    expect(types).toContain(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses a file that is not PDF or Word whatever its name says', async () => {
    const before = readdirSync(join(api.dataDir, 'uploads', 'cv')).length;
    for (const file of [
      {
        content: new TextEncoder().encode('MZ\x90\x00 this is an exe'),
        name: 'cv.pdf',
        type: 'application/pdf',
      },
      { content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), name: 'cv.docx' },
      { content: new TextEncoder().encode('<html>cv</html>'), name: 'cv.doc' },
    ]) {
      const { status, body } = await sendCv(cvForm(file));
      expect(status).toBe(400);
      expect(body.error.message).toBe(messages.cvMissing);
    }
    expect(readdirSync(join(api.dataDir, 'uploads', 'cv')).length).toBe(before);
  });

  it('answers the spec message when the CV is missing or empty', async () => {
    for (const form of [cvForm(null), cvForm({ content: new Uint8Array(0), name: 'cv.pdf' })]) {
      const { status, body } = await sendCv(form);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'cv_missing', message: messages.cvMissing });
    }
    const json = await api.post(apiPaths.cv, { name: 'x' });
    expect(json.status).toBe(415);
  });

  it('refuses a file over 5 MB with the size message', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(samplePdf);
    const { status, body } = await sendCv(cvForm({ content: big, name: 'cv.pdf' }));
    expect(status).toBe(413);
    expect(body.error.message).toBe(messages.cvTooLarge);
  });

  it('validates the fields: required ones, email and the option lists', async () => {
    const { status, body } = await sendCv(
      cvForm(
        { content: samplePdf, name: 'cv.pdf' },
        { email: 'x', studies: 'Doctorado', name: '' },
      ),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields!).sort()).toEqual(['email', 'name', 'studies']);
  });
});

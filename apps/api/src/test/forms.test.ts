import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apiPaths, messages, personalDataMessages } from '@territorio/api-client';
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

/** Every text a field error may carry: the rules' Spanish messages, never zod's English. */
const spanishMessages = new Set<string>([
  ...Object.values(messages),
  ...Object.values(personalDataMessages),
]);

function expectSpanishFields(fields: Record<string, string> | undefined) {
  expect(fields).toBeDefined();
  expect(Object.keys(fields!)).not.toContain('_');
  for (const message of Object.values(fields!)) expect(spanishMessages).toContain(message);
}

/** DECISIONS "Argentina": the usual local forms and +54. */
const localPhones = ['261 555-2150', '0261 15 555-2150', '+54 9 261 555-2150'];

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
      (await api.post(apiPaths.contact, { name: 'A', lastname: 'B', telephone: '261 555-2150' }))
        .status,
    ).toBe(201);
    expect(
      (
        await api.post(apiPaths.contact, {
          name: 'A',
          lastname: 'B',
          telephone: '261 555-2150',
          email: '',
        })
      ).status,
    ).toBe(201);
    const bad = await api.post(apiPaths.contact, {
      name: 'A',
      lastname: 'B',
      telephone: '261 555-2150',
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

  it('says each missing field with its rule’s Spanish message', async () => {
    const response = await api.post(apiPaths.contact, {});
    const { error } = await json<ErrorBody>(response);
    expect(error.fields).toEqual({
      name: personalDataMessages.nameRequired,
      lastname: personalDataMessages.lastnameRequired,
      telephone: personalDataMessages.telephoneRequired,
    });
  });

  it('refuses a telephone that is not an Argentine phone (DECISIONS), naming the field', async () => {
    for (const telephone of ['abc', '12', '+1 415 555 2671']) {
      const response = await api.post(apiPaths.contact, { name: 'A', lastname: 'B', telephone });
      expect(response.status).toBe(400);
      const { error } = await json<ErrorBody>(response);
      expect(error.fields).toEqual({ telephone: personalDataMessages.telephoneInvalid });
    }
  });

  it('accepts the usual local and +54 phone forms (DECISIONS)', async () => {
    for (const telephone of localPhones) {
      const response = await api.post(apiPaths.contact, { name: 'A', lastname: 'B', telephone });
      expect(response.status).toBe(201);
    }
  });

  it('answers Spanish messages for wrong types and lengths, never zod’s English', async () => {
    const wrongTypes = await api.post(apiPaths.contact, {
      name: 1,
      lastname: ['B'],
      telephone: null,
      email: 'nope',
      brand_id: 3,
    });
    expect(wrongTypes.status).toBe(400);
    const { error } = await json<ErrorBody>(wrongTypes);
    expect(Object.keys(error.fields!).sort()).toEqual([
      'brand_id',
      'email',
      'lastname',
      'name',
      'telephone',
    ]);
    expectSpanishFields(error.fields);
    expect(error.fields!.email).toBe(personalDataMessages.emailInvalid);

    const tooLong = await api.post(apiPaths.contact, {
      name: 'A',
      lastname: 'B',
      telephone: '261 555-2150',
      message: 'x'.repeat(6000),
    });
    expect((await json<ErrorBody>(tooLong)).error.fields).toEqual({
      message: messages.fieldTooLong,
    });
  });

  it('stores injection strings as plain text', async () => {
    const nasty = "Robert'); DROP TABLE leads;-- <script>alert(1)</script>";
    const response = await api.post(apiPaths.contact, {
      name: nasty,
      lastname: '" OR 1=1 --',
      telephone: '261 555-2150',
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
          telephone: '261 555-2150',
          message: 'x'.repeat(6000),
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.post(apiPaths.contact, { name: 1, lastname: ['B'], telephone: null })).status,
    ).toBe(400);
    expect(
      (
        await api.post(apiPaths.contact, {
          name: 'A',
          lastname: 'B',
          telephone: '261 555-2150',
          brand_id: 3,
        })
      ).status,
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
    const response = await api.post(apiPaths.priceRequest, {
      name: 'Juan',
      cellphone: '261 555-2150',
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(response)).error.fields!).sort()).toEqual([
      'email',
      'lastname',
    ]);
  });

  it('checks the optional cellphone only when it is given', async () => {
    const base = { name: 'Juan', lastname: 'Gómez', email: 'juan@example.com' };
    expect((await api.post(apiPaths.priceRequest, { ...base, cellphone: '' })).status).toBe(201);
    for (const cellphone of localPhones) {
      expect((await api.post(apiPaths.priceRequest, { ...base, cellphone })).status).toBe(201);
    }
    const bad = await api.post(apiPaths.priceRequest, { ...base, cellphone: 'abc' });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.fields).toEqual({
      cellphone: messages.cellphoneInvalid,
    });
  });

  it('tells a missing email from a malformed one, in Spanish', async () => {
    const missing = await api.post(apiPaths.priceRequest, { name: 'Juan', lastname: 'Gómez' });
    expect((await json<ErrorBody>(missing)).error.fields).toEqual({
      email: personalDataMessages.emailRequired,
    });
    const malformed = await api.post(apiPaths.priceRequest, {
      name: 'Juan',
      lastname: 'Gómez',
      email: 'juan@',
    });
    expect((await json<ErrorBody>(malformed)).error.fields).toEqual({
      email: personalDataMessages.emailInvalid,
    });
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
    await api.server.mailer.flush();
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

  const person = { name: 'Laura', lastname: 'Díaz', email: 'laura@example.com' };

  it('refuses a DNI that is not 7 or 8 digits (DECISIONS), naming the dni field', async () => {
    for (const dni of ['12', '123456789', 'abcdefgh']) {
      const response = await api.post(apiPaths.withdrawal, { ...person, dni });
      expect(response.status).toBe(400);
      const { error } = await json<ErrorBody>(response);
      expect(error.fields).toEqual({ dni: personalDataMessages.dniInvalid });
    }
  });

  it('takes a DNI with dots, or none, and checks a given telephone', async () => {
    expect((await api.post(apiPaths.withdrawal, { ...person, dni: '7.123.456' })).status).toBe(201);
    expect(
      (await api.post(apiPaths.withdrawal, { ...person, dni: '', telephone: '' })).status,
    ).toBe(201);
    const bad = await api.post(apiPaths.withdrawal, { ...person, telephone: 'abc' });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.fields).toEqual({
      telephone: personalDataMessages.telephoneInvalid,
    });
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
    expect(body.error.fields).toEqual({
      email: personalDataMessages.emailInvalid,
      name: personalDataMessages.nameRequired,
      studies: messages.optionInvalid,
    });
  });

  it('requires an Argentine cellphone and checks a given telephone (spec 5, DECISIONS)', async () => {
    const pdf = { content: samplePdf, name: 'cv.pdf' };
    const bad = await sendCv(cvForm(pdf, { cellphone: 'abc', telephone: '12' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      cellphone: messages.cellphoneInvalid,
      telephone: personalDataMessages.telephoneInvalid,
    });
    const missing = await sendCv(cvForm(pdf, { cellphone: '' }));
    expect(missing.body.error.fields).toEqual({ cellphone: messages.cellphoneRequired });
    for (const cellphone of localPhones) {
      expect((await sendCv(cvForm(pdf, { cellphone, telephone: '' }))).status).toBe(201);
    }
  });

  it('names the bad fields beside the missing CV', async () => {
    const { status, body } = await sendCv(cvForm(null, { cellphone: 'abc' }));
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      cellphone: messages.cellphoneInvalid,
      file: messages.cvMissing,
    });
  });
});

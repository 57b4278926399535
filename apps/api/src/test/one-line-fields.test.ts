/**
 * Names and telephones are one line of plain text on every public form that takes them
 * (visit booking, contact, price request, withdrawal, job application, the reservation's
 * personal data), over real HTTP on SQLite and PostgreSQL: a line break, a tab or another
 * control character is refused under its field in Spanish, and nothing reaches an email.
 * The lines of a department email stay one line each, whatever a stored value holds.
 */
import { apiPaths, messages, operationSchema, personalDataMessages } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lines } from '../services/lead-delivery';
import { seedData } from '../seed/index';
import { json, startBody, startTestServer, testDatabases, type TestServer } from './helpers';
import { samplePdf } from './samples';
import {
  booking,
  godoyCruz,
  plusDays,
  postBooking,
  startClock,
  today,
  unitsAt,
  type ErrorBody,
} from './visit-support';

/** Names that would break a line, or reorder what follows, in an email. */
const badNames = [
  'Ana.\nURGENTE: confirme su seña en http://example.com',
  'Ana\r\nBcc: otra@example.com',
  'Ana\tGómez',
  'Ana\u2028Gómez',
  'Ana \u202Emoc.elpmaxe',
];
/** One telephone, with a line break inside it. */
const badPhones = ['261 555\r\n2150', '261 555\n2150', '261\t5552150'];

type Case = {
  readonly form: string;
  readonly field: string;
  readonly message: string;
  readonly send: (api: TestServer, value: string) => Promise<Response>;
};

/** Sends the job application with its CV and `field` set to `value`. */
function sendCv(api: TestServer, field: string, value: string) {
  const form = new FormData();
  const values: Record<string, string> = {
    name: 'Sofía',
    lastname: 'Ruiz',
    cellphone: '2615550000',
    email: 'sofia@example.com',
    [field]: value,
  };
  for (const [key, each] of Object.entries(values)) form.append(`data[${key}]`, each);
  form.append('file', new Blob([samplePdf], { type: 'application/pdf' }), 'cv.pdf');
  return fetch(`${api.url}${apiPaths.cv}`, { method: 'POST', body: form });
}

const person = { name: 'Ana', lastname: 'Gómez' };
const visitDate = plusDays(today, 3);

function jsonForm(path: string, body: Record<string, unknown>, field: string): Case['send'] {
  return (api, value) => api.post(path, { ...body, [field]: value });
}

const nameCases = (form: string, send: (field: string) => Case['send']): Case[] => [
  { form, field: 'name', message: personalDataMessages.nameOneLine, send: send('name') },
  {
    form,
    field: 'lastname',
    message: personalDataMessages.lastnameOneLine,
    send: send('lastname'),
  },
];

const contact = { ...person, telephone: '261 555-2150' };
const priceRequest = { ...person, email: 'precio@example.com' };
const withdrawal = { ...person, email: 'arrepentimiento@example.com' };

const cases: Case[] = [
  {
    form: 'visit booking',
    field: 'name',
    message: personalDataMessages.nameOneLine,
    send: (api, name) =>
      postBooking(api, booking(unitsAt(godoyCruz)[0]!, visitDate, '10:00', { name })),
  },
  {
    form: 'visit booking',
    field: 'telephone',
    message: personalDataMessages.telephoneInvalid,
    send: (api, telephone) =>
      postBooking(api, booking(unitsAt(godoyCruz)[0]!, visitDate, '10:00', { telephone })),
  },
  ...nameCases('contact', (field) => jsonForm(apiPaths.contact, contact, field)),
  {
    form: 'contact',
    field: 'telephone',
    message: personalDataMessages.telephoneInvalid,
    send: jsonForm(apiPaths.contact, contact, 'telephone'),
  },
  ...nameCases('price request', (field) => jsonForm(apiPaths.priceRequest, priceRequest, field)),
  {
    form: 'price request',
    field: 'cellphone',
    message: messages.cellphoneInvalid,
    send: jsonForm(apiPaths.priceRequest, priceRequest, 'cellphone'),
  },
  ...nameCases('withdrawal', (field) => jsonForm(apiPaths.withdrawal, withdrawal, field)),
  {
    form: 'withdrawal',
    field: 'telephone',
    message: personalDataMessages.telephoneInvalid,
    send: jsonForm(apiPaths.withdrawal, withdrawal, 'telephone'),
  },
  ...nameCases('job application', (field) => (api, value) => sendCv(api, field, value)),
  {
    form: 'job application',
    field: 'cellphone',
    message: messages.cellphoneInvalid,
    send: (api, value) => sendCv(api, 'cellphone', value),
  },
  {
    form: 'job application',
    field: 'telephone',
    message: personalDataMessages.telephoneInvalid,
    send: (api, value) => sendCv(api, 'telephone', value),
  },
];

describe.each(testDatabases)('names and telephones on one line (%s)', (database) => {
  let api: TestServer;

  beforeAll(async () => {
    startClock();
    api = await startTestServer({}, { database });
  });
  afterAll(async () => {
    await api?.close();
    vi.useRealTimers();
  });

  const outboxCount = async () =>
    Number(
      (
        await api.server.store.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it.each(cases.map((each) => [each.form, each.field, each] as const))(
    '%s refuses a %s holding a line break or a control character',
    async (_form, field, { message, send }) => {
      const before = await outboxCount();
      const values = field === 'name' || field === 'lastname' ? badNames : badPhones;
      for (const value of values) {
        const response = await send(api, value);
        expect(response.status, JSON.stringify(value)).toBe(400);
        expect((await json<ErrorBody>(response)).error.fields, JSON.stringify(value)).toEqual({
          [field]: message,
        });
      }
      expect(await outboxCount()).toBe(before);
    },
  );

  it("refuses them in the reservation's personal data, purchase and customer alike", async () => {
    const unit = seedData.stock.find((each) => each.brand_id === 1)!;
    const started = await api.post(apiPaths.dealershipStart, startBody(unit));
    expect(started.status).toBe(201);
    const { code } = operationSchema.parse((await json(started)).data);
    const update = async (body: Record<string, unknown>) => {
      const response = await api.post(apiPaths.dealershipUpdate, { code, ...body });
      expect(response.status).toBe(400);
      return (await json<ErrorBody>(response)).error.fields;
    };
    expect(
      await update({
        purchase: { name: badNames[0], lastname: badNames[1], telephone: badPhones[0] },
      }),
    ).toEqual({
      'purchase.name': personalDataMessages.nameOneLine,
      'purchase.lastname': personalDataMessages.lastnameOneLine,
      'purchase.telephone': personalDataMessages.telephoneInvalid,
    });
    expect(await update({ customer: { name: badNames[2], telephone: badPhones[1] } })).toEqual({
      'customer.name': personalDataMessages.nameOneLine,
      'customer.telephone': personalDataMessages.telephoneInvalid,
    });
  });

  it('keeps every line of a department email on one line, whatever a value holds', () => {
    expect(lines([['Teléfono', '261 555\r\nBcc: otra@example.com\u2028x']])).toEqual([
      'Teléfono: 261 555 Bcc: otra@example.com x',
    ]);
  });
});

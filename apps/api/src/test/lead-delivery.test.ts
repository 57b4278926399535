/**
 * Lead delivery through the real server: every lead and reservation event queues exactly
 * one email to the department that handles it (by brand and site, with the group as the
 * fallback), sales emails carry a valid ADF/XML document, and the buyer's own emails stay
 * as they were.
 */
import { readFileSync } from 'node:fs';
import { apiPaths, operationSchema, type Operation } from '@territorio/api-client';
import { group } from '@territorio/site-config';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxTable } from '../db/schema';
import { seedData } from '../seed/index';
import { adfContentType } from '../services/adf';
import { rowAttachments } from '../services/email';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import {
  cardForm,
  json,
  startBody,
  startTestServer,
  testDatabases,
  type SeedUnit,
  type TestServer,
} from './helpers';
import { fillForDeposit, startReady } from './payments-helpers';
import { samplePdf } from './samples';

type OutboxRow = Selectable<OutboxTable>;

const departmentKinds = ['lead', 'reservation_event', 'job_application'];

// ---------------------------------------------------------------- reading ADF

type Text = string | { '#text'?: string; [attribute: `@_${string}`]: string };
type AdfVehicle = Record<string, Text> & {
  '@_interest': string;
  '@_status': string;
  colorcombination?: { exteriorcolor: string };
  finance?: { method: string; amount: Text[]; balance: Text };
};
type AdfContact = { name: Text[]; email?: string[]; phone?: string[] };
type Adf = {
  adf: {
    prospect: {
      '@_status': string;
      id: Text;
      requestdate: string;
      vehicle: AdfVehicle[];
      customer: { contact: AdfContact; comments?: string };
      vendor: { vendorname: string; url?: string; contact: AdfContact };
      provider: { name: Text[]; service?: string; url?: string };
    };
  };
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['vehicle', 'name', 'amount', 'email', 'phone'].includes(name),
});

/** Validates the document with a real XML parser and reads it. */
function parseAdf(document: string): Adf['adf']['prospect'] {
  expect(XMLValidator.validate(document)).toBe(true);
  expect(document.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(
    true,
  );
  return (parser.parse(document) as Adf).adf.prospect;
}

const textOf = (value: Text | undefined): string =>
  typeof value === 'string' ? value : (value?.['#text'] ?? '');
const attribute = (value: Text | undefined, name: string): string | undefined =>
  typeof value === 'object' ? value[`@_${name}`] : undefined;
const namePart = (contact: AdfContact, part: string) =>
  textOf(contact.name.find((name) => attribute(name, 'part') === part));

/** The ADF attachment of a department email, as stored and as written in its .eml file. */
function adfOf(row: OutboxRow): Adf['adf']['prospect'] {
  const attachments = rowAttachments(row);
  expect(attachments).toHaveLength(1);
  const [adf] = attachments;
  expect(adf!.contentType).toBe(adfContentType);
  expect(adf!.filename).toMatch(/^lead-[A-Za-z0-9-]+\.xml$/);
  if (row.file_path) {
    const eml = readFileSync(row.file_path, 'utf8');
    const part = mimePart(eml, adf!.filename);
    expect(part.headers).toMatch(new RegExp(`Content-Type: ${adfContentType.replace('+', '\\+')}`));
    expect(part.headers).toMatch(/Content-Disposition: attachment/);
    expect(part.content).toBe(adf!.content);
  }
  return parseAdf(adf!.content);
}

/** One part of a multipart .eml, found by its file name, decoded. */
function mimePart(eml: string, filename: string): { headers: string; content: string } {
  const boundary = /boundary="([^"]+)"/.exec(eml)?.[1];
  expect(boundary).toBeDefined();
  const parts = eml.split(`--${boundary}`).slice(1, -1);
  const part = parts.find((candidate) => candidate.includes(`filename=${filename}`));
  expect(part).toBeDefined();
  const [headers = '', body = ''] = part!.replace(/^\r\n/, '').split('\r\n\r\n');
  const content = /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
  return { headers, content };
}

// ---------------------------------------------------------------- the server

describe.each(testDatabases)('lead delivery on %s', (database) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({}, { database });
  });
  afterAll(async () => {
    await api.close();
  });

  async function lastOutboxId(): Promise<number> {
    const row = await api.server.store.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Runs `action` and answers the emails it queued (written to their files). */
  async function emailsOf(action: () => Promise<void>) {
    const before = await lastOutboxId();
    await action();
    await api.server.mailer.flush();
    const rows = await api.server.store.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '>', before)
      .orderBy('id')
      .execute();
    return {
      department: rows.filter((row) => departmentKinds.includes(row.kind)),
      buyer: rows.filter((row) => !departmentKinds.includes(row.kind)),
    };
  }

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await api.post(path, body);
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await json<{ data: Record<string, unknown> }>(response)).data;
  }

  describe('leads', () => {
    it('a contact goes to its brand’s sales with an ADF document that escapes what was typed', async () => {
      let id = 0;
      const { department, buyer } = await emailsOf(async () => {
        ({ id } = (await post(apiPaths.contact, {
          name: 'Ana <b>&',
          lastname: 'Pérez "La Rápida"',
          telephone: '261 555-2150',
          email: 'ana@example.com',
          subject: 'Polo',
          message: 'Quiero saber del Polo ]]> <script>alert(1)</script>\u0001 y la entrega',
          brand_id: 1,
        })) as { id: number });
      });
      expect(buyer).toEqual([]);
      expect(department).toHaveLength(1);
      const [email] = department;
      expect(email).toMatchObject({
        kind: 'lead',
        to_address: 'ventas.vw@piedemonte.example',
        status: 'sent',
        operation_code: null,
      });
      expect(email!.subject).toBe('Consulta web (Volkswagen): Ana <b>& Pérez "La Rápida"');
      // A readable summary in the text; the document is attached.
      expect(email!.body).toContain('Nueva consulta desde el sitio web: Contacto.');
      expect(email!.body).toContain('Quiero saber del Polo');
      expect(email!.body).not.toContain('<?xml');

      const adf = adfOf(email!);
      expect(adf['@_status']).toBe('new');
      expect(textOf(adf.id)).toBe(`lead-${id}`);
      expect(attribute(adf.id, 'sequence')).toBe('1');
      expect(adf.requestdate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(adf.vehicle).toHaveLength(1);
      expect(adf.vehicle[0]).toMatchObject({
        '@_interest': 'buy',
        '@_status': 'new',
        make: 'Volkswagen',
        model: 'Polo',
      });
      expect(namePart(adf.customer.contact, 'first')).toBe('Ana <b>&');
      expect(namePart(adf.customer.contact, 'last')).toBe('Pérez "La Rápida"');
      expect(adf.customer.contact.email).toEqual(['ana@example.com']);
      expect(adf.customer.contact.phone).toEqual(['261 555-2150']);
      // What XML cannot carry (U+0001) is dropped; the rest arrives as typed.
      expect(adf.customer.comments).toContain(
        'Quiero saber del Polo ]]> <script>alert(1)</script> y la entrega',
      );
      expect(adf.vendor.vendorname).toBe(group.name);
      expect(adf.vendor.contact.email).toEqual(['ventas.vw@piedemonte.example']);
      expect(textOf(adf.provider.name[0])).toBe(`${group.name} (sitio web)`);
    });

    it('an offers lead without a brand goes to the group’s sales', async () => {
      const { department } = await emailsOf(async () => {
        await post(apiPaths.contact, {
          name: 'Bruno',
          lastname: 'Sosa',
          telephone: '261 555-0101',
          subject: 'Oportunidades',
        });
      });
      expect(department).toHaveLength(1);
      expect(department[0]).toMatchObject({
        kind: 'lead',
        to_address: 'ventas@piedemonte.example',
      });
      expect(department[0]!.subject).toBe(`Consulta por Oportunidades (${group.name}): Bruno Sosa`);
      const adf = adfOf(department[0]!);
      expect(adf.customer.contact.email).toBeUndefined();
      expect(adf.customer.contact.phone).toEqual(['261 555-0101']);
      expect(adf.customer.comments).toContain('Oportunidades');
    });

    it('a price request to a CRM that reads the body carries the ADF document as the text', async () => {
      let id = 0;
      const { department, buyer } = await emailsOf(async () => {
        ({ id } = (await post(apiPaths.priceRequest, {
          name: 'Carla',
          lastname: 'Funes',
          email: 'carla@example.com',
          cellphone: '2615550202',
          vehicle: 'Tracker',
          brand_id: 2,
        })) as { id: number });
      });
      expect(buyer).toEqual([]);
      expect(department).toHaveLength(1);
      const [email] = department;
      expect(email).toMatchObject({
        to_address: 'ventas.chevrolet@piedemonte.example',
        subject: 'Solicitud de precio (Chevrolet Tracker): Carla Funes',
      });
      const adf = adfOf(email!);
      expect(parseAdf(email!.body)).toEqual(adf);
      expect(rowAttachments(email!)[0]!.filename).toBe(`lead-${id}.xml`);
      expect(adf.vehicle[0]).toMatchObject({ make: 'Chevrolet', model: 'Tracker' });
      expect(adf.customer.comments).toContain('Pide el precio del Tracker.');
      // The .eml's text part is the document too (quoted-printable).
      const eml = readFileSync(email!.file_path!, 'utf8');
      expect(eml).toMatch(/Content-Type: multipart\/mixed/);
      expect(eml).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    });

    it('a withdrawal request goes to administration: the operation’s brand, else the group', async () => {
      const vw = seedData.stock.find((unit) => unit.brand_id === 1)!;
      const baic = seedData.stock.find((unit) => unit.brand_id === 6)!;
      const operations: Operation[] = [];
      for (const unit of [vw, baic]) {
        operations.push(
          operationSchema.parse(
            await post(
              apiPaths.dealershipStart,
              startBody(unit, { email: 'arrepentido@example.com' }),
            ),
          ),
        );
      }
      const person = { name: 'Laura', lastname: 'Díaz', email: 'laura@example.com' };
      const cases: [string | undefined, string][] = [
        [undefined, 'administracion@piedemonte.example'],
        [operations[0]!.code, 'administracion.vw@piedemonte.example'],
        // BAIC's administration has no address: the group's receives it.
        [operations[1]!.code, 'administracion@piedemonte.example'],
      ];
      for (const [code, to] of cases) {
        let reference = '';
        const { department, buyer } = await emailsOf(async () => {
          ({ reference } = (await post(apiPaths.withdrawal, {
            ...person,
            dni: '30123456',
            ...(code ? { operation_code: code } : {}),
            message: 'Me arrepentí',
          })) as { reference: string });
        });
        expect(department).toHaveLength(1);
        expect(department[0]).toMatchObject({ kind: 'lead', to_address: to, attachments: null });
        expect(department[0]!.subject).toBe(
          `Solicitud de arrepentimiento ${reference}: Laura Díaz`,
        );
        expect(department[0]!.body).toContain(`Código de trámite: ${reference}`);
        if (code) expect(department[0]!.body).toContain(`Operación: ${code}`);
        // The person's own confirmation is unchanged.
        expect(buyer).toHaveLength(1);
        expect(buyer[0]).toMatchObject({ kind: 'withdrawal', to_address: 'laura@example.com' });
        expect(readFileSync(buyer[0]!.file_path!, 'utf8')).toMatch(
          /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit/,
        );
      }
    });

    it('a job application goes to human resources, without the CV', async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        name: 'Sofía',
        lastname: 'Ruiz',
        cellphone: '2615550000',
        email: 'sofia@example.com',
        position: 'Ventas',
      })) {
        form.append(`data[${key}]`, value);
      }
      form.append('file', new Blob([samplePdf], { type: 'application/pdf' }), 'cv.pdf');
      const { department, buyer } = await emailsOf(async () => {
        const response = await fetch(`${api.url}${apiPaths.cv}`, { method: 'POST', body: form });
        expect(response.status).toBe(201);
      });
      expect(buyer).toEqual([]);
      expect(department).toHaveLength(1);
      expect(department[0]).toMatchObject({
        kind: 'job_application',
        to_address: 'rrhh@piedemonte.example',
        subject: 'Postulación: Sofía Ruiz (Ventas)',
        attachments: null,
      });
      expect(department[0]!.body).toContain('se descarga desde la consola del personal');
      const eml = readFileSync(department[0]!.file_path!, 'utf8');
      expect(eml).not.toMatch(/multipart/);
      expect(eml).not.toContain('%PDF');
    });

    it('the public parameters keep the department addresses and human resources private', async () => {
      const response = await api.get(apiPaths.parameters);
      const { data } = await json<{ data: { contact_methods: Record<string, unknown>[] } }>(
        response,
      );
      expect(data.contact_methods.length).toBeGreaterThan(0);
      for (const method of data.contact_methods) {
        expect(Object.keys(method).sort()).toEqual([
          'brand_id',
          'department',
          'whatsapp_number',
          'zoom_link',
        ]);
        expect(method.department).not.toBe('human_resources');
      }
      expect(JSON.stringify(data)).not.toContain('@piedemonte.example');
    });
  });

  // ---------------------------------------------------------------- reservations

  describe('reservation events', () => {
    const taken = new Set<number>();
    function unitWhere(predicate: (unit: SeedUnit) => boolean): SeedUnit {
      const unit = seedData.stock.find(
        (candidate) => !taken.has(candidate.id) && predicate(candidate),
      );
      if (!unit) throw new Error('no unit left');
      taken.add(unit.id);
      return unit;
    }

    const postRaw = (path: string, body: unknown) => api.post(path, body);

    async function pay(operation: Operation, holder: string) {
      const response = await api.post(
        apiPaths.paymentSandbox,
        cardForm(operation.purchase.transaction.code, holder),
      );
      expect(response.status).toBe(200);
    }

    async function resolve(operation: Operation, status: 'approved' | 'rejected') {
      const response = await api.post(`${apiPaths.paymentSandbox}/resolve`, {
        code: operation.code,
        status,
      });
      expect(response.status).toBe(200);
    }

    function byOperation(rows: OutboxRow[], code: string) {
      return rows.filter((row) => row.subject.includes(code));
    }

    it('a deposit approved at once: one email to the site’s sales address, with the unit', async () => {
      const unit = unitWhere(
        (candidate) => candidate.brand_id === 1 && candidate.location === 'San Juan',
      );
      const operation = await startReady(postRaw, unit);
      const { department, buyer } = await emailsOf(() => pay(operation, 'APRO'));
      expect(byOperation(department, operation.code)).toHaveLength(1);
      expect(department).toHaveLength(1);
      const [email] = department;
      expect(email).toMatchObject({
        kind: 'reservation_event',
        to_address: 'ventas.vw.sanjuan@piedemonte.example',
        operation_code: null,
      });
      expect(email!.subject).toBe(
        `Reserva confirmada: Volkswagen ${unit.model} (código ${operation.code})`,
      );
      expect(email!.body).toContain('Reserva confirmada: el comprador pagó la seña');
      expect(email!.body).toContain(`Chasis: ${unit.chassis}`);

      const adf = adfOf(email!);
      expect(adf['@_status']).toBe('new');
      expect(textOf(adf.id)).toBe(operation.code);
      const [vehicle] = adf.vehicle;
      expect(vehicle).toMatchObject({
        '@_interest': 'buy',
        '@_status': 'new',
        year: String(unit.model_year),
        make: 'Volkswagen',
        model: unit.family,
        vin: unit.chassis,
        stock: String(unit.id),
        colorcombination: { exteriorcolor: unit.color },
      });
      expect(textOf(vehicle!.trim)).toBe(unit.model.slice(unit.family.length + 1));
      expect(textOf(vehicle!.price)).toBe(String(operation.promotion.price));
      expect(attribute(vehicle!.price, 'type')).toBe('quote');
      expect(vehicle!.finance).toBeUndefined();
      expect(namePart(adf.customer.contact, 'first')).toBe(operation.purchase.name);
      expect(adf.vendor.vendorname).toBe(`${group.name} – San Juan`);
      expect(adf.provider.service).toBe('Reserva online');

      // The buyer's confirmation: the same kind, plain text, no attachment.
      expect(buyer.map((row) => row.kind)).toEqual(['payment']);
      expect(buyer[0]!.attachments).toBeNull();
      expect(buyer[0]!.operation_code).toBe(operation.code);
      const eml = readFileSync(buyer[0]!.file_path!, 'utf8');
      expect(eml).not.toMatch(/multipart/);
      expect(eml).toContain(`/concesionario-digital/reservado/${operation.code}`);
    });

    it('pending, then rejected: one email each, the brand falling back to the group', async () => {
      // Nissan's sales without an address (as the console may leave it): the group's.
      const db = api.server.store.db;
      const rows = await db
        .selectFrom('content_items')
        .select(['id', 'data'])
        .where('kind', '=', 'contact_method')
        .execute();
      const nissanSales = rows.find((row) => {
        const method = JSON.parse(row.data) as { brand_id: number; department: string };
        return method.brand_id === 4 && method.department === 'sales';
      })!;
      await db
        .updateTable('content_items')
        .set({ data: JSON.stringify({ ...JSON.parse(nissanSales.data), email: null }) })
        .where('kind', '=', 'contact_method')
        .where('id', '=', nissanSales.id)
        .execute();

      const unit = unitWhere(
        (candidate) => candidate.brand_id === 4 && candidate.location === 'San Rafael',
      );
      const operation = await startReady(postRaw, unit);
      const pending = await emailsOf(() => pay(operation, 'CONT'));
      expect(pending.department).toHaveLength(1);
      expect(pending.department[0]).toMatchObject({
        kind: 'reservation_event',
        to_address: 'ventas.sanrafael@piedemonte.example',
      });
      expect(pending.department[0]!.subject).toContain('Reserva con pago pendiente');
      expect(adfOf(pending.department[0]!)['@_status']).toBe('new');
      expect(pending.buyer.map((row) => row.kind)).toEqual(['payment']);

      const rejected = await emailsOf(() => resolve(operation, 'rejected'));
      expect(rejected.department).toHaveLength(1);
      expect(rejected.department[0]!.to_address).toBe('ventas.sanrafael@piedemonte.example');
      expect(rejected.department[0]!.subject).toBe(
        `Pago rechazado en una reserva pendiente: Nissan ${unit.model} (código ${operation.code})`,
      );
      expect(rejected.department[0]!.body).toContain('la unidad volvió a estar disponible');
      const adf = adfOf(rejected.department[0]!);
      // The CRM had this prospect already.
      expect(adf['@_status']).toBe('resend');
      expect(textOf(adf.id)).toBe(operation.code);
      expect(rejected.buyer).toEqual([]);

      await db
        .updateTable('content_items')
        .set({ data: nissanSales.data })
        .where('kind', '=', 'contact_method')
        .where('id', '=', nissanSales.id)
        .execute();
    });

    it('pending, then approved: the approval is told as a follow-up', async () => {
      const unit = unitWhere((candidate) => candidate.brand_id === 2);
      const operation = await startReady(postRaw, unit);
      await emailsOf(() => pay(operation, 'CONT'));
      const approved = await emailsOf(() => resolve(operation, 'approved'));
      expect(approved.department).toHaveLength(1);
      expect(approved.department[0]!.to_address).toBe('ventas.chevrolet@piedemonte.example');
      expect(approved.department[0]!.subject).toContain('Reserva confirmada');
      const adf = adfOf(approved.department[0]!);
      expect(adf['@_status']).toBe('resend');
      // Chevrolet's CRM reads the body: the text is the document.
      expect(parseAdf(approved.department[0]!.body)).toEqual(adf);
      expect(approved.buyer.map((row) => row.kind)).toEqual(['payment']);
    });

    it('with trade-in and credit, approved then cancelled and refunded: finance and trade-in in the ADF', async () => {
      const plan = seedData.creditPlans.find((candidate) => candidate.brand_ids.includes(1))!;
      const unit = unitWhere(
        (candidate) =>
          candidate.brand_id === 1 &&
          candidate.location !== 'San Juan' &&
          candidate.currency !== 'usd' &&
          candidate.price > plan.financed_min * 2,
      );
      const started = operationSchema.parse(
        await post(apiPaths.dealershipStart, startBody(unit, { email: 'credito@example.com' })),
      );
      const version = seedData.usedCatalogue[0]!.models[0]!.versions[0]!;
      const valued = (await post(apiPaths.dealershipValuation, {
        codia: version.codia,
        brand: 'x',
        model: 'y',
        vehicle: 'z',
        year: 2019,
        kms: 80_000,
        operation: started.code,
      })) as { valuation: number; brand: string; model: string; vehicle: string };
      const withCredit = operationSchema.parse(
        await post(apiPaths.dealershipUpdate, {
          code: started.code,
          used_vehicles: [{ ...valued, codia: version.codia, year: 2019, kms: 80_000 }],
          credit_id: plan.id,
          credit_amount: plan.financed_min,
        }),
      );
      const operation = await fillForDeposit(postRaw, withCredit);
      expect(operation.credit_amount).toBe(plan.financed_min);

      const approved = await emailsOf(() => pay(operation, 'APRO'));
      expect(approved.department).toHaveLength(1);
      expect(approved.department[0]!.to_address).toBe('ventas.vw@piedemonte.example');
      for (const adf of [adfOf(approved.department[0]!)]) {
        expect(adf.vehicle).toHaveLength(2);
        const [wanted, tradeIn] = adf.vehicle;
        expect(wanted!.finance!.method).toBe('finance');
        const total = wanted!.finance!.amount.find(
          (amount) => attribute(amount, 'type') === 'total',
        );
        expect(textOf(total)).toBe(String(plan.financed_min));
        expect(attribute(total, 'currency')).toBe('ARS');
        expect(textOf(wanted!.finance!.balance)).toBe(String(plan.financed_min));
        expect(textOf(wanted!.comments)).toContain(plan.name);
        expect(tradeIn).toMatchObject({
          '@_interest': 'trade-in',
          '@_status': 'used',
          year: '2019',
          make: valued.brand,
          model: valued.model,
        });
        expect(textOf(tradeIn!.odometer)).toBe('80000');
        expect(attribute(tradeIn!.odometer, 'units')).toBe('km');
        expect(textOf(tradeIn!.price)).toBe(String(valued.valuation));
        expect(attribute(tradeIn!.price, 'type')).toBe('appraisal');
      }
      expect(approved.department[0]!.body).toContain(`Crédito: `);
      expect(approved.department[0]!.body).toContain('Usado 1: ');

      const cancelled = await emailsOf(async () => {
        const response = await api.post(apiPaths.dealershipCancel, { code: operation.code });
        expect(response.status).toBe(200);
      });
      expect(cancelled.department).toHaveLength(1);
      const [email] = cancelled.department;
      expect(email).toMatchObject({
        kind: 'reservation_event',
        to_address: 'ventas.vw@piedemonte.example',
      });
      expect(email!.subject).toBe(
        `Reserva cancelada y seña devuelta: Volkswagen ${unit.model} (código ${operation.code})`,
      );
      expect(email!.body).toContain('El comprador canceló la reserva');
      const adf = adfOf(email!);
      expect(adf['@_status']).toBe('resend');
      expect(adf.vehicle).toHaveLength(2);
      expect(adf.customer.comments).toContain('canceló');
      // The buyer's refund email, as before.
      expect(cancelled.buyer.map((row) => row.kind)).toEqual(['refund']);
      expect(cancelled.buyer[0]!.attachments).toBeNull();
    });

    it('a payment rejected at once tells the department nothing', async () => {
      const unit = unitWhere((candidate) => candidate.brand_id === 6);
      const operation = await startReady(postRaw, unit);
      const { department } = await emailsOf(() => pay(operation, 'OTHE'));
      expect(department).toEqual([]);
    });
  });
});

// ---------------------------------------------------------------- SMTP

describe('lead delivery over SMTP', () => {
  let sink: SmtpSink;
  let api: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestServer({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Piedemonte <reservas@piedemonte.example>',
      OUTBOX_POLL_INTERVAL_MS: '50',
    });
  });
  afterAll(async () => {
    await api.close();
    await sink.close();
  });

  it('sends the ADF document as an application/x-adf+xml attachment', async () => {
    const response = await api.post(apiPaths.priceRequest, {
      name: 'Diego',
      lastname: 'Lucero',
      email: 'diego@example.com',
      vehicle: 'Frontier',
      brand_id: 4,
    });
    expect(response.status).toBe(201);
    const { id } = (await json<{ data: { id: number } }>(response)).data;
    await api.server.mailer.flush();
    const row = await api.server.store.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'lead')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp' });
    const arrived = sink.received.filter((message) => message.messageId === row.message_id);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.to).toEqual(['ventas.nissan@piedemonte.example']);
    const part = mimePart(arrived[0]!.raw, `lead-${id}.xml`);
    expect(part.headers).toContain('Content-Type: application/x-adf+xml');
    const adf = parseAdf(part.content);
    expect(adf.vehicle[0]).toMatchObject({ make: 'Nissan', model: 'Frontier' });
  });
});

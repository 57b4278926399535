import { apiPaths, brandEndpoints, operationSchema, type Operation } from '@territorio/api-client';
import {
  staffMessages,
  unitHeldReason,
  type ApplicationSummary,
  type LeadDetail,
  type LeadSummary,
  type ReservationDetail,
  type StaffParameters,
  type StaffStockUnit,
} from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import {
  cardForm,
  json,
  readyToPay,
  startBody,
  startTestServer,
  testDatabases,
  type SeedUnit,
  type TestServer,
} from './helpers';
import { samplePdf } from './samples';
import { signInTeam, staffEnv, staffRequest, type Signed } from './staff-support';

type List<T> = { items: T[]; total: number; page: number; page_size: number };

describe.each(testDatabases)('staff API: records (%s)', (database) => {
  let api: TestServer;
  let admin: Signed;
  let sales: Signed;
  let otherSales: Signed;
  let hr: Signed;
  const usedUnits = new Set<number>();

  function freshUnit(brandId = 1): SeedUnit {
    const unit = seedData.stock.find(
      (candidate) => !usedUnits.has(candidate.id) && candidate.brand_id === brandId,
    );
    if (!unit) throw new Error('no unit left');
    usedUnits.add(unit.id);
    return unit;
  }

  async function start(unit: SeedUnit, email = 'comprador@example.com'): Promise<Operation> {
    const response = await api.post(apiPaths.dealershipStart, startBody(unit, { email }));
    expect(response.status).toBe(201);
    return operationSchema.parse((await json(response)).data);
  }

  async function pay(operation: Operation, holderName: string) {
    await readyToPay(api, operation.code);
    const response = await api.post(
      apiPaths.paymentSandbox,
      cardForm(operation.purchase.transaction.code, holderName),
    );
    expect(response.status).toBe(200);
  }

  async function publicStockIds(brandId: 1 | 2 | 4 | 6): Promise<number[]> {
    const body = await json<{ data: { id: number }[] }>(
      await api.get(brandEndpoints[brandId].stock),
    );
    return body.data.map((unit) => unit.id);
  }

  async function staffUnit(id: number): Promise<StaffStockUnit> {
    const unit = seedData.stock.find((candidate) => candidate.id === id)!;
    const response = await staffRequest<List<StaffStockUnit>>(
      api,
      'GET',
      `/stock?q=${encodeURIComponent(unit.chassis)}`,
      { as: admin },
    );
    return response.body.data!.items.find((item) => item.id === id)!;
  }

  async function outboxFor(code: string) {
    return api.server.store.db
      .selectFrom('outbox')
      .select(['kind', 'to_address', 'subject', 'body'])
      .where('operation_code', '=', code)
      .orderBy('id')
      .execute();
  }

  beforeAll(async () => {
    api = await startTestServer(staffEnv, { database });
    ({ admin, sales, otherSales, hr } = await signInTeam(api, [1, 5]));
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists the four kinds of lead with filters and search, and works one: status, assignment, notes, reply links', async () => {
    const post = async (path: string, body: Record<string, unknown>) => {
      const response = await api.post(path, body);
      expect(response.status, path).toBe(201);
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const contact = await post(apiPaths.contact, {
      name: 'Ana',
      lastname: 'Contacto',
      telephone: '+54 9 261 555-0000',
      email: 'ana@example.com',
      subject: 'Polo',
      message: 'Quiero info del Polo',
      brand_id: 1,
    });
    const offers = await post(apiPaths.contact, {
      name: 'Olga',
      lastname: 'Ofertas',
      telephone: '0261 555-2151',
      subject: 'Oportunidades',
      brand_id: 1,
    });
    const price = await post(apiPaths.priceRequest, {
      name: 'Pedro',
      lastname: 'Precio',
      email: 'pedro@example.com',
      cellphone: '261 15 555-2152',
      vehicle: 'Amarok V6',
      brand_id: 1,
    });
    const withdrawal = await post(apiPaths.withdrawal, {
      name: 'Walter',
      lastname: 'Arrepentido',
      email: 'walter@example.com',
    });

    const all = await staffRequest<List<LeadSummary>>(api, 'GET', '/leads', { as: sales });
    expect(all.status).toBe(200);
    const types = Object.fromEntries(all.body.data!.items.map((lead) => [lead.id, lead.type]));
    expect(types).toMatchObject({
      [contact]: 'contact',
      [offers]: 'offers',
      [price]: 'price_request',
      [withdrawal]: 'withdrawal',
    });
    expect(all.body.data).toMatchObject({ page: 1, page_size: 25 });
    const withdrawalRow = all.body.data!.items.find((lead) => lead.id === withdrawal)!;
    expect(withdrawalRow.reference).toMatch(/^ARR-/);
    expect(withdrawalRow.brand_id).toBeNull();

    for (const [query, expected] of [
      ['type=offers', [offers]],
      ['type=price_request', [price]],
      ['type=withdrawal', [withdrawal]],
      ['q=amarok', [price]],
      ['q=CONTACTO', [contact]],
      ['status=new&type=contact', [contact]],
      ['brand_id=5', [withdrawal]],
    ] as const) {
      const response = await staffRequest<List<LeadSummary>>(api, 'GET', `/leads?${query}`, {
        as: sales,
      });
      expect(
        response.body.data!.items.map((lead) => lead.id),
        query,
      ).toEqual(expected);
    }
    const bad = await staffRequest(api, 'GET', '/leads?type=otro&page=0', { as: sales });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fields!).sort()).toEqual(['page', 'type']);

    const detail = await staffRequest<LeadDetail>(api, 'GET', `/leads/${contact}`, { as: sales });
    expect(detail.body.data).toMatchObject({
      message: 'Quiero info del Polo',
      whatsapp_url: 'https://wa.me/5492615550000',
      phone_url: 'tel:+542615550000',
      notes: [],
      assigned_to: null,
      status: 'new',
    });
    const priceDetail = await staffRequest<LeadDetail>(api, 'GET', `/leads/${price}`, {
      as: sales,
    });
    expect(priceDetail.body.data!.whatsapp_url).toBe('https://wa.me/5492615552152');

    const self = sales.session.member.id;
    const updated = await staffRequest<LeadDetail>(api, 'PATCH', `/leads/${contact}`, {
      as: sales,
      body: { status: 'contacted', assigned_to: self },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      status: 'contacted',
      assigned_to: { id: self, name: 'Vera Ventas' },
    });
    const mine = await staffRequest<List<LeadSummary>>(api, 'GET', '/leads?assigned=me', {
      as: sales,
    });
    expect(mine.body.data!.items.map((lead) => lead.id)).toEqual([contact]);
    const empty = await staffRequest(api, 'PATCH', `/leads/${contact}`, { as: sales, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error!.fields).toEqual({ status: 'Indicá el estado o la persona asignada.' });

    const note = await staffRequest<LeadDetail>(api, 'POST', `/leads/${contact}/notes`, {
      as: sales,
      body: { text: '  Llamé, vuelve a escribir el lunes.  ' },
    });
    expect(note.status).toBe(201);
    expect(note.body.data!.notes).toEqual([
      expect.objectContaining({
        author: 'Vera Ventas',
        text: 'Llamé, vuelve a escribir el lunes.',
      }),
    ]);
    const blank = await staffRequest(api, 'POST', `/leads/${contact}/notes`, {
      as: sales,
      body: { text: '   ' },
    });
    expect(blank.body.error!.fields).toEqual({ text: 'Escribí la nota.' });
  });

  it('shows a reservation as the buyer saw it and refunds it from the console: unit back on sale, refund email to the buyer', async () => {
    const unit = freshUnit(1);
    const operation = await start(unit, 'reembolso@example.com');
    await pay(operation, 'APRO');
    expect(await publicStockIds(1)).not.toContain(unit.id);

    const detail = await staffRequest<ReservationDetail>(
      api,
      'GET',
      `/reservations/${operation.code.toLowerCase()}`,
      { as: sales },
    );
    expect(detail.status).toBe(200);
    const data = detail.body.data!;
    const wire = operationSchema.parse(data.operation);
    expect(data.summary).toMatchObject({
      code: operation.code,
      status: 'reserved',
      brand_id: 1,
      email: 'ana@example.com',
      vehicle: unit.model,
      chassis: unit.chassis,
      final_price: wire.amounts!.promotion_price,
      booking_price: wire.booking_price,
      payment_status: 'approved',
    });
    expect(data.payments.map((payment) => payment.status)).toEqual(['approved']);
    expect(data.emails.map((email) => email.kind)).toEqual(
      expect.arrayContaining(['resume', 'payment']),
    );
    expect(data).toMatchObject({ refundable: true, cancellable: true });

    // Another brand's salesperson does not see it.
    expect(
      (await staffRequest(api, 'GET', `/reservations/${operation.code}`, { as: otherSales }))
        .status,
    ).toBe(404);
    const list = await staffRequest<List<{ code: string }>>(
      api,
      'GET',
      `/reservations?q=${operation.code}`,
      { as: otherSales },
    );
    expect(list.body.data!.items).toEqual([]);

    const noReason = await staffRequest(api, 'POST', `/reservations/${operation.code}/cancel`, {
      as: sales,
      body: { reason: 'no' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error!.fields).toEqual({
      reason: 'Indicá el motivo (al menos 5 caracteres).',
    });

    const cancelled = await staffRequest<ReservationDetail>(
      api,
      'POST',
      `/reservations/${operation.code}/cancel`,
      { as: sales, body: { reason: 'El cliente pidió la devolución por teléfono.' } },
    );
    expect(cancelled.status).toBe(200);
    const after = cancelled.body.data!;
    expect(after.summary.status).toBe('cancelled');
    expect(after.payments.at(-1)!.status).toBe('refunded');
    expect(after).toMatchObject({ refundable: false, cancellable: false });
    expect(after.actions[0]).toMatchObject({
      action: 'reservation_refunded',
      actor: 'Vera Ventas',
      before: { status: 'reserved', payment_status: 'approved' },
      after: { status: 'cancelled', reason: 'El cliente pidió la devolución por teléfono.' },
    });
    expect(await publicStockIds(1)).toContain(unit.id);
    const refunds = (await outboxFor(operation.code)).filter((email) => email.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.to_address).toBe('ana@example.com');
    // The dealership cancelled, so the buyer reads it in its words; the reason stays inside.
    expect(refunds[0]!.subject).toBe(`Cancelamos tu reserva (código ${operation.code})`);
    expect(refunds[0]!.body).not.toContain('teléfono');

    const again = await staffRequest(api, 'POST', `/reservations/${operation.code}/cancel`, {
      as: sales,
      body: { reason: 'Otra vez, por las dudas.' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error!.message).toBe(staffMessages.notCancellable);
  });

  it('names the staff who acted on a reservation to a salesperson, never by email; admins keep the email', async () => {
    const unit = freshUnit(1);
    const operation = await start(unit, 'acciones@example.com');
    expect(
      (
        await staffRequest(api, 'POST', `/reservations/${operation.code}/resend-resume`, {
          as: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await staffRequest(api, 'POST', `/reservations/${operation.code}/resend-resume`, {
          as: sales,
        })
      ).status,
    ).toBe(200);

    const seen = await staffRequest<ReservationDetail>(
      api,
      'GET',
      `/reservations/${operation.code}`,
      { as: sales },
    );
    expect(seen.body.data!.actions.map((entry) => entry.actor)).toEqual([
      'Vera Ventas',
      'Ana Admin',
    ]);
    const text = JSON.stringify(seen.body.data);
    for (const staffEmail of ['admin@example.com', 'ventas@example.com', 'ventas2@example.com']) {
      expect(text).not.toContain(staffEmail);
    }
    // Admins read the audit log's actor as stored.
    const asAdmin = await staffRequest<ReservationDetail>(
      api,
      'GET',
      `/reservations/${operation.code}`,
      { as: admin },
    );
    expect(asAdmin.body.data!.actions.map((entry) => entry.actor)).toEqual([
      'ventas@example.com',
      'admin@example.com',
    ]);
  });

  it('closes an operation with no payment without any refund, and resends the resume email', async () => {
    const unit = freshUnit(1);
    const operation = await start(unit, 'abierta@example.com');
    const resent = await staffRequest<ReservationDetail>(
      api,
      'POST',
      `/reservations/${operation.code}/resend-resume`,
      { as: admin },
    );
    expect(resent.status).toBe(200);
    const resumes = (await outboxFor(operation.code)).filter((email) => email.kind === 'resume');
    expect(resumes).toHaveLength(2);
    expect(resumes[1]).toEqual(resumes[0]);
    expect(resent.body.data!.actions[0]!.action).toBe('resume_email_resent');

    const detail = await staffRequest<ReservationDetail>(
      api,
      'GET',
      `/reservations/${operation.code}`,
      { as: admin },
    );
    expect(detail.body.data).toMatchObject({ refundable: false, cancellable: true });
    const cancelled = await staffRequest<ReservationDetail>(
      api,
      'POST',
      `/reservations/${operation.code}/cancel`,
      { as: admin, body: { reason: 'Pidió que la demos de baja.' } },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data!.summary.status).toBe('cancelled');
    expect(cancelled.body.data!.actions[0]!.action).toBe('reservation_cancelled');
    expect((await outboxFor(operation.code)).map((email) => email.kind)).toEqual([
      'resume',
      'resume',
    ]);
    expect(await publicStockIds(1)).toContain(unit.id);
    // The buyer's own link now finds it closed.
    const paid = await api.post(
      apiPaths.paymentSandbox,
      cardForm(operation.purchase.transaction.code, 'APRO'),
    );
    expect(paid.status).toBe(409);
  });

  it('edits a unit: the public API shows the new price, stale edits and held units are refused, sold units leave the catalogue', async () => {
    const unit = freshUnit(1);
    const before = await staffUnit(unit.id);
    expect(before.status).toBe('available');
    const newDiscount = before.special_discount + 123_000;
    const saved = await staffRequest<StaffStockUnit>(api, 'PATCH', `/stock/${unit.id}`, {
      as: admin,
      body: { special_discount: newDiscount, updated_at: before.updated_at },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data!.special_discount).toBe(newDiscount);
    expect(saved.body.data!.updated_at).not.toBe(before.updated_at);
    const publicUnit = (
      await json<{ data: { id: number; special_discount: number }[] }>(
        await api.get(brandEndpoints[1].stock),
      )
    ).data.find((entry) => entry.id === unit.id);
    expect(publicUnit?.special_discount).toBe(newDiscount);

    const stale = await staffRequest<StaffStockUnit>(api, 'PATCH', `/stock/${unit.id}`, {
      as: admin,
      body: { price: 1, updated_at: before.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'stale_unit', message: staffMessages.staleUnit });
    expect(stale.body.data!.special_discount).toBe(newDiscount);

    const tooMuch = await staffRequest(api, 'PATCH', `/stock/${unit.id}`, {
      as: admin,
      body: {
        discount: before.list_price + before.price + 1,
        updated_at: saved.body.data!.updated_at,
      },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error!.fields).toEqual({
      discount: 'El descuento no puede superar el precio.',
    });

    const sold = await staffRequest<StaffStockUnit>(api, 'PATCH', `/stock/${unit.id}`, {
      as: admin,
      body: { availability: 'sold', updated_at: saved.body.data!.updated_at },
    });
    expect(sold.body.data!.status).toBe('sold');
    expect(await publicStockIds(1)).not.toContain(unit.id);
    const buyer = await api.post(apiPaths.dealershipStart, startBody(unit));
    expect(buyer.status).toBe(409);
    const back = await staffRequest<StaffStockUnit>(api, 'PATCH', `/stock/${unit.id}`, {
      as: admin,
      body: { availability: 'available', updated_at: sold.body.data!.updated_at },
    });
    expect(back.body.data!.status).toBe('available');
    expect(await publicStockIds(1)).toContain(unit.id);

    // A pending payment holds its unit: read-only until it resolves.
    const heldUnit = freshUnit(1);
    const operation = await start(heldUnit);
    await pay(operation, 'CONT');
    const held = await staffUnit(heldUnit.id);
    expect(held).toMatchObject({ status: 'held', held_by: operation.code });
    const refused = await staffRequest(api, 'PATCH', `/stock/${heldUnit.id}`, {
      as: admin,
      body: { availability: 'sold', updated_at: held.updated_at },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'unit_held',
      message: unitHeldReason('held', operation.code),
    });
    expect((await staffUnit(heldUnit.id)).status).toBe('held');

    const audit = await api.server.store.db
      .selectFrom('staff_audit')
      .select(['action', 'before', 'after'])
      .where('subject_type', '=', 'stock_unit')
      .where('subject_id', '=', String(unit.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'stock_updated',
      'stock_updated',
      'stock_updated',
    ]);
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({
      special_discount: before.special_discount,
    });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ special_discount: newDiscount });
  });

  it('serves a CV to hr only as an attachment that is never rendered', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Sofía',
      lastname: 'Ruiz',
      cellphone: '2615550000',
      email: 'sofia@example.com',
    })) {
      form.append(`data[${key}]`, value);
    }
    form.append('file', new Blob([samplePdf], { type: 'text/html' }), 'cv.html');
    const posted = await fetch(`${api.url}${apiPaths.cv}`, { method: 'POST', body: form });
    expect(posted.status).toBe(201);
    const { id } = ((await posted.json()) as { data: { id: number } }).data;

    const list = await staffRequest<List<ApplicationSummary>>(api, 'GET', '/applications?q=ruiz', {
      as: hr,
    });
    expect(list.body.data!.items).toEqual([
      expect.objectContaining({ id, name: 'Sofía', file_type: 'application/pdf' }),
    ]);
    expect(list.body.data!.items[0]).not.toHaveProperty('file_name');

    const response = await fetch(`${api.url}/staff/api/applications/${id}/cv`, {
      headers: { cookie: hr.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="cv-${id}.pdf"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(samplePdf);

    expect(
      (
        await fetch(`${api.url}/staff/api/applications/${id}/cv`, {
          headers: { cookie: sales.cookie },
        })
      ).status,
    ).toBe(403);
    expect((await fetch(`${api.url}/staff/api/applications/${id}/cv`)).status).toBe(401);
  });

  it('edits the administration parameters the public site reads', async () => {
    const readPublic = async () =>
      (
        await json<{
          data: {
            popups: { title: string }[];
            banners: { name: string }[];
            services: Record<string, { booking_price: number | null }>;
            contact_methods: { brand_id: number; department: string }[];
          };
        }>(await api.get(apiPaths.parameters))
      ).data;
    const initial = await staffRequest<StaffParameters>(api, 'GET', '/parameters', { as: admin });
    expect(initial.status).toBe(200);
    const parameters = initial.body.data!;
    expect(parameters.popups.length).toBeGreaterThan(0);
    expect(parameters.banners.length).toBeGreaterThan(0);
    expect(parameters.contact_methods.length).toBeGreaterThan(0);
    const publicBefore = await readPublic();

    const popup = parameters.popups[0]!;
    const off = await staffRequest<StaffParameters>(
      api,
      'PATCH',
      `/parameters/popups/${popup.id}`,
      {
        as: admin,
        body: { enabled: false },
      },
    );
    expect(off.body.data!.popups[0]!.enabled).toBe(false);
    expect((await readPublic()).popups).toHaveLength(publicBefore.popups.length - 1);
    const banner = parameters.banners[0]!;
    await staffRequest(api, 'PATCH', `/parameters/banners/${banner.id}`, {
      as: admin,
      body: { enabled: false },
    });
    expect((await readPublic()).banners).toHaveLength(publicBefore.banners.length - 1);
    await staffRequest(api, 'PATCH', `/parameters/popups/${popup.id}`, {
      as: admin,
      body: { enabled: true },
    });
    expect((await readPublic()).popups).toHaveLength(publicBefore.popups.length);
    const missing = await staffRequest(api, 'PATCH', '/parameters/popups/9999', {
      as: admin,
      body: { enabled: true },
    });
    expect(missing.status).toBe(404);
    const notBoolean = await staffRequest(api, 'PATCH', `/parameters/popups/${popup.id}`, {
      as: admin,
      body: { enabled: 'sí' },
    });
    expect(notBoolean.body.error!.fields).toEqual({ enabled: 'Indicá sí o no.' });

    const prices = await staffRequest<StaffParameters>(api, 'PUT', '/parameters/booking-prices', {
      as: admin,
      body: { booking_prices: { '1': 123_000, '6': null } },
    });
    expect(prices.status).toBe(200);
    expect(prices.body.data!.booking_prices).toMatchObject({ '1': 123_000, '6': null });
    expect((await readPublic()).services['1']!.booking_price).toBe(123_000);
    const badPrices = await staffRequest(api, 'PUT', '/parameters/booking-prices', {
      as: admin,
      body: { booking_prices: { '3': 1000, '1': -5 } },
    });
    expect(badPrices.status).toBe(400);
    expect(badPrices.body.error!.fields).toEqual({
      'booking_prices.1': 'La seña no puede ser negativa.',
    });

    // The whole list of contact methods round-trips, department emails included.
    const methods = parameters.contact_methods.map((method, index) =>
      index === 0 ? { ...method, email: 'VENTAS.nueva@example.com', adf_in_body: true } : method,
    );
    const savedMethods = await staffRequest<StaffParameters>(
      api,
      'PUT',
      '/parameters/contact-methods',
      { as: admin, body: { contact_methods: methods } },
    );
    expect(savedMethods.status).toBe(200);
    expect(savedMethods.body.data!.contact_methods[0]).toMatchObject({
      email: 'ventas.nueva@example.com',
      adf_in_body: true,
    });
    expect(savedMethods.body.data!.contact_methods).toHaveLength(methods.length);
    const duplicate = await staffRequest(api, 'PUT', '/parameters/contact-methods', {
      as: admin,
      body: {
        contact_methods: [
          methods[0],
          { ...methods[0], site_emails: [{ site: 'Atlántida', email: 'x@example.com' }] },
        ],
      },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error!.fields).toEqual({
      'contact_methods.1.department': 'Ya hay un medio de contacto de esta marca para esta área.',
      'contact_methods.1.site_emails.0.site': 'Elegí una sucursal de la lista.',
    });
    const badEmail = await staffRequest(api, 'PUT', '/parameters/contact-methods', {
      as: admin,
      body: { contact_methods: [{ ...methods[0], email: 'no' }] },
    });
    expect(badEmail.body.error!.fields).toEqual({
      'contact_methods.0.email': 'Ingresá un email válido.',
    });

    const salesmen = [
      ...parameters.salesmen.slice(1),
      { ...parameters.salesmen[0]!, fullname: 'Mariana Q.' },
    ];
    const savedSalesmen = await staffRequest<StaffParameters>(api, 'PUT', '/parameters/salesmen', {
      as: admin,
      body: { salesmen },
    });
    expect(savedSalesmen.status).toBe(200);
    expect(savedSalesmen.body.data!.salesmen.at(-1)!.fullname).toBe('Mariana Q.');

    const audit = await api.server.store.db
      .selectFrom('staff_audit')
      .select('action')
      .where('subject_type', 'in', ['parameters', 'popup', 'banner'])
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'popup_disabled',
      'banner_disabled',
      'popup_enabled',
      'booking_prices_updated',
      'contact_methods_updated',
      'salesmen_updated',
    ]);
  });
});

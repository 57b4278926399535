/**
 * Operation codes are secrets: a code resumes and cancels a reservation with no sign-in,
 * so the console shows it whole only to staff who can act on the operation, the public
 * answers carry the buyer's DNI, birthdate and street address masked (a mask sent back
 * unchanged keeps the stored value), and a cancellation by code is on the console's
 * record of the operation.
 */
import {
  apiPaths,
  operationSchema,
  personalDataMessages,
  type Operation,
} from '@territorio/api-client';
import {
  codeHolderActor,
  staffPath,
  type LeadDetail,
  type LeadSummary,
  type ReservationDetail,
} from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import {
  cardForm,
  completePurchase,
  json,
  startBody,
  startTestServer,
  testDatabases,
  type SeedUnit,
  type TestServer,
} from './helpers';
import { signInTeam, staffEnv, staffRequest, type Signed } from './staff-support';

type Page<T> = { items: T[]; total: number };

describe.each(testDatabases)('operation codes are secrets (%s)', (database) => {
  let api: TestServer;
  let admin: Signed;
  /** A salesperson of the group (brand 5) only. */
  let groupSales: Signed;
  /** A salesperson of Chevrolet (brand 2). */
  let chevroletSales: Signed;
  const used = new Set<number>();

  function freshUnit(brandId: number): SeedUnit {
    const unit = seedData.stock.find((item) => item.brand_id === brandId && !used.has(item.id))!;
    used.add(unit.id);
    return unit;
  }

  async function started(brandId: number): Promise<Operation> {
    const response = await api.post(apiPaths.dealershipStart, startBody(freshUnit(brandId)));
    expect(response.status).toBe(201);
    return operationSchema.parse((await json(response)).data);
  }

  async function update(body: Record<string, unknown>) {
    const response = await api.post(apiPaths.dealershipUpdate, body);
    return { status: response.status, body: await json<Record<string, unknown>>(response) };
  }

  async function storedRow(code: string) {
    return api.server.store.db
      .selectFrom('operations')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
  }

  beforeAll(async () => {
    api = await startTestServer(staffEnv, { database });
    const team = await signInTeam(api, [5]);
    admin = team.admin;
    groupSales = team.sales;
    chevroletSales = team.otherSales;
  });
  afterAll(async () => {
    await api.close();
  });

  it('a sales account of brand 5 sees no code of a brand-2 withdrawal', async () => {
    const operation = await started(2);
    const request = await api.post(apiPaths.withdrawal, {
      name: 'Laura',
      lastname: 'Díaz',
      email: 'laura@example.com',
      operation_code: operation.code,
    });
    expect(request.status).toBe(201);
    const { id } = (await json<{ data: { id: number } }>(request)).data;
    const db = api.server.store.db;
    // The request takes the operation's brand.
    expect(
      await db.selectFrom('leads').select('brand_id').where('id', '=', id).executeTakeFirst(),
    ).toEqual({ brand_id: 2 });
    // A request stored without a brand (as the group's), naming the same operation.
    const groupLead = await db
      .insertInto('leads')
      .values({
        kind: 'withdrawal',
        reference: 'ARR-GRUPO001',
        brand_id: null,
        name: 'Laura',
        lastname: 'Díaz',
        email: 'laura@example.com',
        telephone: '',
        subject: 'Botón de arrepentimiento',
        vehicle: '',
        message: '',
        operation_code: operation.code,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const list = await staffRequest<Page<LeadSummary>>(
      api,
      'GET',
      `${staffPath('leads')}?type=withdrawal`,
      { as: groupSales },
    );
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(operation.code);
    const seen = list.body.data!.items.find((item) => item.id === groupLead.id)!;
    expect(seen.operation_code).toBe(`*********${operation.code.slice(-3)}`);
    const detail = await staffRequest<LeadDetail>(
      api,
      'GET',
      staffPath('lead', { id: groupLead.id }),
      { as: groupSales },
    );
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toContain(operation.code);

    // Staff who can act on the operation read its code.
    for (const member of [admin, chevroletSales]) {
      const lead = await staffRequest<LeadDetail>(api, 'GET', staffPath('lead', { id }), {
        as: member,
      });
      expect(lead.body.data!.operation_code).toBe(operation.code);
    }
    const adminView = await staffRequest<LeadDetail>(
      api,
      'GET',
      staffPath('lead', { id: groupLead.id }),
      { as: admin },
    );
    expect(adminView.body.data!.operation_code).toBe(operation.code);
  });

  it('resume by code returns the DNI, birthdate and address masked, and an update that sends them back unchanged keeps the stored values', async () => {
    const operation = await started(1);
    const filled = await update({
      code: operation.code,
      purchase: { ...completePurchase, address: 'Belgrano 550' },
      customer: { dni: '30123456', address: 'Belgrano 550' },
    });
    expect(filled.status).toBe(200);
    expect(JSON.stringify(filled.body)).not.toContain('30123456');

    const resumed = await api.post(apiPaths.dealershipStart, { code: operation.code });
    expect(resumed.status).toBe(200);
    const text = await resumed.text();
    for (const secret of ['30123456', '1990-05-17', '17/05/1990', 'Belgrano 550'])
      expect(text).not.toContain(secret);
    const wire = operationSchema.parse((JSON.parse(text) as { data: unknown }).data);
    expect(wire.purchase).toMatchObject({
      dni: '30.***.456',
      birthdate: '1990-**-**',
      display_birthdate: '**/**/1990',
      address: 'Bel ***',
      // What the flow needs to go on stays readable.
      name: completePurchase.name,
      email: completePurchase.email,
      telephone: completePurchase.telephone,
      marital_status_id: completePurchase.marital_status_id,
    });
    expect(wire.customer).toMatchObject({ dni: '30.***.456', address: 'Bel ***' });

    // The flow sends the whole operation back, masked fields untouched.
    const kept = await update({
      code: operation.code,
      version: wire.version,
      purchase: wire.purchase,
      customer: wire.customer,
    });
    expect(kept.status).toBe(200);
    let row = await storedRow(operation.code);
    expect(row).toMatchObject({
      dni: '30123456',
      birthdate: '1990-05-17',
      display_birthdate: '17/05/1990',
      address: 'Belgrano 550',
    });
    expect(JSON.parse(row.customer)).toMatchObject({ dni: '30123456', address: 'Belgrano 550' });

    // A field typed again replaces the stored value.
    const retyped = await update({
      code: operation.code,
      purchase: { ...wire.purchase, dni: '28999888', address: 'Sarmiento 12' },
    });
    expect(retyped.status).toBe(200);
    row = await storedRow(operation.code);
    expect(row).toMatchObject({
      dni: '28999888',
      birthdate: '1990-05-17',
      address: 'Sarmiento 12',
    });

    // A mask of anything but the stored value is refused, never stored.
    const foreign = await update({ code: operation.code, purchase: { dni: '12.***.999' } });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      error: { fields: { 'purchase.dni': personalDataMessages.maskedRetype } },
    });
    expect((await storedRow(operation.code)).dni).toBe('28999888');

    // The kept values still satisfy the deposit's guards: the unit can be paid.
    await update({ code: operation.code, cash_amount: 999_999_999_999 });
    const paid = await api.post(
      apiPaths.paymentSandbox,
      cardForm(operation.purchase.transaction.code, 'APRO'),
    );
    expect(paid.status).toBe(200);
  });

  it('a stale update is answered with the current operation masked', async () => {
    const operation = await started(1);
    expect((await update({ code: operation.code, purchase: { dni: '30123456' } })).status).toBe(
      200,
    );
    const stale = await update({ code: operation.code, version: 0, purchase: { name: 'Ana' } });
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.body)).not.toContain('30123456');
  });

  it('cancelling by code writes an event that the console shows', async () => {
    const operation = await started(1);
    await update({
      code: operation.code,
      purchase: completePurchase,
      cash_amount: 999_999_999_999,
    });
    const paid = await api.post(
      apiPaths.paymentSandbox,
      cardForm(operation.purchase.transaction.code, 'APRO'),
    );
    expect(paid.status).toBe(200);
    const cancelled = await api.post(apiPaths.dealershipCancel, { code: operation.code });
    expect(cancelled.status).toBe(200);

    const detail = await staffRequest<ReservationDetail>(
      api,
      'GET',
      staffPath('reservation', { code: operation.code }),
      { as: admin },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data!.actions).toEqual([
      expect.objectContaining({
        actor: codeHolderActor,
        action: 'reservation_cancelled_by_code',
        subject_type: 'operation',
        subject_id: operation.code,
        after: { status: 'cancelled', payment_status: 'refunding' },
      }),
    ]);
  });
});

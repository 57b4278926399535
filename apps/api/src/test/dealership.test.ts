import { readFileSync } from 'node:fs';
import {
  apiPaths,
  brandEndpoints,
  fullPriceWithDiscount,
  messages,
  operationSchema,
  type Operation,
} from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { codeAlphabet } from '../services/codes';
import {
  cardForm,
  json,
  readyToPay,
  startBody as sharedStartBody,
  startTestServer,
  type SeedUnit,
  type TestServer,
} from './helpers';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.close();
});

const usedUnits = new Set<number>();

/** A seeded unit no other test of this file uses. */
function freshUnit(predicate: (unit: SeedUnit) => boolean = () => true): SeedUnit {
  const unit = seedData.stock.find(
    (candidate) => !usedUnits.has(candidate.id) && predicate(candidate),
  );
  if (!unit) throw new Error('no unit left');
  usedUnits.add(unit.id);
  return unit;
}

/** A start body whose client-side prices are wrong on purpose: the server must ignore them. */
function startBody(unit: SeedUnit, overrides: Record<string, unknown> = {}) {
  return sharedStartBody(unit, {
    promotion_code: null,
    fullprice: 1,
    special_discount: 999_999_999,
    ...overrides,
  });
}

async function start(unit: SeedUnit, overrides: Record<string, unknown> = {}): Promise<Operation> {
  const response = await api.post(apiPaths.dealershipStart, startBody(unit, overrides));
  expect(response.status).toBe(201);
  return operationSchema.parse((await json(response)).data);
}

async function update(body: unknown) {
  const response = await api.post(apiPaths.dealershipUpdate, body);
  const parsed = await json<{
    data?: unknown;
    error?: { code: string; message: string; fields?: Record<string, string> };
  }>(response);
  return {
    status: response.status,
    body: parsed,
    operation: parsed.data ? operationSchema.parse(parsed.data) : null,
  };
}

async function pay(
  operation: Operation,
  holderName = 'APRO',
  overrides: Record<string, string> = {},
) {
  await readyToPay(api, operation.code);
  const response = await api.post(
    apiPaths.paymentSandbox,
    cardForm(operation.purchase.transaction.code, holderName, overrides),
  );
  return {
    status: response.status,
    body: await json<{
      data?: { status: string; operation: unknown };
      error?: { code: string; message: string; fields?: Record<string, string> };
    }>(response),
  };
}

async function stockIds(brandId: 1 | 2 | 4 | 6): Promise<number[]> {
  const body = await json<{ data: { id: number }[] }>(await api.get(brandEndpoints[brandId].stock));
  return body.data.map((unit) => unit.id);
}

async function offerIds(brandId: 1 | 2 | 4 | 6): Promise<number[]> {
  const body = await json<{
    data: { best: { id: number }[]; grouped: { items: { id: number }[] }[] };
  }>(await api.get(brandEndpoints[brandId].offer));
  return [
    ...body.data.best.map((offer) => offer.id),
    ...body.data.grouped.flatMap((group) => group.items.map((item) => item.id)),
  ];
}

describe('dealership start and resume', () => {
  it('starts an operation with server prices, an unguessable code and a resume email', async () => {
    const unit = freshUnit((candidate) => candidate.special_discount > 0);
    const operation = await start(unit);
    expect(operation.code).toHaveLength(12);
    expect([...operation.code].every((char) => codeAlphabet.includes(char))).toBe(true);
    expect(operation.status).toBe('open');
    // The client's fullprice (1) and special_discount are ignored.
    const expected = fullPriceWithDiscount({
      price: unit.price,
      list_price: unit.list_price,
      discount: unit.discount,
      special_discount: unit.special_discount,
      license_cost: unit.license_price,
      preparation_cost: unit.delivery_price,
    });
    expect(operation.purchase.vehicle.fullprice).toBe(expected);
    expect(operation.purchase.vehicle.special_discount).toBe(unit.special_discount);
    expect(operation.pending_amount).toBe(expected);
    expect(operation.booking_price).toBe(
      seedData.parameters.services[`${unit.brand_id}` as '1'].booking_price,
    );
    expect(operation.usd_rate).toBe(seedData.usdRate);
    expect(operation.purchase.transaction).toMatchObject({ status: 'none' });

    // The worker writes the email after the answer: wait for what is queued.
    await api.server.mailer.flush();
    const outbox = await api.server.store.db
      .selectFrom('outbox')
      .selectAll()
      .where('operation_code', '=', operation.code)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      kind: 'resume',
      to_address: 'comprador@example.com',
      status: 'sent',
    });
    const file = readFileSync(outbox[0]!.file_path!, 'utf8');
    expect(file).toContain(operation.code);
    expect(file).toContain(`/concesionario-digital/continue/${operation.code}`);
  });

  it('codes differ every time', async () => {
    const unit = freshUnit();
    const codes = new Set<string>();
    for (let index = 0; index < 5; index += 1) codes.add((await start(unit)).code);
    expect(codes.size).toBe(5);
  });

  it('applies a valid promotion code at start and ignores an invalid one', async () => {
    const promotion = seedData.promotions.find(
      (candidate) =>
        candidate.brand_id === null &&
        candidate.family === null &&
        candidate.chassis === null &&
        candidate.money_discount,
    )!;
    const unit = freshUnit();
    const withCode = await start(unit, { promotion_code: promotion.code });
    expect(withCode.promotion.code).toBe(promotion.code.toUpperCase());
    expect(withCode.promotion.discount).toBe(promotion.money_discount);
    expect(withCode.pending_amount).toBe(
      withCode.purchase.vehicle.fullprice - promotion.money_discount!,
    );
    const without = await start(unit, { promotion_code: 'INVENTADO' });
    expect(without.promotion).toMatchObject({ code: null, discount: 0 });
  });

  it('resumes by code (spaces and lower case forgiven) and 404s a wrong one', async () => {
    const operation = await start(freshUnit());
    const response = await api.post(apiPaths.dealershipStart, {
      code: ` ${operation.code.toLowerCase()} `,
    });
    expect(response.status).toBe(200);
    expect(operationSchema.parse((await json(response)).data).code).toBe(operation.code);
    const wrong = await api.post(apiPaths.dealershipStart, { code: 'ZZZZZZZZZZZZ' });
    expect(wrong.status).toBe(404);
    expect((await json<{ error: { message: string } }>(wrong)).error.message).toBe(
      messages.operationNotFound,
    );
  });

  it('refuses bad start bodies with 400 and unknown or foreign units with 404', async () => {
    const unit = freshUnit();
    for (const body of [
      {},
      startBody(unit, { email: 'no-es-un-email' }),
      startBody(unit, { stock_id: 'uno' }),
      startBody(unit, { brand_id: 3 }),
      [],
      '"texto"',
    ]) {
      const response = await api.post(apiPaths.dealershipStart, body);
      expect(response.status).toBe(400);
      const error = (await json<{ error: { code: string; message: string } }>(response)).error;
      expect(error.message).toBe(messages.startError);
    }
    expect(
      (await api.post(apiPaths.dealershipStart, startBody(unit, { stock_id: 999999 }))).status,
    ).toBe(404);
    const otherBrand = unit.brand_id === 1 ? 2 : 1;
    expect(
      (await api.post(apiPaths.dealershipStart, startBody(unit, { brand_id: otherBrand }))).status,
    ).toBe(404);
  });
});

describe('dealership update', () => {
  it('keeps only editable fields and recomputes every amount', async () => {
    const operation = await start(freshUnit());
    const { status, operation: updated } = await update({
      ...operation,
      status: 'reserved',
      pending_amount: 0,
      booking_price: 1,
      usd_rate: 99,
      promotion: { code: null, discount: 999_999_999, price: 0 },
      purchase: {
        ...operation.purchase,
        name: 'Ana',
        lastname: 'Pérez',
        dni: '30123456',
        telephone: '261 555 0000',
        birthdate: '1990-05-01',
        marital_status_id: 2,
        vehicle: { ...operation.purchase.vehicle, fullprice: 1 },
        transaction: { ...operation.purchase.transaction, status: 'approved' },
      },
      customer: { ...operation.customer, address: 'San Martín 100' },
      cash_amount: 1_000_000,
    });
    expect(status).toBe(200);
    expect(updated).toMatchObject({
      status: 'open',
      booking_price: operation.booking_price,
      usd_rate: operation.usd_rate,
      cash_amount: 1_000_000,
      pending_amount: operation.purchase.vehicle.fullprice - 1_000_000,
      promotion: { code: null, discount: 0, price: operation.purchase.vehicle.fullprice },
    });
    // The answer masks the DNI and address (a code does not open them); the row has them.
    expect(updated!.purchase).toMatchObject({
      name: 'Ana',
      lastname: 'Pérez',
      dni: '30.***.456',
      marital_status_id: 2,
    });
    expect(updated!.purchase.vehicle.fullprice).toBe(operation.purchase.vehicle.fullprice);
    expect(updated!.purchase.transaction.status).toBe('none');
    expect(updated!.customer.address).toBe('San ***');
    const row = await api.server.store.db
      .selectFrom('operations')
      .select(['dni', 'customer'])
      .where('code', '=', operation.code)
      .executeTakeFirstOrThrow();
    expect(row.dni).toBe('30123456');
    expect(JSON.parse(row.customer)).toMatchObject({ address: 'San Martín 100' });
  });

  it('caps cash at the full price with discount and parses text amounts', async () => {
    const operation = await start(freshUnit());
    const capped = await update({ code: operation.code, cash_amount: 10 ** 12 });
    expect(capped.operation!.cash_amount).toBe(operation.purchase.vehicle.fullprice);
    expect(capped.operation!.pending_amount).toBe(0);
    const text = await update({ code: operation.code, cash_amount: '1.500.000' });
    expect(text.operation!.cash_amount).toBe(1_500_000);
    const garbage = await update({ code: operation.code, cash_amount: 'mucho' });
    expect(garbage.operation!.cash_amount).toBe(0);
    const negative = await update({ code: operation.code, cash_amount: -5 });
    expect(negative.operation!.cash_amount).toBe(0);
  });

  it('looks the credit plan up, caps the amount at its maximum and clears it with null', async () => {
    const unit = freshUnit((candidate) => candidate.brand_id === 1);
    const operation = await start(unit);
    const plan = seedData.creditPlans.find((candidate) => candidate.brand_ids.includes(1))!;
    const chosen = await update({
      code: operation.code,
      credit_id: plan.id,
      credit_amount: plan.financed_max * 10,
      credit_name: 'Gratis',
    });
    expect(chosen.operation).toMatchObject({
      credit_id: plan.id,
      credit_name: plan.name,
      credit_amount: plan.financed_max,
      credit_installments: plan.months,
    });
    expect(chosen.operation!.credit_avg_installment).toBeGreaterThan(0);
    expect(chosen.operation!.pending_amount).toBe(
      operation.purchase.vehicle.fullprice - plan.financed_max,
    );
    const cleared = await update({ code: operation.code, credit_id: null, credit_amount: 5 });
    expect(cleared.operation).toMatchObject({
      credit_id: null,
      credit_amount: 0,
      credit_installments: 0,
      credit_avg_installment: 0,
    });
    const unknown = await update({ code: operation.code, credit_id: 999999, credit_amount: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields).toHaveProperty('credit_id');
  });

  it('accepts used vehicles only with a valuation this server issued, at most 3', async () => {
    const operation = await start(freshUnit());
    const brand = seedData.usedCatalogue[0]!;
    const model = brand.models[0]!;
    const version = model.versions[0]!;
    const valuationBody = {
      codia: version.codia,
      brand: brand.name,
      model: model.name,
      vehicle: version.description,
      year: 2022,
      kms: 45_000,
      operation: operation.code,
    };
    const valuationResponse = await api.post(apiPaths.dealershipValuation, valuationBody);
    expect(valuationResponse.status).toBe(201);
    const valued = (await json<{ data: { valuation: number; codia: string } }>(valuationResponse))
      .data;
    expect(valued.valuation).toBeGreaterThan(0);
    expect(valued.valuation % 10_000).toBe(0);
    // Deterministic: the same input gives the same amount.
    const again = (
      await json<{ data: { valuation: number } }>(
        await api.post(apiPaths.dealershipValuation, valuationBody),
      )
    ).data;
    expect(again.valuation).toBe(valued.valuation);

    const used = {
      brand: brand.name,
      model: model.name,
      vehicle: version.description,
      codia: version.codia,
      kms: 45_000,
      year: 2022,
    };
    const accepted = await update({
      code: operation.code,
      used_vehicles: [{ ...used, valuation: 999_999_999 }],
    });
    expect(accepted.status).toBe(200);
    expect(accepted.operation!.used_vehicles).toEqual([{ ...used, valuation: valued.valuation }]);
    expect(accepted.operation!.pending_amount).toBe(
      operation.purchase.vehicle.fullprice - valued.valuation,
    );

    const forged = await update({
      code: operation.code,
      used_vehicles: [{ ...used, kms: 1000, valuation: 5 }],
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error?.fields).toHaveProperty('used_vehicles.0');

    const four = await update({
      code: operation.code,
      used_vehicles: [1, 2, 3, 4].map(() => ({ ...used, valuation: 1 })),
    });
    expect(four.status).toBe(400);
    expect(four.body.error?.message).toBe(messages.tooManyUsedVehicles);

    // A valuation of another operation does not count for this one.
    const other = await start(freshUnit());
    const stolen = await update({
      code: other.code,
      used_vehicles: [{ ...used, valuation: valued.valuation }],
    });
    expect(stolen.status).toBe(400);

    const removed = await update({ code: operation.code, used_vehicles: [] });
    expect(removed.operation!.used_vehicles).toEqual([]);
  });

  it('applies, rejects and removes a promotion code', async () => {
    const promotion =
      seedData.promotions.find(
        (candidate) =>
          candidate.brand_id === null &&
          candidate.family === null &&
          candidate.chassis === null &&
          candidate.percentage_discount &&
          !candidate.money_discount,
      ) ??
      seedData.promotions.find(
        (candidate) =>
          candidate.brand_id === null && candidate.family === null && candidate.chassis === null,
      )!;
    const operation = await start(freshUnit());
    const applied = await update({
      code: operation.code,
      promotion: { code: promotion.code.toLowerCase(), discount: 1, price: 1 },
    });
    expect(applied.status).toBe(200);
    expect(applied.operation!.promotion.code).toBe(promotion.code.toUpperCase());
    expect(applied.operation!.promotion.discount).toBeGreaterThan(1);
    expect(applied.operation!.promotion.price).toBe(
      operation.purchase.vehicle.fullprice - applied.operation!.promotion.discount,
    );
    const wrong = await update({ code: operation.code, promotion: { code: 'NOEXISTE' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields?.['promotion.code']).toBe(messages.promotionNotFound);
    const removed = await update({ code: operation.code, promotion: { code: null } });
    expect(removed.operation!.promotion).toMatchObject({ code: null, discount: 0 });
  });

  it('refuses bad input with 400 and unknown codes with 404, writing nothing', async () => {
    const operation = await start(freshUnit());
    for (const body of [
      { code: operation.code, purchase: { marital_status_id: 7 } },
      { code: operation.code, purchase: { email: 'x@' } },
      { code: operation.code, purchase: { name: 'x'.repeat(500) } },
      { code: operation.code, credit_id: 'uno' },
      { code: operation.code, used_vehicles: 'muchos' },
      { purchase: {} },
    ]) {
      const result = await update(body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    // A request with one bad part changes nothing, not even the good parts.
    const mixed = await update({ code: operation.code, cash_amount: 5, credit_id: 999999 });
    expect(mixed.status).toBe(400);
    const reread = operationSchema.parse(
      (await json(await api.post(apiPaths.dealershipStart, { code: operation.code }))).data,
    );
    expect(reread.cash_amount).toBe(0);
    expect((await update({ code: 'ZZZZZZZZZZZZ', cash_amount: 1 })).status).toBe(404);
  });
});

describe('valuation', () => {
  it('refuses an unknown codia, an impossible year or kms, and unknown operations', async () => {
    const operation = await start(freshUnit());
    const version = seedData.usedCatalogue[0]!.models[0]!.versions[0]!;
    const base = {
      codia: version.codia,
      brand: 'b',
      model: 'm',
      vehicle: 'v',
      year: 2022,
      kms: 1000,
      operation: operation.code,
    };
    for (const [body, status] of [
      [{ ...base, codia: 'NOEXISTE' }, 400],
      [{ ...base, year: version.launch_year - 1 }, 400],
      [{ ...base, year: 2031 }, 400],
      [{ ...base, kms: -1 }, 400],
      [{ ...base, kms: 99_000_000 }, 400],
      [{ ...base, year: '2020' }, 400],
      [{ ...base, operation: 'ZZZZZZZZZZZZ' }, 404],
    ] as const) {
      const response = await api.post(apiPaths.dealershipValuation, body);
      expect(response.status).toBe(status);
      if (status === 400)
        expect((await json<{ error: { message: string } }>(response)).error.message).toBe(
          messages.valuationError,
        );
    }
  });
});

describe('payment sandbox and outcomes', () => {
  it('serves the card form with Mercado Pago’s labels, framable only by the reservation app', async () => {
    const operation = await start(freshUnit());
    const response = await api.get(
      `${apiPaths.paymentSandbox}?reference=${operation.purchase.transaction.code}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain('frame-ancestors http://localhost:8081');
    expect(csp).toContain("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    for (const label of [
      'Número de tarjeta',
      'Vencimiento',
      'Código de seguridad',
      'Nombre del titular',
      'Documento del titular',
      'Cuotas',
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('MM/AA');
    expect(html).toContain('>Pagar</button>');
    expect(html).toContain('lang="es-AR"');
    expect(html).not.toMatch(/(src|href)="https?:/);
    const { format } = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
    expect(html).toContain(format(operation.booking_price));

    const unknown = await api.get(`${apiPaths.paymentSandbox}?reference=ZZZZZZZZZZZZZZZZ`);
    expect(unknown.status).toBe(404);
  });

  it('puts each card error under its field and charges nothing', async () => {
    const operation = await start(freshUnit());
    const lastYear = String((new Date().getFullYear() - 1) % 100).padStart(2, '0');
    const { status, body } = await pay(operation, 'APRO', {
      card_number: '4509 9535 6623 3705',
      expiry: `01/${lastYear}`,
      security_code: '12',
      holder_document: '12',
      installments: '6',
    });
    expect(status).toBe(400);
    expect(Object.keys(body.error!.fields!).sort()).toEqual([
      'card_number',
      'expiry',
      'holder_document',
      'installments',
      'security_code',
    ]);
    const missing = await pay(operation, '', { card_number: '' });
    expect(missing.body.error!.fields).toHaveProperty('holder_name');
    expect(missing.body.error!.fields).toHaveProperty('card_number');

    // The HTML form re-renders with messages under the fields (aria-describedby).
    const form = new URLSearchParams({
      ...cardForm(operation.purchase.transaction.code),
      card_number: '1234',
    });
    const html = await fetch(`${api.url}${apiPaths.paymentSandbox}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(api.config.publicApiUrl).origin,
      },
      body: form,
    });
    expect(html.status).toBe(400);
    const page = await html.text();
    expect(page).toContain('aria-describedby="card_number-error"');
    expect(page).toContain('id="card_number-error"');
    expect(page).not.toContain('value="123"');

    const payments = await api.server.store.db
      .selectFrom('payments')
      .selectAll()
      .where('operation_code', '=', operation.code)
      .execute();
    expect(payments).toEqual([]);
  });

  it('APRO reserves the unit: it leaves stock and offers, a confirmation email goes out', async () => {
    const unit = freshUnit(
      (candidate) => candidate.special_discount > 0 && candidate.brand_id === 2,
    );
    const operation = await start(unit);
    expect(await stockIds(2)).toContain(unit.id);
    expect(await offerIds(2)).toContain(unit.id);
    const { status, body } = await pay(operation, 'APRO');
    expect(status).toBe(200);
    expect(body.data!.status).toBe('approved');
    const paid = operationSchema.parse(body.data!.operation);
    expect(paid.status).toBe('reserved');
    expect(paid.purchase.transaction).toMatchObject({
      status: 'approved',
      amount: operation.booking_price,
      installments: 1,
    });
    expect(paid.purchase.transaction.refundable_until).toBeTruthy();
    expect(await stockIds(2)).not.toContain(unit.id);
    expect(await offerIds(2)).not.toContain(unit.id);
    expect((await api.get(`${brandEndpoints[2].stock}?id=${unit.id}`)).status).toBe(404);
    // No one else can start on it now.
    expect((await api.post(apiPaths.dealershipStart, startBody(unit))).status).toBe(409);
    // Paying again answers the same outcome without a second charge.
    const again = await pay(operation, 'APRO');
    expect(again.body.data!.status).toBe('approved');
    const payments = await api.server.store.db
      .selectFrom('payments')
      .selectAll()
      .where('operation_code', '=', operation.code)
      .execute();
    expect(payments).toHaveLength(1);
    await api.server.mailer.flush();
    const emails = await api.server.store.db
      .selectFrom('outbox')
      .selectAll()
      .where('operation_code', '=', operation.code)
      .execute();
    expect(emails.map((email) => email.kind).sort()).toEqual(['payment', 'resume']);
    expect(
      readFileSync(emails.find((email) => email.kind === 'payment')!.file_path!, 'utf8'),
    ).toContain('/concesionario-digital/reservado/');
    // After payment the operation is a record: updates are refused.
    expect((await update({ code: operation.code, cash_amount: 1 })).status).toBe(409);
  });

  it('CONT leaves the payment pending and holds the unit until it resolves', async () => {
    const unit = freshUnit((candidate) => candidate.brand_id === 4);
    const operation = await start(unit);
    const { body } = await pay(operation, 'CONT');
    expect(body.data!.status).toBe('pending');
    expect(operationSchema.parse(body.data!.operation).status).toBe('pending');
    expect(await stockIds(4)).not.toContain(unit.id);
    const rival = await start(freshUnit((candidate) => candidate.id !== unit.id)).catch(() => null);
    expect(rival).not.toBeNull();
    const resolved = await api.post(`${apiPaths.paymentSandbox}/resolve`, {
      code: operation.code,
      status: 'approved',
    });
    expect(resolved.status).toBe(200);
    expect(operationSchema.parse((await json(resolved)).data)).toMatchObject({
      status: 'reserved',
      purchase: { transaction: { status: 'approved' } },
    });
    expect(await stockIds(4)).not.toContain(unit.id);
    expect(
      (
        await api.post(`${apiPaths.paymentSandbox}/resolve`, {
          code: operation.code,
          status: 'approved',
        })
      ).status,
    ).toBe(409);
  });

  it('OTHE rejects: the unit stays on sale and the buyer can try again', async () => {
    const unit = freshUnit((candidate) => candidate.brand_id === 6);
    const operation = await start(unit);
    const rejected = await pay(operation, 'OTHE');
    expect(rejected.body.data!.status).toBe('rejected');
    expect(operationSchema.parse(rejected.body.data!.operation).status).toBe('open');
    expect(await stockIds(6)).toContain(unit.id);
    const retried = await pay(operation, 'Juana Gómez', { installments: '3' });
    expect(retried.body.data!.status).toBe('approved');
    expect(
      operationSchema.parse(retried.body.data!.operation).purchase.transaction.installments,
    ).toBe(3);
  });

  it('the HTML result page tells the parent frame the outcome, only at the reservation origin', async () => {
    const operation = await start(freshUnit());
    await readyToPay(api, operation.code);
    const response = await fetch(`${api.url}${apiPaths.paymentSandbox}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(api.config.publicApiUrl).origin,
      },
      body: new URLSearchParams(cardForm(operation.purchase.transaction.code, 'APRO')),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('"type":"territorio:payment"');
    expect(html).toContain('"status":"approved"');
    expect(html).toContain(`"code":"${operation.code}"`);
    expect(html).toContain('postMessage(m,"http://localhost:8081")');
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy')!,
    )![1];
    expect(html).toContain(`<script nonce="${nonce}">`);
  });
});

describe('cancel within 48 hours', () => {
  it('refunds in full, cancels the operation and puts the unit back on sale', async () => {
    const unit = freshUnit((candidate) => candidate.brand_id === 1);
    const operation = await start(unit);
    await pay(operation, 'APRO');
    const response = await api.post(apiPaths.dealershipCancel, { code: operation.code });
    expect(response.status).toBe(200);
    const cancelled = operationSchema.parse((await json(response)).data);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.purchase.transaction.status).toBe('refunded');
    expect(await stockIds(1)).toContain(unit.id);
    expect((await api.post(apiPaths.dealershipCancel, { code: operation.code })).status).toBe(409);
    const refundEmail = await api.server.store.db
      .selectFrom('outbox')
      .selectAll()
      .where('operation_code', '=', operation.code)
      .where('kind', '=', 'refund')
      .execute();
    expect(refundEmail).toHaveLength(1);
  });

  it('after 48 hours explains how to reach the dealership', async () => {
    const operation = await start(freshUnit());
    await pay(operation, 'APRO');
    const threeDaysAgo = new Date(Date.now() - 72 * 3_600_000).toISOString();
    await api.server.store.db
      .updateTable('payments')
      .set({ paid_at: threeDaysAgo, created_at: threeDaysAgo })
      .where('operation_code', '=', operation.code)
      .execute();
    const response = await api.post(apiPaths.dealershipCancel, { code: operation.code });
    expect(response.status).toBe(409);
    expect((await json<{ error: { message: string } }>(response)).error.message).toBe(
      messages.refundWindowClosed,
    );
  });

  it('refuses an unpaid operation and bad bodies', async () => {
    const operation = await start(freshUnit());
    expect((await api.post(apiPaths.dealershipCancel, { code: operation.code })).status).toBe(409);
    expect((await api.post(apiPaths.dealershipCancel, {})).status).toBe(400);
    expect((await api.post(apiPaths.dealershipCancel, { code: 'ZZZZZZZZZZZZ' })).status).toBe(404);
  });
});

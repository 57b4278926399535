/**
 * Prices, offers, promotions and content as Argentine consumer rules require, against the
 * real server: every figure on the wire is the rules package's (computed here with the
 * same functions from the seed, never retyped), what has ended leaves the answers, a
 * promotion's unit cap holds, and a client built on the previous contract still reads
 * every answer.
 */
import {
  apiPaths,
  brandEndpoints,
  businessToday,
  dollarsToPesos,
  financingTerms,
  formatPrice,
  formatRate,
  depositInstalmentsText,
  intranetPaths,
  netOfNationalTaxes,
  offersSchema,
  operationSchema,
  parametersSchema,
  promotionSchema,
  stockVehicleSchema,
  subfamilySchema,
  taxRatesOf,
  unitPriceDisclosure,
  creditPlanSchema,
  familySchema,
  type Operation,
} from '@territorio/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveSeedDate } from '../seed/dates';
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
import * as old from './old-contract';
import { unitDisclosureWire } from '../services/pricing/unit';

const usdRate = seedData.usdRate;
const today = () => businessToday();
const dayBefore = (day: string) => resolveSeedDate({ days: -1 }, day);
const dayAfter = (day: string) => resolveSeedDate({ days: 1 }, day);

function versionOf(unit: SeedUnit) {
  return seedData.subfamilies.find((version) => version.id === unit.subfamily_id)!;
}

/** What the rules say of a seeded unit, special discount included or not. */
function expectedDisclosure(unit: SeedUnit, options: { special?: boolean } = {}) {
  const { iva_rate, internal_tax_rate } = versionOf(unit);
  return unitDisclosureWire(
    {
      ...unit,
      iva_rate,
      internal_tax_rate,
      special_discount: options.special === false ? 0 : unit.special_discount,
    },
    usdRate,
  );
}

const offerUnit = (predicate: (unit: SeedUnit) => boolean) =>
  seedData.stock.find((unit) => unit.special_discount > 0 && predicate(unit))!;

describe.each(testDatabases)('consumer rules on the wire (%s)', (database) => {
  let api: TestServer;
  const used = new Set<number>();

  async function data<T = unknown>(path: string): Promise<T> {
    const response = await api.get(path);
    expect(response.status, path).toBe(200);
    return (await json<{ data: T }>(response)).data;
  }

  async function start(unit: SeedUnit, extra: Record<string, unknown> = {}): Promise<Operation> {
    used.add(unit.id);
    const response = await api.post(apiPaths.dealershipStart, startBody(unit, extra));
    expect(response.status).toBe(201);
    return operationSchema.parse((await json(response)).data);
  }

  async function update(body: Record<string, unknown>): Promise<Operation> {
    const response = await api.post(apiPaths.dealershipUpdate, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return operationSchema.parse((await json(response)).data);
  }

  const freshUnit = (predicate: (unit: SeedUnit) => boolean) => {
    const unit = seedData.stock.find(
      (candidate) => !used.has(candidate.id) && predicate(candidate),
    )!;
    used.add(unit.id);
    return unit;
  };

  beforeAll(async () => {
    api = await startTestServer({}, { database });
  });
  afterAll(async () => {
    await api.close();
  });
  // Tests change dates in the database: the next read must not be a cached answer.
  beforeEach(() => api.server.context.cache.clear());

  it('stock units carry the final price, without national taxes, and pesos for dollar units', async () => {
    // A peso offer of a version with the internal tax, and a dollar offer.
    const amarok = offerUnit((unit) => unit.subfamily_id === 1063);
    expect(versionOf(amarok).internal_tax_rate).toBe(18);
    const equinox = offerUnit((unit) => unit.currency === 'usd' && unit.brand_id === 2);
    for (const unit of [amarok, equinox]) {
      const wire = await data<Record<string, unknown>>(
        `${brandEndpoints[unit.brand_id].stock}/${unit.id}`,
      );
      expect(wire).toMatchObject(expectedDisclosure(unit));
      stockVehicleSchema.parse(wire);
    }
    const dollars = await data<{ final_price: number; final_price_ars: number }>(
      `${brandEndpoints[2].stock}/${equinox.id}`,
    );
    expect(dollars.final_price_ars).toBe(dollarsToPesos(dollars.final_price, usdRate));
  });

  it('versions carry taxes and the energy label; families the "desde" price without taxes', async () => {
    const versions = z
      .array(subfamilySchema)
      .parse(await data(`${brandEndpoints[1].subfamily}?family_id=106`));
    for (const version of versions) {
      const seeded = seedData.subfamilies.find((candidate) => candidate.id === version.id)!;
      expect(version).toMatchObject({
        iva_rate: seeded.iva_rate,
        internal_tax_rate: seeded.internal_tax_rate,
        price_without_national_taxes: netOfNationalTaxes(seeded.price!, taxRatesOf(seeded)),
        energy_class: seeded.energy_class,
        consumption_l_100km: seeded.consumption_l_100km,
        co2_g_km: seeded.co2_g_km,
      });
    }
    const families = z.array(familySchema).parse(await data(brandEndpoints[1].family));
    const amarok = families.find((family) => family.id === 106)!;
    const cheapest = seedData.subfamilies
      .filter((version) => version.family_id === 106)
      .sort((a, b) => a.price! - b.price!)[0]!;
    expect(amarok.price).toBe(cheapest.price);
    expect(amarok.price_without_national_taxes).toBe(
      netOfNationalTaxes(cheapest.price!, taxRatesOf(cheapest)),
    );
  });

  it('offers carry their dates; groups their unit count and common window', async () => {
    const day = today();
    for (const brand of [1, 4] as const) {
      const offers = offersSchema.parse(await data(brandEndpoints[brand].offer));
      for (const group of offers.grouped) {
        expect(group.units).toBe(group.items.length);
        for (const item of group.items) {
          const seeded = seedData.offers.find((offer) => offer.stock_id === item.id)!;
          expect(item.valid_from).toBe(resolveSeedDate(seeded.valid_from, day));
          expect(item.valid_until).toBe(resolveSeedDate(seeded.valid_until, day));
          const unit = seedData.stock.find((candidate) => candidate.id === item.id)!;
          expect(item).toMatchObject(expectedDisclosure(unit));
        }
        const starts = group.items.map((item) => item.valid_from!).sort();
        const ends = group.items.map((item) => item.valid_until!).sort();
        expect(group.valid_from).toBe(starts.at(-1));
        expect(group.valid_until).toBe(ends[0]);
      }
    }
    // Nissan's offers started on the 1st of this month; the others on the seed day.
    const nissan = offersSchema.parse(await data(brandEndpoints[4].offer));
    expect(nissan.best[0]?.valid_from).toBe(resolveSeedDate({ monthStart: 0 }, day));
  });

  it('an offer past its end leaves the offers and its special discount no longer applies', async () => {
    const unit = freshUnit(
      (candidate) => candidate.brand_id === 4 && candidate.special_discount > 0,
    );
    const path = brandEndpoints[4].offer;
    const ids = (offers: z.output<typeof offersSchema>) => [
      ...offers.best.map((offer) => offer.id),
      ...offers.grouped.flatMap((group) => group.items.map((item) => item.id)),
    ];
    expect(ids(offersSchema.parse(await data(path)))).toContain(unit.id);

    await api.server.store.db
      .updateTable('stock_units')
      .set({ offer_valid_until: dayBefore(today()) })
      .where('id', '=', unit.id)
      .execute();
    api.server.context.cache.clear();
    expect(ids(offersSchema.parse(await data(path)))).not.toContain(unit.id);
    const stock = await data<Record<string, unknown>>(`${brandEndpoints[4].stock}/${unit.id}`);
    expect(stock).toMatchObject({
      special_discount: 0,
      ...expectedDisclosure(unit, { special: false }),
    });
    // A new operation prices it without the ended offer's discount.
    const operation = await start(unit);
    expect(operation.purchase.vehicle.fullprice).toBe(
      expectedDisclosure(unit, { special: false }).final_price,
    );
  });

  it('a promotion is usable only between its dates', async () => {
    const query = `${apiPaths.promotion}?code=NISSAN2&brand_id=4&family=Versa`;
    const promotion = promotionSchema.parse(await data(query));
    const seeded = seedData.promotions.find((candidate) => candidate.code === 'NISSAN2')!;
    expect(promotion).toMatchObject({
      valid_from: resolveSeedDate(seeded.valid_from, today()),
      valid_until: resolveSeedDate(seeded.valid_until, today()),
      units: seeded.units,
    });
    const set = (dates: { valid_from: string | null; valid_until: string | null }) =>
      api.server.store.db
        .updateTable('promotions')
        .set(dates)
        .where('code', '=', 'NISSAN2')
        .execute();

    await set({ valid_from: null, valid_until: dayBefore(today()) });
    expect((await api.get(query)).status).toBe(404);
    await set({ valid_from: dayAfter(today()), valid_until: null });
    expect((await api.get(query)).status).toBe(404);
    await set({ valid_from: today(), valid_until: today() });
    expect((await api.get(query)).status).toBe(200);
  });

  it('a promotion with units is refused once that many live operations hold it', async () => {
    await api.server.store.db
      .updateTable('promotions')
      .set({ units: 1 })
      .where('code', '=', 'TRACKER3')
      .execute();
    const tracker = (candidate: SeedUnit) => candidate.family === 'Tracker';
    const first = await start(freshUnit(tracker), { promotion_code: 'TRACKER3' });
    expect(first.promotion.code).toBe('TRACKER3');
    // Its own hold does not count against it.
    expect(
      (await update({ code: first.code, promotion: { code: 'TRACKER3' } })).promotion.code,
    ).toBe('TRACKER3');
    const second = await start(freshUnit(tracker), { promotion_code: 'TRACKER3' });
    expect(second.promotion.code).toBeNull();
    const refused = await api.post(apiPaths.dealershipUpdate, {
      code: second.code,
      promotion: { code: 'TRACKER3' },
    });
    expect(refused.status).toBe(400);
    expect(
      (await api.get(`${apiPaths.promotion}?code=TRACKER3&brand_id=2&family=Tracker`)).status,
    ).toBe(404);

    // A cancelled operation gives its unit back.
    await api.server.store.db
      .updateTable('operations')
      .set({ status: 'cancelled' })
      .where('code', '=', first.code)
      .execute();
    expect(
      (await update({ code: second.code, promotion: { code: 'TRACKER3' } })).promotion.code,
    ).toBe('TRACKER3');
  });

  it('news and popups past their end leave /parameter', async () => {
    const before = parametersSchema.parse(await data(apiPaths.parameters));
    const news = before.news[0]!;
    const popup = before.popups[0]!;
    // A seeded dated item carries its resolved end, written into its copy.
    const dated = before.news.find((item) => Boolean(item.ends_at))!;
    expect(dated.content).not.toContain('{{ends_at}}');

    const endOn = async (kind: string, id: number, endsAt: string) => {
      const row = await api.server.store.db
        .selectFrom('content_items')
        .select('data')
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await api.server.store.db
        .updateTable('content_items')
        .set({ data: JSON.stringify({ ...JSON.parse(row.data), ends_at: endsAt }) })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .execute();
    };
    const position = (kind: string, wanted: number) =>
      api.server.store.db
        .selectFrom('content_items')
        .select(['id', 'data'])
        .where('kind', '=', kind)
        .execute()
        .then((rows) => rows.find((row) => JSON.parse(row.data).id === wanted)!.id);

    await endOn('news', await position('news', news.id), today());
    await endOn('popup', await position('popup', popup.id), today());
    api.server.context.cache.clear();
    const ending = parametersSchema.parse(await data(apiPaths.parameters));
    expect(ending.news.map((item) => item.id)).toContain(news.id);

    await endOn('news', await position('news', news.id), dayBefore(today()));
    await endOn('popup', await position('popup', popup.id), dayBefore(today()));
    api.server.context.cache.clear();
    const after = parametersSchema.parse(await data(apiPaths.parameters));
    expect(after.news.map((item) => item.id)).not.toContain(news.id);
    expect(after.popups.map((item) => item.id)).not.toContain(popup.id);
  });

  it('operations carry the credit terms and the price without national taxes', async () => {
    const unit = freshUnit((candidate) => candidate.brand_id === 1 && candidate.currency === 'ars');
    const operation = await start(unit, { promotion_code: 'PIEDEMONTE500' });
    const plan = seedData.creditPlans.find((candidate) => candidate.id === 4)!;
    const withCredit = await update({
      code: operation.code,
      credit_id: plan.id,
      credit_amount: 5_000_000,
    });
    const terms = financingTerms(
      {
        months: plan.months,
        annualRate: plan.annual_rate,
        interestVatRate: plan.interest_vat_rate,
        grantingFeeRate: plan.granting_fee_rate,
        monthlyInsuranceRate: plan.monthly_insurance_rate,
      },
      withCredit.credit_amount,
    );
    expect(withCredit).toMatchObject({
      credit_amount: 5_000_000,
      credit_avg_installment: terms.averageInstalment,
      credit_tna: terms.tna,
      credit_tea: terms.tea,
      credit_cftea: terms.cftea,
      credit_total_payable: terms.totalPayable,
      credit_first_installment: terms.firstInstalment,
    });
    const disclosure = unitPriceDisclosure(
      {
        price: unit.price,
        list_price: unit.list_price,
        discount: unit.discount,
        special_discount: unit.special_discount,
        license_cost: unit.license_price,
        preparation_cost: unit.delivery_price,
        currency: unit.currency,
      },
      taxRatesOf(versionOf(unit)),
      usdRate,
      500_000,
    );
    expect(withCredit.amounts).toMatchObject({
      promotion_price: disclosure.finalPrice,
      price_without_national_taxes: disclosure.withoutNationalTaxes,
      final_price_ars: disclosure.finalPrice,
      price_without_national_taxes_ars: disclosure.withoutNationalTaxes,
    });
  });

  it('a dollar operation shows its peso figures at the operation’s rate', async () => {
    const unit = freshUnit((candidate) => candidate.currency === 'usd');
    const operation = await start(unit);
    expect(operation.usd_rate).toBe(usdRate);
    const expected = expectedDisclosure(unit);
    expect(operation.amounts).toMatchObject({
      promotion_price: expected.final_price,
      price_without_national_taxes: expected.price_without_national_taxes,
      final_price_ars: expected.final_price_ars,
      price_without_national_taxes_ars: expected.price_without_national_taxes_ars,
    });
  });

  it('emails and the payment page state the final price, its taxes, the credit and both rights', async () => {
    for (const currency of ['ars', 'usd'] as const) {
      const unit = freshUnit(
        (candidate) => candidate.currency === currency && candidate.brand_id !== 6,
      );
      const started = await start(unit);
      const operation = await update({
        code: started.code,
        credit_id: unit.brand_id === 2 ? 6 : 4,
        credit_amount: 5_000_000,
      });
      await readyToPay(api, operation.code);
      const page = await api.get(
        `${apiPaths.paymentSandbox}?reference=${operation.purchase.transaction.code}`,
      );
      const html = await page.text();
      for (const count of [1, 2, 3]) {
        expect(html).toContain(depositInstalmentsText(operation.booking_price, count));
      }
      const paid = await api.post(
        apiPaths.paymentSandbox,
        cardForm(operation.purchase.transaction.code, 'APRO', { installments: '3' }),
      );
      expect(paid.status).toBe(200);
      const wire = operationSchema.parse(
        (await json(await api.post(apiPaths.dealershipStart, { code: operation.code }))).data,
      );
      const emails = await api.server.store.db
        .selectFrom('outbox')
        .select(['kind', 'body'])
        .where('operation_code', '=', operation.code)
        .execute();
      const confirmation = emails.find((email) => email.kind === 'payment')!.body;
      const department = (
        await api.server.store.db
          .selectFrom('outbox')
          .select('body')
          .where('kind', '=', 'reservation_event')
          .where('subject', 'like', `%${operation.code}%`)
          .executeTakeFirstOrThrow()
      ).body;
      const amounts = wire.amounts!;
      const finalText =
        currency === 'usd'
          ? `${formatPrice(amounts.final_price_ars, 'ars')} (${formatPrice(amounts.promotion_price, 'usd')})`
          : formatPrice(amounts.promotion_price, 'ars');
      const withoutTaxesText =
        currency === 'usd'
          ? `${formatPrice(amounts.price_without_national_taxes_ars, 'ars')} (${formatPrice(amounts.price_without_national_taxes, 'usd')})`
          : formatPrice(amounts.price_without_national_taxes, 'ars');
      const creditText = `${wire.credit_installments} cuotas de ${formatPrice(wire.credit_first_installment, 'ars')}, TNA ${formatRate(wire.credit_tna!)}, TEA ${formatRate(wire.credit_tea!)}, CFTEA (con IVA) ${formatRate(wire.credit_cftea!)}`;
      // A CRM inbox that reads the ADF document gets it as the text instead of the summary.
      const summaries = department.startsWith('<?xml') ? [] : [department];
      for (const body of [confirmation, ...summaries]) {
        expect(body).toContain(`Precio final: ${finalText}`);
        expect(body).toContain(`Precio sin impuestos nacionales: ${withoutTaxesText}`);
        expect(body).toContain(creditText);
      }
      expect(confirmation).toContain(depositInstalmentsText(wire.booking_price, 3));
      expect(confirmation).toContain('48 horas');
      expect(confirmation).toContain('10 días corridos');
      expect(confirmation).toContain('Botón de arrepentimiento');
    }
  });

  it('a client built on the previous contract reads every answer', async () => {
    const brand = 1;
    const endpoints = brandEndpoints[brand];
    z.array(old.familySchema).parse(await data(endpoints.family));
    z.array(old.subfamilySchema).parse(await data(endpoints.subfamily));
    const stock = z.array(old.stockVehicleSchema).parse(await data(endpoints.stock));
    expect(stock[0]?.license_cost).toBeGreaterThan(0);
    old.offersSchema.parse(await data(endpoints.offer));
    old.parametersSchema.parse(await data(apiPaths.parameters));
    const plans = z
      .array(old.creditPlanSchema)
      .parse(await data(`${intranetPaths.credits}?brand_id=1&loan_amount=4000000`));
    expect(plans.length).toBeGreaterThan(0);
    old.promotionSchema.parse(
      await data(`${apiPaths.promotion}?code=PIEDEMONTE500&brand_id=1&family=Polo`),
    );
    const unit = freshUnit((candidate) => candidate.brand_id === brand);
    const response = await api.post(apiPaths.dealershipStart, startBody(unit));
    const operation = old.operationSchema.parse((await json(response)).data);
    // What existed keeps its name and meaning.
    expect(operation.amounts?.promotion_price).toBe(operation.promotion.price);
    z.array(creditPlanSchema).parse(
      await data(`${intranetPaths.credits}?brand_id=1&loan_amount=4000000`),
    );
  });
});

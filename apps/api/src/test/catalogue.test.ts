import {
  administrationContact,
  apiPaths,
  brandEndpoints,
  creditPlanSchema,
  familySchema,
  financingTerms,
  intranetPaths,
  messages,
  offersSchema,
  parametersSchema,
  paymentConfigSchema,
  promotionSchema,
  savingPlanSchema,
  serviceCategorySchema,
  stockVehicleSchema,
  subfamilySchema,
  usdRateSchema,
  usedBrandSchema,
  usedModelSchema,
  usedVersionSchema,
  vehicleBrandIds,
} from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedData } from '../seed/index';
import { json, startTestServer, type TestServer } from './helpers';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.close();
});

async function data<S extends z.core.$ZodType>(path: string, schema: S): Promise<z.output<S>> {
  const response = await api.get(path);
  expect(response.status, path).toBe(200);
  const body = await json<{ data: unknown }>(response);
  return z.parse(schema, body.data);
}

async function expectError(path: string, status: number, message?: string) {
  const response = await api.get(path);
  expect(response.status, path).toBe(status);
  const body = await json<{ error: { code: string; message: string } }>(response);
  expect(body.error.code).toBeTypeOf('string');
  if (message) expect(body.error.message).toBe(message);
  return body;
}

describe.each(vehicleBrandIds)('brand %i catalogue (spec 7.1 paths)', (brandId) => {
  const endpoints = brandEndpoints[brandId];
  const seededFamilies = seedData.families.filter((family) => family.brand_id === brandId);

  it('lists families with stock counts and lowest prices', async () => {
    const families = await data(endpoints.family, z.array(familySchema));
    expect(families.map((family) => family.id)).toEqual(seededFamilies.map((family) => family.id));
    expect(families.map((family) => family.article)).toEqual(
      seededFamilies.map((family) => family.article),
    );
    expect(families.length).toBeGreaterThanOrEqual(4);
    for (const family of families) {
      expect(family.brand_id).toBe(brandId);
      expect(family.stock_count).toBeGreaterThan(0);
      expect(family.price).toBeGreaterThan(0);
    }
  });

  it('reads one family by ?id= and by /{id}, and answers the spec message for an unknown one', async () => {
    const first = seededFamilies[0]!;
    expect((await data(`${endpoints.family}?id=${first.id}`, familySchema)).name).toBe(first.name);
    expect((await data(`${endpoints.family}/${first.id}`, familySchema)).name).toBe(first.name);
    const missing = await expectError(`${endpoints.family}/999999`, 404, messages.familyNotFound);
    expect(missing).toHaveProperty('data', null);
    await expectError(`${endpoints.family}?id=abc`, 400, messages.invalidRequest);
    await expectError(`${endpoints.family}/-1`, 400);
  });

  it('lists subfamilies by family_id and reads one', async () => {
    const family = seededFamilies[0]!;
    const subfamilies = await data(
      `${endpoints.subfamily}?family_id=${family.id}`,
      z.array(subfamilySchema),
    );
    expect(subfamilies.length).toBeGreaterThan(0);
    expect(subfamilies.every((subfamily) => subfamily.family_id === family.id)).toBe(true);
    const one = await data(`${endpoints.subfamily}/${subfamilies[0]!.id}`, subfamilySchema);
    expect(one.features.length).toBeGreaterThan(0);
    expect(
      (await data(`${endpoints.subfamily}?family_id=999999`, z.array(subfamilySchema))).length,
    ).toBe(0);
    await expectError(`${endpoints.subfamily}?family_id=1;drop table families`, 400);
  });

  it('lists stock by family_id and subfamily_id, and reads one unit in the brand’s form', async () => {
    const family = seededFamilies[0]!;
    const all = await data(endpoints.stock, z.array(stockVehicleSchema));
    expect(all.length).toBeGreaterThan(0);
    const byFamily = await data(
      `${endpoints.stock}?family_id=${family.id}`,
      z.array(stockVehicleSchema),
    );
    expect(byFamily.every((unit) => unit.family_id === family.id)).toBe(true);
    const unit = byFamily[0]!;
    const bySubfamily = await data(
      `${endpoints.stock}?family_id=${family.id}&subfamily_id=${unit.subfamily_id}`,
      z.array(stockVehicleSchema),
    );
    expect(bySubfamily.every((item) => item.subfamily_id === unit.subfamily_id)).toBe(true);

    const single = endpoints.stockUsesQuery
      ? `${endpoints.stockItem}?id=${unit.id}`
      : `${endpoints.stockItem}/${unit.id}`;
    const read = await data(single, stockVehicleSchema);
    expect(read).toMatchObject({ id: unit.id, status: 'available', chassis: unit.chassis });
    expect(read.chassis).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    // The list path also answers /{id}.
    expect((await data(`${endpoints.stock}/${unit.id}`, stockVehicleSchema)).id).toBe(unit.id);
    await expectError(`${endpoints.stockItem}/999999`, 404, messages.vehicleUnavailable);
    // A unit of another brand is not this brand's stock.
    const otherBrand = seedData.stock.find((other) => other.brand_id !== brandId)!;
    await expectError(`${endpoints.stock}/${otherBrand.id}`, 404);
  });

  it('answers best and grouped offers built from units with a special discount', async () => {
    const offers = await data(endpoints.offer, offersSchema);
    const items = offers.grouped.flatMap((group) => group.items);
    // spec 2.5: the brand page shows the best four (all of them when there are fewer).
    expect(offers.best.length).toBeGreaterThanOrEqual(Math.min(4, items.length));
    expect(items.length).toBeGreaterThan(0);
    const seeded = seedData.offers.filter(
      (offer) => seedData.stock.find((unit) => unit.id === offer.stock_id)?.brand_id === brandId,
    );
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      seeded.map((offer) => offer.stock_id).sort((a, b) => a - b),
    );
    for (const group of offers.grouped) {
      expect(group.items.every((item) => item.family_id === group.family_id)).toBe(true);
    }
    for (const offer of offers.best) {
      expect(offer.discount).toBeGreaterThan(0);
      expect(offer.model_year).toBeGreaterThan(2000);
    }
    const first = items[0]!;
    expect((await data(`${endpoints.offer}/${first.id}`, z.object({ id: z.number() }))).id).toBe(
      first.id,
    );
    const filtered = await data(`${endpoints.offer}?family_id=${first.family_id}`, offersSchema);
    expect(filtered.grouped.every((group) => group.family_id === first.family_id)).toBe(true);
  });

  it('answers savings plans except for BAIC', async () => {
    if (endpoints.savingPlan === null) {
      expect((await api.get('/v2/baic/plan/find')).status).toBe(404);
      return;
    }
    const plans = await data(endpoints.savingPlan, z.array(savingPlanSchema));
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((plan) => plan.brand_id === brandId)).toBe(true);
    expect((await data(`${endpoints.savingPlan}?id=${plans[0]!.id}`, savingPlanSchema)).id).toBe(
      plans[0]!.id,
    );
    await expectError(`${endpoints.savingPlan}/999999`, 404);
  });
});

describe('parameters and content', () => {
  it('answers the parameters with a booking price for every brand', async () => {
    const parameters = await data(apiPaths.parameters, parametersSchema);
    for (const brandId of ['1', '2', '4', '5', '6']) {
      expect(parameters.services[brandId]?.booking_price).toBeGreaterThan(0);
    }
    expect(parameters.news.length).toBeGreaterThanOrEqual(6);
    expect(parameters.banners.length).toBeGreaterThan(0);
    // spec 3: the first administration entry feeds the call links; the group's comes first.
    expect(administrationContact(parameters.contact_methods)?.brand_id).toBe(5);
    expect(new Set(parameters.stories.map((story) => story.category_string)).size).toBe(3);
  });

  it('answers service categories', async () => {
    const categories = await data(apiPaths.serviceCategories, z.array(serviceCategorySchema));
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]!.services.length).toBeGreaterThan(0);
  });
});

describe('used-vehicle catalogue', () => {
  it('walks brands, models and versions with codia', async () => {
    const brands = await data(apiPaths.usedBrands, z.array(usedBrandSchema));
    expect(brands.length).toBeGreaterThan(0);
    const models = await data(
      `${apiPaths.usedModels}?brand_id=${brands[0]!.id}`,
      z.array(usedModelSchema),
    );
    expect(models.length).toBeGreaterThan(0);
    const versions = await data(
      `${apiPaths.usedVehicles}?brand_id=${brands[0]!.id}&group=${encodeURIComponent(models[0]!.name)}`,
      z.array(usedVersionSchema),
    );
    expect(versions.length).toBeGreaterThan(0);
    expect(versions[0]!.codia).toBeTruthy();
  });

  it('refuses missing or malformed parameters', async () => {
    await expectError(apiPaths.usedModels, 400);
    await expectError(`${apiPaths.usedVehicles}?brand_id=1`, 400);
    await expectError(`${apiPaths.usedModels}?brand_id=x`, 400);
    expect(
      await data(
        `${apiPaths.usedVehicles}?brand_id=1&group=' OR 1=1 --`,
        z.array(usedVersionSchema),
      ),
    ).toEqual([]);
  });
});

describe('promotions', () => {
  const discoverable = seedData.promotions.find((promotion) => promotion.discoverable)!;
  const unit = seedData.stock.find(
    (candidate) =>
      (discoverable.brand_id === null || candidate.brand_id === discoverable.brand_id) &&
      (discoverable.family === null ||
        candidate.family.toLowerCase() === discoverable.family.toLowerCase()) &&
      (discoverable.chassis === null || candidate.chassis === discoverable.chassis),
  )!;

  it('discovers the available promotion for a unit (dashes in family read as spaces)', async () => {
    const family = unit.family.replace(/ /g, '-');
    const promotion = await data(
      `${apiPaths.promotionDiscover}?family=${encodeURIComponent(family)}&chassis=${unit.chassis}&brand_id=${unit.brand_id}`,
      z.nullable(promotionSchema),
    );
    expect(promotion?.code).toBeTruthy();
  });

  it('answers data null when nothing is discoverable', async () => {
    // The seed has no discoverable promotion for BAIC (6) and none for every brand.
    expect(
      seedData.promotions.some(
        (promotion) =>
          promotion.discoverable && (promotion.brand_id === null || promotion.brand_id === 6),
      ),
    ).toBe(false);
    const response = await api.get(
      `${apiPaths.promotionDiscover}?family=Nada&chassis=X&brand_id=6`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: null });
  });

  it('checks a code for a unit, and answers 404 with the message for a wrong one', async () => {
    const promotion = await data(
      `${apiPaths.promotion}?code=${discoverable.code.toLowerCase()}&family=${encodeURIComponent(unit.family)}&chassis=${unit.chassis}&brand_id=${unit.brand_id}`,
      promotionSchema,
    );
    expect(promotion.code).toBe(discoverable.code.toUpperCase());
    await expectError(
      `${apiPaths.promotion}?code=NOEXISTE&family=Polo&chassis=X&brand_id=1`,
      404,
      messages.promotionNotFound,
    );
    await expectError(`${apiPaths.promotion}?code=X`, 400);
  });
});

describe('payment configuration', () => {
  it('answers the brand’s public configuration with the sandbox checkout address', async () => {
    const config = await data(`${apiPaths.paymentConfig}?brand_id=1`, paymentConfigSchema);
    expect(config.provider).toBe('sandbox');
    expect(config.checkout_url).toBe(`${api.config.publicApiUrl}${apiPaths.paymentSandbox}`);
  });

  it('answers data null and 404 with the spec message when a brand has none', async () => {
    const { server } = api;
    await server.store.db.deleteFrom('payment_configs').where('brand_id', '=', 6).execute();
    const body = await expectError(
      `${apiPaths.paymentConfig}?brand_id=6`,
      404,
      messages.noPaymentConfig,
    );
    expect(body).toHaveProperty('data', null);
    await expectError(`${apiPaths.paymentConfig}?brand_id=3`, 400);
    await expectError(apiPaths.paymentConfig, 400);
  });
});

describe('intranet service', () => {
  it('answers fewer available credit plans as the loan amount grows, then none', async () => {
    // Below a plan's minimum it is left out too (seed: financed_min), so start mid-range.
    const counts: number[] = [];
    for (const amount of [10_000_000, 25_000_000, 45_000_000, 60_000_000, 500_000_000]) {
      const plans = await data(
        `${intranetPaths.credits}?brand_id=1&loan_amount=${amount}`,
        z.array(creditPlanSchema),
      );
      const available = plans.filter((plan) => plan.available);
      counts.push(available.length);
      for (const plan of available) {
        expect(plan.financed_max).toBeGreaterThanOrEqual(amount);
        expect(plan.financed_amount).toBe(amount);
        expect(plan.avg_installment).toBeGreaterThan(amount / plan.months - 1);
      }
    }
    expect(counts[0]).toBeGreaterThan(0);
    for (let index = 1; index < counts.length; index += 1) {
      expect(counts[index]).toBeLessThanOrEqual(counts[index - 1]!);
    }
    expect(counts.at(-1)).toBe(0);
  });

  it('lists a plan whose maximum is below the loan as not available, priced at its maximum', async () => {
    // spec 4: with $ 41.173.720 to finance, the $ 40.000.000 plan is offered at its maximum.
    const plans = await data(
      `${intranetPaths.credits}?brand_id=1&loan_amount=41173720`,
      z.array(creditPlanSchema),
    );
    const sixty = plans.find((plan) => plan.financed_max === 40_000_000)!;
    expect(sixty).toMatchObject({ available: false, financed_amount: 40_000_000 });
    const stored = seedData.creditPlans.find((plan) => plan.id === sixty.id)!;
    const terms = financingTerms(
      {
        months: stored.months,
        annualRate: stored.annual_rate,
        interestVatRate: stored.interest_vat_rate,
        grantingFeeRate: stored.granting_fee_rate,
        monthlyInsuranceRate: stored.monthly_insurance_rate,
      },
      40_000_000,
    );
    expect(sixty.avg_installment).toBe(terms.averageInstalment);
    expect(plans.every((plan) => !plan.available)).toBe(true);
  });

  it('gives every plan its TNA, TEA, CFTEA and costs from financingTerms', async () => {
    const loan = 4_000_000;
    const plans = await data(
      `${intranetPaths.credits}?brand_id=1&loan_amount=${loan}`,
      z.array(creditPlanSchema),
    );
    expect(plans.length).toBeGreaterThan(2);
    for (const plan of plans) {
      const stored = seedData.creditPlans.find((candidate) => candidate.id === plan.id)!;
      const terms = financingTerms(
        {
          months: stored.months,
          annualRate: stored.annual_rate,
          interestVatRate: stored.interest_vat_rate,
          grantingFeeRate: stored.granting_fee_rate,
          monthlyInsuranceRate: stored.monthly_insurance_rate,
        },
        plan.financed_amount!,
      );
      expect(plan).toMatchObject({
        tna: terms.tna,
        tea: terms.tea,
        cftea: terms.cftea,
        interest_vat_rate: stored.interest_vat_rate,
        granting_fee_rate: stored.granting_fee_rate,
        monthly_insurance_rate: stored.monthly_insurance_rate,
        system: 'french',
        avg_installment: terms.averageInstalment,
        first_installment: terms.firstInstalment,
        total_payable: terms.totalPayable,
        granting_fee: terms.grantingFee,
      });
    }
    // BCRA A 5853: the 'Tasa 0 %' plan costs something, so its CFTEA is not 0.
    const zero = plans.find((plan) => plan.tna === 0)!;
    expect(zero.cftea).toBeGreaterThan(0);
  });

  it('never finances more than the unit’s full price', async () => {
    const unit = seedData.stock.find(
      (candidate) => candidate.brand_id === 2 && candidate.currency === 'ars',
    )!;
    const fullPrice =
      unit.price -
      (unit.special_discount || unit.discount) +
      unit.license_price +
      unit.delivery_price;
    const within = await data(
      `${intranetPaths.credits}?brand_id=2&vehicle=${unit.id}&loan_amount=10000000`,
      z.array(creditPlanSchema),
    );
    expect(within.length).toBeGreaterThan(0);
    expect(
      await data(
        `${intranetPaths.credits}?brand_id=2&vehicle=${unit.id}&loan_amount=${fullPrice + 1}`,
        z.array(creditPlanSchema),
      ),
    ).toEqual([]);
  });

  it('has no financing for BAIC and reads a non-numeric amount as 0', async () => {
    expect(
      await data(
        `${intranetPaths.credits}?brand_id=6&loan_amount=5000000`,
        z.array(creditPlanSchema),
      ),
    ).toEqual([]);
    await data(`${intranetPaths.credits}?brand_id=1&loan_amount=abc`, z.array(creditPlanSchema));
    await expectError(`${intranetPaths.credits}?loan_amount=5`, 400);
  });

  it('answers the dollar rate', async () => {
    const rate = await data(intranetPaths.usdRate, usdRateSchema);
    expect(rate.value).toBe(seedData.usdRate);
  });
});

describe('catalogue answers on the wire (validators and compression)', () => {
  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const path = brandEndpoints[1].family;
    const first = await api.get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{10,}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await api.get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await api.get(path, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
  });

  it('compresses a large answer with brotli or gzip when asked, and not otherwise', async () => {
    const plain = await fetch(`${api.url}${apiPaths.parameters}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const plainBody = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${api.url}${apiPaths.parameters}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      // fetch decodes the body: the same JSON arrives, in fewer bytes on the wire.
      expect(Buffer.from(await response.arrayBuffer()).equals(plainBody)).toBe(true);
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import type { ApiClient } from './client';
import { ApiError, ContractError, UnknownBrandError } from './errors';
import { messages } from './messages';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';
import {
  familyWire,
  offersWire,
  operationWire,
  promotionWire,
  savingPlanWire,
  stockWire,
  subfamilyWire,
} from './test-fixtures';

let api: TestServer;
let intranet: TestServer;
let client: ApiClient;

beforeAll(async () => {
  api = await startTestServer();
  intranet = await startTestServer();
  client = createApiClient({
    apiBaseUrl: api.url,
    intranetBaseUrl: intranet.url,
    readRetries: 0,
  });
});

afterEach(() => {
  api.reset();
  intranet.reset();
});

afterAll(async () => {
  await api.close();
  await intranet.close();
});

/** The spec 7.1 table, typed out again here so a wrong endpoint table fails these tests. */
const specTable = {
  1: {
    family: '/v1/vw/stock/families',
    subfamily: '/v1/vw/stock/subfamilies',
    offers: '/v1/vw/offers',
    stock: '/v1/vw/stock/stock',
    plans: '/v1/vw/plan/find',
  },
  2: {
    family: '/v1/gm/stock/families',
    subfamily: '/v1/gm/stock/subfamilies',
    offers: '/v1/gm/offers',
    stock: '/v1/gm/stock/stock',
    plans: '/v1/gm/plan/find',
  },
  4: {
    family: '/v2/nissan/family',
    subfamily: '/v2/nissan/subfamily',
    offers: '/v2/nissan/model/offers',
    stock: '/v2/nissan/model/stock',
    plans: '/v2/nissan/plan/find',
  },
  6: {
    family: '/v2/baic/family',
    subfamily: '/v2/baic/subfamily',
    offers: '/v2/baic/model/offers',
    stock: '/v2/baic/model/stock',
    plans: null,
  },
} as const;

describe('catalogue reads: the brand-to-endpoint table', () => {
  for (const brandId of [1, 2, 4, 6] as const) {
    const paths = specTable[brandId];

    it(`spec 7.1: brand ${brandId} reads families, subfamilies, offers, stock and plans from its paths`, async () => {
      api.on(paths.family, { body: { data: [{ ...familyWire, brand_id: brandId }] } });
      api.on(paths.subfamily, { body: { data: [{ ...subfamilyWire, brand_id: brandId }] } });
      api.on(paths.offers, { body: { data: offersWire } });
      api.on(paths.stock, { body: { data: [{ ...stockWire, brand_id: brandId }] } });
      if (paths.plans)
        api.on(paths.plans, { body: { data: [{ ...savingPlanWire, brand_id: brandId }] } });

      const families = await client.findFamilies(brandId);
      const subfamilies = await client.findSubfamilies(brandId);
      const offers = await client.findOffers(brandId);
      const stock = await client.findStock(brandId);
      const plans = await client.findSavingPlans(brandId);

      expect(families.map((family) => family.brand_id)).toEqual([brandId]);
      expect(subfamilies).toHaveLength(1);
      expect(offers.grouped[0]?.items).toHaveLength(1);
      expect(stock[0]?.id).toBe(5);
      expect(plans).toHaveLength(paths.plans ? 1 : 0);
      expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
        `GET ${paths.family}`,
        `GET ${paths.subfamily}`,
        `GET ${paths.offers}`,
        `GET ${paths.stock}`,
        ...(paths.plans ? [`GET ${paths.plans}`] : []),
      ]);
    });
  }

  it('spec 7.1: one stock unit uses ?id= for brands 1 and 2 and the single-item path /{id} for 4 and 6', async () => {
    for (const path of [
      '/v1/vw/stock/stock',
      '/v1/gm/stock/stock',
      '/v2/nissan/stock',
      '/v2/baic/stock',
    ]) {
      api.on(path, { body: { data: stockWire } });
    }
    api.on('/v2/nissan/stock/5', { body: { data: stockWire } });
    api.on('/v2/baic/stock/5', { body: { data: stockWire } });

    for (const brandId of [1, 2, 4, 6]) await client.findStockUnit(brandId, 5);

    expect(api.requests.map((request) => request.url)).toEqual([
      '/v1/vw/stock/stock?id=5',
      '/v1/gm/stock/stock?id=5',
      '/v2/nissan/stock/5',
      '/v2/baic/stock/5',
    ]);
  });

  it('spec 7.1: load-one appends /{id}, or ?id={id} when the query option is set', async () => {
    api.on('/v1/vw/stock/families/10', { body: { data: familyWire } });
    api.on('/v1/vw/stock/families', { body: { data: familyWire } });

    const byPath = await client.findFamily(1, 10);
    const byQuery = await client.findFamily(1, 10, { query: true });

    expect(byPath.name).toBe('Polo');
    expect(byQuery.name).toBe('Polo');
    expect(api.requests.map((request) => request.url)).toEqual([
      '/v1/vw/stock/families/10',
      '/v1/vw/stock/families?id=10',
    ]);
  });

  it('spec 7.1: the load-all query object travels as key=value pairs joined by &', async () => {
    api.on('/v1/gm/stock/stock', { body: { data: [] } });
    api.on('/v2/nissan/subfamily', { body: { data: [] } });

    await client.findStock(2, { family_id: 10, subfamily_id: 100 });
    await client.findSubfamilies(4, { family_id: 33 });

    expect(api.requests.map((request) => request.url)).toEqual([
      '/v1/gm/stock/stock?family_id=10&subfamily_id=100',
      '/v2/nissan/subfamily?family_id=33',
    ]);
  });

  it('spec 7.1: BAIC has no plans, so its plan list is empty and nothing is requested', async () => {
    await expect(client.findSavingPlans(6)).resolves.toEqual([]);
    expect(api.requests).toHaveLength(0);
  });

  it('spec 7.1: a per-brand call for an unknown brand throws without a request', async () => {
    await expect(client.findFamilies(5)).rejects.toBeInstanceOf(UnknownBrandError);
    await expect(client.findStockUnit(3, 1)).rejects.toThrow(
      'Unknown brand id for a per-brand call: 3',
    );
    await expect(client.findPaymentConfig(9)).rejects.toBeInstanceOf(UnknownBrandError);
    await expect(
      client.findCredits({ brand_id: 7, vehicle: 5, loan_amount: 100 }),
    ).rejects.toBeInstanceOf(UnknownBrandError);
    expect(api.requests).toHaveLength(0);
    expect(intranet.requests).toHaveLength(0);
  });
});

describe('catalogue reads: reading data', () => {
  it('spec 7.1: a response without data is a failure', async () => {
    api.on('/v1/vw/stock/families', { body: { families: [familyWire] } });
    const error = await client.findFamilies(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'missing_data', message: messages.serverError });
  });

  it('spec 7.1: data null is a failure for a list too', async () => {
    api.on('/v1/vw/stock/families', { body: { data: null } });
    await expect(client.findFamilies(1)).rejects.toMatchObject({ code: 'missing_data' });
  });

  it('spec 7.1: a single item arriving for a list becomes a one-element list', async () => {
    api.on('/v1/vw/stock/families', { body: { data: familyWire } });
    const families = await client.findFamilies(1);
    expect(families.map((family) => family.id)).toEqual([10]);
  });

  it('spec 7.1: an array arriving for one item yields its first element', async () => {
    api.on('/v1/vw/stock/families/10', {
      body: { data: [familyWire, { ...familyWire, id: 11, name: 'Virtus' }] },
    });
    const family = await client.findFamily(1, 10);
    expect(family.id).toBe(10);
  });

  for (const empty of [null, {}, []]) {
    it(`spec 7.1: for one item, empty data (${JSON.stringify(empty)}) is a failure`, async () => {
      api.on('/v2/nissan/stock/8', { body: { data: empty } });
      const error = await client.findStockUnit(4, 8).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'empty_data', status: 200 });
    });
  }

  it('spec 7.1: an empty list is a success for load-all', async () => {
    api.on('/v2/baic/family', { body: { data: [] } });
    await expect(client.findFamilies(6)).resolves.toEqual([]);
  });

  it('schemas: a response that breaks the contract throws a ContractError naming the path', async () => {
    api.on('/v1/vw/stock/stock', {
      body: { data: [stockWire, { ...stockWire, id: 6, price: 'caro' }] },
    });
    const error = await client.findStock(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).path).toBe('data[1].price');
    expect((error as ContractError).message).toContain(`GET ${api.url}/v1/vw/stock/stock`);
  });

  it('schemas: a body that is not JSON is a contract break', async () => {
    api.on('/api/v2/territorio/parameter', { raw: '<html>' });
    await expect(client.findParameters()).rejects.toMatchObject({
      name: 'ContractError',
      path: 'body',
    });
  });

  it('schemas: wire names are mapped (license_price -> license_cost, chasis -> chassis)', async () => {
    api.on('/v1/vw/stock/stock', { body: { data: stockWire } });
    const unit = await client.findStockUnit(1, 5);
    expect(unit).toMatchObject({
      license_cost: 500_000,
      preparation_cost: 300_000,
      chassis: '9BWZZZ377VT004251',
    });
  });

  it('spec 7.1: parameters and service categories come from their paths', async () => {
    api.on('/api/v2/territorio/parameter', {
      body: { data: { services: { '1': { booking_price: 300_000 } } } },
    });
    api.on('/api/v2/territorio/vehicle/service', {
      body: { data: [{ id: 1, name: 'Mantenimiento', services: [{ id: 2, name: '10.000 km' }] }] },
    });

    const parameters = await client.findParameters();
    const categories = await client.findServiceCategories();

    expect(parameters.services['1']?.booking_price).toBe(300_000);
    expect(parameters.banners).toEqual([]);
    expect(categories[0]?.services[0]?.price_default).toBe(0);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/v2/territorio/parameter',
      '/api/v2/territorio/vehicle/service',
    ]);
  });
});

describe('failures', () => {
  it("spec 8: a failure carries the server's status, code, message and fields", async () => {
    api.on('/api/v2/territorio/contact', {
      status: 400,
      body: {
        error: {
          code: 'invalid',
          message: messages.invalidRequest,
          fields: { telephone: 'Ingresá tu teléfono.' },
        },
      },
    });
    const error = await client
      .sendContact({ name: 'Ana', lastname: 'Gómez', telephone: '' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid',
      message: messages.invalidRequest,
      fields: { telephone: 'Ingresá tu teléfono.' },
    });
  });

  it('spec 8: a failure without an error body shows the generic server message', async () => {
    api.on('/v1/vw/offers', { status: 500, raw: 'Internal Server Error' });
    await expect(client.findOffers(1)).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
      code: 'http',
      message: messages.serverError,
    });
  });

  it('a read that takes longer than the time limit fails with a timeout', async () => {
    const impatient = createApiClient({
      apiBaseUrl: api.url,
      intranetBaseUrl: intranet.url,
      timeoutMs: 50,
      readRetries: 0,
    });
    api.on('/v1/vw/stock/families', { delayMs: 400, body: { data: [] } });
    await expect(impatient.findFamilies(1)).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });

  it('a host that does not answer fails with a network error', async () => {
    const closed = await startTestServer();
    await closed.close();
    const unreachable = createApiClient({
      apiBaseUrl: closed.url,
      intranetBaseUrl: closed.url,
      readRetries: 0,
    });
    await expect(unreachable.findParameters()).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'network',
      message: messages.serverError,
    });
  });

  it('reads are retried after a 503; writes never are', async () => {
    const patient = createApiClient({
      apiBaseUrl: api.url,
      intranetBaseUrl: intranet.url,
      readRetries: 1,
    });
    let reads = 0;
    api.on('/api/v2/territorio/vehicle/service', () => {
      reads += 1;
      return reads === 1 ? { status: 503 } : { body: { data: [] } };
    });
    api.on('/api/v2/territorio/contact', { status: 503 });

    await expect(patient.findServiceCategories()).resolves.toEqual([]);
    await expect(
      patient.sendContact({ name: 'Ana', lastname: 'Gómez', telephone: '2615550000' }),
    ).rejects.toMatchObject({ status: 503 });

    expect(api.requests.map((request) => `${request.method} ${request.pathname}`)).toEqual([
      'GET /api/v2/territorio/vehicle/service',
      'GET /api/v2/territorio/vehicle/service',
      'POST /api/v2/territorio/contact',
    ]);
  });

  it('base URLs may end with a slash or carry a path prefix', async () => {
    const prefixed = createApiClient({
      apiBaseUrl: `${api.url}/backend/`,
      intranetBaseUrl: intranet.url,
      readRetries: 0,
    });
    api.on('/backend/api/v2/territorio/vehicle/service', { body: { data: [] } });
    await prefixed.findServiceCategories();
    expect(api.requests[0]?.url).toBe('/backend/api/v2/territorio/vehicle/service');
  });
});

describe('intranet service', () => {
  it('spec 7.1: credits go to the intranet host with brand_id, vehicle and loan_amount', async () => {
    intranet.on('/v2/dealership/credit/find', {
      body: {
        data: [
          {
            id: 1,
            name: 'Tasa 0%',
            months: 12,
            avg_installment: 150_000,
            financed_max: 5_000_000,
            bank: 'Banco Andino',
          },
        ],
      },
    });

    const plans = await client.findCredits({ brand_id: 1, vehicle: 5, loan_amount: 1_000_000 });

    expect(plans.map((plan) => plan.name)).toEqual(['Tasa 0%']);
    expect(intranet.requests.map((request) => request.url)).toEqual([
      '/v2/dealership/credit/find?brand_id=1&vehicle=5&loan_amount=1000000',
    ]);
    expect(api.requests).toHaveLength(0);
  });

  it('spec 7.1: the USD rate is read from the intranet host', async () => {
    intranet.on('/v2/baic/usd/rate', { body: { data: { value: 1_050 } } });
    await expect(client.findUsdRate()).resolves.toBe(1_050);
    expect(intranet.requests.map((request) => request.url)).toEqual(['/v2/baic/usd/rate']);
    expect(api.requests).toHaveLength(0);
  });

  it('spec 7.1: a bare { value } answer is read as the rate too', async () => {
    intranet.on('/v2/baic/usd/rate', { body: { value: 980.5 } });
    await expect(client.findUsdRate()).resolves.toBe(980.5);
  });

  it('spec 8: the USD rate is 0 when the call fails, breaks the contract or cannot connect', async () => {
    intranet.on('/v2/baic/usd/rate', { status: 500 });
    await expect(client.findUsdRate()).resolves.toBe(0);

    intranet.on('/v2/baic/usd/rate', { body: { data: { value: 'mucho' } } });
    await expect(client.findUsdRate()).resolves.toBe(0);

    intranet.on('/v2/baic/usd/rate', { body: { data: null } });
    await expect(client.findUsdRate()).resolves.toBe(0);

    const closed = await startTestServer();
    await closed.close();
    const unreachable = createApiClient({
      apiBaseUrl: api.url,
      intranetBaseUrl: closed.url,
      readRetries: 0,
    });
    await expect(unreachable.findUsdRate()).resolves.toBe(0);
  });
});

describe('used vehicles and promotions', () => {
  it('spec 7.1: used brands, models by brand_id and versions by brand_id and group', async () => {
    api.on('/api/v2/territorio/dealership/parameters/brands', {
      body: { data: [{ id: 3, name: 'Ford' }] },
    });
    api.on('/api/v2/territorio/dealership/parameters/models', { body: { data: [{ name: 'Ka' }] } });
    api.on('/api/v2/territorio/dealership/parameters/vehicles', {
      body: { data: [{ description: 'Ka 1.5 SE', codia: '0123456' }] },
    });

    const usedBrands = await client.findUsedBrands();
    const models = await client.findUsedModels(3);
    const versions = await client.findUsedVersions(3, 'Ka Freestyle');

    expect(usedBrands).toEqual([{ id: 3, name: 'Ford' }]);
    expect(models).toEqual([{ name: 'Ka' }]);
    expect(versions).toEqual([{ description: 'Ka 1.5 SE', codia: '0123456' }]);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/v2/territorio/dealership/parameters/brands',
      '/api/v2/territorio/dealership/parameters/models?brand_id=3',
      '/api/v2/territorio/dealership/parameters/vehicles?brand_id=3&group=Ka%20Freestyle',
    ]);
  });

  it('spec 7.1: promotion discover replaces dashes in the family with spaces', async () => {
    api.on('/api/promotion/discover', { body: { data: promotionWire } });

    const promotion = await client.discoverPromotion({
      family: 'T-Cross-Highline',
      chassis: '9BW123',
      brand_id: 1,
    });

    expect(promotion?.code).toBe('PROMO10');
    expect(api.requests[0]?.url).toBe(
      '/api/promotion/discover?family=T%20Cross%20Highline&chassis=9BW123&brand_id=1',
    );
    expect(new URLSearchParams(api.requests[0]?.search).get('family')).toBe('T Cross Highline');
  });

  it('spec 4: promotion discover with no promotion (data null) is null', async () => {
    api.on('/api/promotion/discover', { body: { data: null } });
    await expect(
      client.discoverPromotion({ family: 'Polo', chassis: 'X', brand_id: 1 }),
    ).resolves.toBeNull();
  });

  it('spec 7.1: promotion check sends code, family, chassis and brand_id and reads data', async () => {
    api.on('/api/promotion', {
      body: { data: { code: 'VERANO', money_discount: 500_000 } },
    });

    const promotion = await client.checkPromotion({
      code: 'VERANO',
      family: 'T-Cross',
      chassis: '9BW123',
      brand_id: 1,
    });

    // A server that sends no validity or unit cap reads as open and not limited.
    expect(promotion).toEqual({
      code: 'VERANO',
      name: '',
      money_discount: 500_000,
      percentage_discount: null,
      valid_from: null,
      valid_until: null,
      units: null,
    });
    expect(api.requests[0]?.url).toBe(
      '/api/promotion?code=VERANO&family=T-Cross&chassis=9BW123&brand_id=1',
    );
  });

  it('spec 8: a promotion check that fails rejects with the server message', async () => {
    api.on('/api/promotion', {
      status: 404,
      body: { error: { code: 'not_found', message: messages.promotionNotFound } },
    });
    await expect(
      client.checkPromotion({ code: 'NO', family: 'Polo', chassis: 'X', brand_id: 1 }),
    ).rejects.toMatchObject({ status: 404, message: messages.promotionNotFound });
  });
});

describe('forms', () => {
  it('spec 7.2: contact posts JSON to its path', async () => {
    api.on('/api/v2/territorio/contact', { body: { data: { sent: true } } });
    const body = {
      name: 'Ana',
      lastname: 'Gómez',
      telephone: '2615550000',
      email: 'ana@example.com',
      message: 'Hola',
      subject: 'Polo',
    };

    await expect(client.sendContact(body)).resolves.toBeUndefined();

    expect(api.requests[0]?.method).toBe('POST');
    expect(api.requests[0]?.headers['content-type']).toContain('application/json');
    expect(api.requests[0]?.json).toEqual(body);
  });

  it('spec 7.2: the contact response content is not read (an empty 204 is a success)', async () => {
    api.on('/api/v2/territorio/contact', { status: 204 });
    await expect(
      client.sendContact({ name: 'Ana', lastname: 'Gómez', telephone: '2615550000' }),
    ).resolves.toBeUndefined();
  });

  it('spec 7.2: the price-request callback runs after a success', async () => {
    api.on('/api/v2/territorio/price-request', { status: 201, body: {} });
    const calls: string[] = [];

    await client.sendPriceRequest(
      { name: 'Ana', lastname: 'Gómez', email: 'ana@example.com', vehicle: 'Polo' },
      { onDone: () => calls.push('done') },
    );

    expect(calls).toEqual(['done']);
    expect(api.requests[0]?.pathname).toBe('/api/v2/territorio/price-request');
    expect(api.requests[0]?.json).toEqual({
      name: 'Ana',
      lastname: 'Gómez',
      email: 'ana@example.com',
      vehicle: 'Polo',
    });
  });

  it('spec 7.2: the price-request callback runs after a failure too, and the promise rejects', async () => {
    api.on('/api/v2/territorio/price-request', { status: 500 });
    const calls: string[] = [];

    const outcome = await client
      .sendPriceRequest(
        { name: 'Ana', lastname: 'Gómez', email: 'ana@example.com' },
        { onDone: () => calls.push('done') },
      )
      .then(
        () => 'resolved',
        (error: unknown) => {
          calls.push('rejected');
          return error;
        },
      );

    expect(outcome).toBeInstanceOf(ApiError);
    expect(calls).toEqual(['done', 'rejected']);
  });

  it('spec 7.2: the CV is multipart with data[...] fields and the file', async () => {
    api.on('/cv', { status: 201, body: { data: { received: true } } });
    const file = new File(['%PDF-1.4 cv'], 'ana-gomez.pdf', { type: 'application/pdf' });

    await client.sendCv(
      {
        name: 'Ana',
        lastname: 'Gómez',
        cellphone: '2615550000',
        email: 'ana@example.com',
        studies: 'Universitario',
        position: 'Ventas',
        zone: 'Gran Mendoza',
      },
      file,
    );

    const request = api.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request!.formData();
    expect([...form.keys()]).toEqual([
      'data[name]',
      'data[lastname]',
      'data[telephone]',
      'data[cellphone]',
      'data[email]',
      'data[studies]',
      'data[position]',
      'data[message]',
      'data[zone]',
      'file',
    ]);
    expect(form.get('data[name]')).toBe('Ana');
    expect(form.get('data[telephone]')).toBe('');
    expect(form.get('data[zone]')).toBe('Gran Mendoza');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('ana-gomez.pdf');
    expect(await sent.text()).toBe('%PDF-1.4 cv');
  });

  it('spec 5: a CV without a file sends no file part, and the server text is the error', async () => {
    api.on('/cv', {
      status: 400,
      body: { error: { code: 'cv_missing', message: messages.cvMissing } },
    });

    const error = await client
      .sendCv(
        { name: 'Ana', lastname: 'Gómez', cellphone: '2615550000', email: 'ana@example.com' },
        null,
      )
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 400, message: messages.cvMissing });
    const form = await api.requests[0]!.formData();
    expect(form.has('file')).toBe(false);
    expect(form.get('data[email]')).toBe('ana@example.com');
  });

  const withdrawalBody = {
    name: 'Ana',
    lastname: 'Gómez',
    email: 'ana@example.com',
    operation_code: 'K7M2P9X4QR',
  };

  it('DECISIONS: the withdrawal request posts JSON to its path and resolves to its case code', async () => {
    api.on('/api/v2/territorio/withdrawal', {
      status: 201,
      body: {
        data: {
          id: 7,
          reference: 'ARR-4KX9M2QP',
          withdrawal_status: null,
          withdrawal_reason: null,
        },
      },
    });
    const reference = await client.sendWithdrawal(withdrawalBody);
    expect(reference).toBe('ARR-4KX9M2QP');
    expect(api.requests[0]?.method).toBe('POST');
    expect(api.requests[0]?.json).toMatchObject({ operation_code: 'K7M2P9X4QR' });
  });

  it('DECISIONS: a withdrawal answer without a case code breaks the contract', async () => {
    api.on('/api/v2/territorio/withdrawal', { status: 201, body: { data: { id: 7 } } });
    await expect(client.sendWithdrawal(withdrawalBody)).rejects.toBeInstanceOf(ContractError);
  });
});

describe('dealership operation', () => {
  const startBody = {
    email: 'ana@example.com',
    stock_id: 5,
    model: 'Polo Track 1.6',
    brand_id: 1 as const,
    chassis: '9BWZZZ377VT004251',
    family: 'Polo',
    family_id: 10,
    promotion_code: null,
    fullprice: 24_800_000,
    special_discount: 1_000_000,
  };

  it('spec 7.2: start posts the new-operation body and reads the operation from data', async () => {
    api.on('/api/v2/territorio/dealership/start', { body: { data: operationWire() } });

    const operation = await client.startOperation(startBody);

    expect(operation.code).toBe('K7M2P9X4QR');
    expect(operation.status).toBe('open');
    expect(api.requests[0]?.method).toBe('POST');
    expect(api.requests[0]?.json).toEqual(startBody);
  });

  it('spec 7.2: resuming posts only the code', async () => {
    api.on('/api/v2/territorio/dealership/start', { body: { data: operationWire() } });
    await client.resumeOperation('K7M2P9X4QR');
    expect(api.requests[0]?.json).toEqual({ code: 'K7M2P9X4QR' });
  });

  it('spec 7.2: start without data in the answer is a failure', async () => {
    api.on('/api/v2/territorio/dealership/start', { body: {} });
    await expect(client.startOperation(startBody)).rejects.toMatchObject({
      name: 'ApiError',
      code: 'missing_data',
    });
  });

  it('spec 7.2: update posts the whole operation and reads the saved one', async () => {
    const operation = operationWire({ cash_amount: 1_000_000, pending_amount: 23_800_000 });
    api.on('/api/v2/territorio/dealership/update', (request) => ({
      body: { data: request.json },
    }));

    const saved = await client.updateOperation(operation);

    expect(api.requests[0]?.json).toEqual(operation);
    expect(saved.cash_amount).toBe(1_000_000);
  });

  it('spec 7.2: valuation posts its body and reads the amount (a number or { valuation })', async () => {
    const body = {
      codia: '0123456',
      brand: 'Ford',
      model: 'Ka',
      vehicle: 'Ka 1.5 SE',
      year: 2019,
      kms: 60_000,
      operation: 'K7M2P9X4QR',
    };
    api.on('/api/v2/territorio/dealership/valuation', { body: { data: 7_500_000 } });
    await expect(client.requestValuation(body)).resolves.toBe(7_500_000);

    api.on('/api/v2/territorio/dealership/valuation', { body: { data: { valuation: 7_400_000 } } });
    await expect(client.requestValuation(body)).resolves.toBe(7_400_000);

    expect(api.requests[0]?.json).toEqual(body);
  });

  it('spec 8: a failed valuation rejects', async () => {
    api.on('/api/v2/territorio/dealership/valuation', {
      status: 422,
      body: { error: { code: 'valuation_failed', message: messages.valuationError } },
    });
    await expect(
      client.requestValuation({
        codia: '1',
        brand: 'Ford',
        model: 'Ka',
        vehicle: 'Ka',
        year: 2019,
        kms: 1,
        operation: 'X',
      }),
    ).rejects.toMatchObject({ message: messages.valuationError });
  });

  it('DECISIONS: the payment configuration is read with ?brand_id=N', async () => {
    api.on('/api/v2/territorio/dealership/mp', {
      body: {
        data: {
          brand_id: 4,
          provider: 'sandbox',
          public_key: 'TEST-4',
          checkout_url: 'http://127.0.0.1/sandbox',
        },
      },
    });
    const config = await client.findPaymentConfig(4);
    expect(config?.public_key).toBe('TEST-4');
    expect(api.requests[0]?.url).toBe('/api/v2/territorio/dealership/mp?brand_id=4');
  });

  it('DECISIONS: no payment configuration (data null or 404) is null', async () => {
    api.on('/api/v2/territorio/dealership/mp', { body: { data: null } });
    await expect(client.findPaymentConfig(1)).resolves.toBeNull();

    api.on('/api/v2/territorio/dealership/mp', {
      status: 404,
      body: { error: { code: 'not_found', message: messages.noPaymentConfig } },
    });
    await expect(client.findPaymentConfig(1)).resolves.toBeNull();

    api.on('/api/v2/territorio/dealership/mp', { status: 500 });
    await expect(client.findPaymentConfig(1)).rejects.toMatchObject({ status: 500 });
  });

  it('DECISIONS: cancelling posts the code and reads the operation', async () => {
    api.on('/api/v2/territorio/dealership/cancel', {
      body: { data: operationWire({ status: 'cancelled' }) },
    });
    const operation = await client.cancelOperation('K7M2P9X4QR');
    expect(operation.status).toBe('cancelled');
    expect(api.requests[0]?.json).toEqual({ code: 'K7M2P9X4QR' });
  });
});

import { apiPaths, messages } from '@territorio/api-client';
import type { UsedVehicle } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canAddUsedVehicle, canGoTo, canQuote, parseUsedKms, parseUsedYear } from './selectors';
import type { DealershipFlowStore } from './store';
import { startFlowApi } from './test/http-api';
import type { FlowApi } from './test/http-api';
import { changeElsewhere, storedOperation, valuedTradeIn } from './test/real-api';

/**
 * The seed's used catalogue: brand 1 is Volkswagen, whose Gol Trend (sold since 2009) has
 * the 1.6 Trendline 5p (codia 0110101) and 1.6 Highline 5p; brand 2 is Chevrolet, whose
 * Onix has the 1.4 LT (0120201).
 */
const golTrend = { brandId: 1, model: 'Gol Trend', codia: '0110101' };

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});

/** A store on an operation that already has `count` trade-ins (old and cheap, all different). */
async function storeWithTradeIns(count: number) {
  const started = await flow.startedStore();
  const { code } = started.getState().operation!;
  const tradeIns: UsedVehicle[] = [];
  for (let index = 0; index < count; index += 1) {
    tradeIns.push(await valuedTradeIn(code, { year: 2010, kms: 600_000 + index * 1_000 }));
  }
  await changeElsewhere(code, () => ({ used_vehicles: tradeIns }));
  const store = await flow.resumedBy(code);
  return { store, code, tradeIns };
}
afterEach(async () => {
  await flow.close();
});

const updates = () => flow.requestsTo(apiPaths.dealershipUpdate);

/** Waits until a list of the form has arrived (its answer is one local round trip away). */
async function loaded(store: DealershipFlowStore, list: 'brands' | 'models' | 'versions') {
  await expect
    .poll(() => store.getState().usedVehicle[list].status, { interval: 5 })
    .toBe('loaded');
}

async function fillForm(store: DealershipFlowStore) {
  store.getState().openUsedVehicleForm();
  await loaded(store, 'brands');
  store.getState().selectUsedBrand(golTrend.brandId);
  await loaded(store, 'models');
  store.getState().selectUsedModel(golTrend.model);
  await loaded(store, 'versions');
  store.getState().selectUsedVersion(golTrend.codia);
  store.getState().setUsedYear('2018');
  store.getState().setUsedKms('80.000');
}

describe('used vehicle sub-flow', () => {
  it('spec 5: models need a brand and versions need a model (cascade loading)', async () => {
    const store = await flow.startedStore();
    expect(store.getState().openUsedVehicleForm()).toBe(true);
    await loaded(store, 'brands');

    store.getState().selectUsedModel('Gol Trend');
    expect(store.getState().usedVehicle.versions.status).toBe('idle');

    store.getState().selectUsedBrand(1);
    expect(store.getState().usedVehicle.models.status).toBe('loading');
    await loaded(store, 'models');
    const models = flow.requestsTo(apiPaths.usedModels);
    expect(models.map((request) => request.query.get('brand_id'))).toEqual(['1']);
    const { models: listedModels } = store.getState().usedVehicle;
    expect(listedModels.status).toBe('loaded');
    expect(listedModels.status === 'loaded' && listedModels.items.slice(0, 2)).toEqual([
      { name: 'Gol Trend' },
      { name: 'Suran' },
    ]);
    store.getState().selectUsedModel('Gol Trend');
    await loaded(store, 'versions');
    // One versions request: the model chosen before a brand asked for none.
    const versions = flow.requestsTo(apiPaths.usedVehicles);
    expect(versions.map((request) => Object.fromEntries(request.query))).toEqual([
      { brand_id: '1', group: 'Gol Trend' },
    ]);
    expect(store.getState().usedVehicle.versions).toMatchObject({
      status: 'loaded',
      items: [{ codia: '0110101' }, { codia: '0110102' }],
    });
  });

  it('spec 5: changing the brand clears the model and the version', async () => {
    const store = await flow.startedStore();
    await fillForm(store);
    expect(store.getState().usedVehicle.form).toMatchObject({
      brandId: 1,
      model: 'Gol Trend',
      codia: '0110101',
    });
    store.getState().selectUsedBrand(2);
    expect(store.getState().usedVehicle.form).toMatchObject({
      brandId: 2,
      model: null,
      codia: null,
    });
    expect(store.getState().usedVehicle.versions.status).toBe('idle');
    expect(canQuote(store.getState())).toBe(false);

    // Changing the model clears the version only.
    await loaded(store, 'models');
    store.getState().selectUsedModel('Onix');
    await loaded(store, 'versions');
    store.getState().selectUsedVersion('0120201');
    store.getState().selectUsedModel('Onix');
    expect(store.getState().usedVehicle.form).toMatchObject({
      brandId: 2,
      model: 'Onix',
      codia: null,
    });
  });

  it("spec 5: 'Cotizar' needs the version, the kilometres and the year", async () => {
    const store = await flow.startedStore();
    await fillForm(store);
    expect(canQuote(store.getState())).toBe(true);

    store.getState().setUsedKms('');
    expect(canQuote(store.getState())).toBe(false);
    store.getState().setUsedKms('muchos');
    expect(canQuote(store.getState())).toBe(false);
    store.getState().setUsedKms('80000');
    store.getState().setUsedYear('');
    expect(canQuote(store.getState())).toBe(false);
    store.getState().setUsedYear('18');
    expect(canQuote(store.getState())).toBe(false);
    store.getState().setUsedYear('2018');
    store.getState().selectUsedVersion(null);
    expect(canQuote(store.getState())).toBe(false);
    expect(await store.getState().requestQuote()).toBe(false);
    expect(flow.requestsTo(apiPaths.dealershipValuation)).toHaveLength(0);
  });

  it('spec 5: kilometres and year parse as a person types them', () => {
    expect(parseUsedKms('45.000')).toBe(45_000);
    expect(parseUsedKms('0')).toBe(0);
    expect(parseUsedKms('abc')).toBeNull();
    expect(parseUsedYear('2027', '2026-11-22')).toBe(2027);
    expect(parseUsedYear('2028', '2026-11-22')).toBeNull();
    expect(parseUsedYear('1899', '2026-11-22')).toBeNull();
  });

  it("spec 4: the valuation is shown; 'Aceptar Cotización' adds it and returns to step 1", async () => {
    const store = await flow.startedStore();
    const { code } = store.getState().operation!;
    await fillForm(store);
    expect(await store.getState().requestQuote()).toBe(true);
    const valuations = flow.requestsTo(apiPaths.dealershipValuation);
    expect(valuations.map((request) => request.json)).toEqual([
      {
        codia: '0110101',
        brand: 'Volkswagen',
        model: 'Gol Trend',
        vehicle: '1.6 Trendline 5p',
        year: 2018,
        kms: 80_000,
        operation: code,
      },
    ]);
    const valuation = store.getState().usedVehicle.valuation;
    expect(valuation.status).toBe('shown');
    const quoted = valuation.status === 'shown' ? valuation.vehicle.valuation : 0;
    expect(quoted).toBeGreaterThan(0);

    const navigation = await store.getState().acceptQuote();
    expect(navigation).toEqual({
      isAllowed: true,
      step: 'paymentMode',
      path: `/concesionario-digital/forma-de-pago/${code.toLowerCase()}`,
    });
    expect(updates()).toHaveLength(1);
    expect((await storedOperation(code)).used_vehicles).toMatchObject([{ valuation: quoted }]);
    expect(store.getState().operation?.used_vehicles[0]?.valuation).toBe(quoted);
    expect(store.getState().step).toBe('paymentMode');
    expect(store.getState().usedVehicle.form.codia).toBeNull();
  });

  it("spec 4: 'Cancelar' returns to the form as it was filled", async () => {
    const store = await flow.startedStore();
    await fillForm(store);
    await store.getState().requestQuote();
    store.getState().cancelQuote();
    expect(store.getState().usedVehicle.valuation.status).toBe('idle');
    expect(store.getState().usedVehicle.form).toMatchObject({ codia: '0110101', year: '2018' });
    await store.getState().flush();
    expect(updates()).toHaveLength(0);
  });

  it("spec 8: a failed valuation says 'No pudimos realizar la cotización de tu vehículo.'", async () => {
    const store = await flow.startedStore();
    await fillForm(store);
    // The Gol Trend was not sold before 2009: the server refuses to value it.
    store.getState().setUsedYear('2005');
    expect(await store.getState().requestQuote()).toBe(false);
    expect(store.getState().usedVehicle.valuation).toEqual({
      status: 'failed',
      message: messages.valuationError,
    });
  });

  it('spec 9: a fourth used vehicle is refused', async () => {
    const { store } = await storeWithTradeIns(3);
    expect(canAddUsedVehicle(store.getState())).toBe(false);
    expect(canGoTo(store.getState(), 'usedVehicle')).toBe(false);
    expect(store.getState().openUsedVehicleForm()).toBe(false);
    expect(store.getState().usedVehicle.limitMessage).toBe(messages.tooManyUsedVehicles);
    expect(store.getState().usedVehicle.brands.status).toBe('idle');
  });

  it('spec 9: accepting a quote when 3 are already there is refused without an update', async () => {
    const { store, code, tradeIns } = await storeWithTradeIns(2);
    await fillForm(store);
    await store.getState().requestQuote();
    // Another tab added a third one meanwhile.
    const third = await valuedTradeIn(code, { year: 2010, kms: 700_000 });
    await changeElsewhere(code, () => ({ used_vehicles: [...tradeIns, third] }));
    flow.server.requests.length = 0;
    expect(await store.getState().refreshOperation()).toBe(true);
    const navigation = await store.getState().acceptQuote();
    expect(navigation.isAllowed).toBe(false);
    expect(store.getState().usedVehicle.limitMessage).toBe(messages.tooManyUsedVehicles);
    expect(updates()).toHaveLength(0);
  });

  it("spec 5: removal asks '¿Querés remover este vehículo usado?' before removing", async () => {
    const { store, code, tradeIns } = await storeWithTradeIns(2);
    store.getState().askRemoveUsedVehicle(1);
    expect(store.getState().usedVehicle.removal).toEqual({
      status: 'confirming',
      index: 1,
      question: messages.usedVehicleRemoveQuestion,
    });
    store.getState().cancelRemoveUsedVehicle();
    expect(store.getState().usedVehicle.removal.status).toBe('idle');
    await store.getState().flush();
    expect(updates()).toHaveLength(0);

    store.getState().askRemoveUsedVehicle(1);
    expect(await store.getState().confirmRemoveUsedVehicle()).toBe(true);
    expect(updates()).toHaveLength(1);
    const kept = [tradeIns[0]?.kms];
    expect((await storedOperation(code)).used_vehicles.map((vehicle) => vehicle.kms)).toEqual(kept);
    expect(store.getState().operation?.used_vehicles.map((vehicle) => vehicle.kms)).toEqual(kept);
  });
});

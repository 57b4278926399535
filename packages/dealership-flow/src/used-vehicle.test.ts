import { apiPaths, messages } from '@territorio/api-client';
import type { UsedVehicle } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canAddUsedVehicle, canGoTo, canQuote, parseUsedKms, parseUsedYear } from './selectors';
import type { DealershipFlowStore } from './store';
import { usedBrands, usedModels, usedVersions } from './test/fixtures';
import { errorReply, resumedStore, startFlowApi } from './test/http-api';
import type { FlowApi } from './test/http-api';

function used(codia: string, valuation: number): UsedVehicle {
  return {
    brand: 'Fiat',
    model: 'Cronos',
    vehicle: 'Cronos 1.3 Drive',
    codia,
    kms: 10_000,
    year: 2022,
    valuation,
  };
}

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
  // The used-vehicle catalogue and the valuation, as the server answers them.
  const { server } = flow;
  server.on(apiPaths.usedBrands, { body: { data: usedBrands } });
  server.on(apiPaths.usedModels, (request) => ({
    body: { data: usedModels[Number(request.query.get('brand_id'))] ?? [] },
  }));
  server.on(apiPaths.usedVehicles, (request) => ({
    body: { data: usedVersions[request.query.get('group') ?? ''] ?? [] },
  }));
  server.on(apiPaths.dealershipValuation, { status: 201, body: { data: 6_500_000 } });
});
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
  store.getState().selectUsedBrand(1);
  await loaded(store, 'models');
  store.getState().selectUsedModel('Gol Trend');
  await loaded(store, 'versions');
  store.getState().selectUsedVersion('0120345');
  store.getState().setUsedYear('2018');
  store.getState().setUsedKms('80.000');
}

describe('used vehicle sub-flow', () => {
  it('spec 5: models need a brand and versions need a model (cascade loading)', async () => {
    const { store } = await resumedStore(flow);
    expect(store.getState().openUsedVehicleForm()).toBe(true);
    await loaded(store, 'brands');

    store.getState().selectUsedModel('Gol Trend');
    expect(store.getState().usedVehicle.versions.status).toBe('idle');

    store.getState().selectUsedBrand(1);
    expect(store.getState().usedVehicle.models.status).toBe('loading');
    await loaded(store, 'models');
    const models = flow.requestsTo(apiPaths.usedModels);
    expect(models.map((request) => request.query.get('brand_id'))).toEqual(['1']);
    expect(store.getState().usedVehicle.models).toMatchObject({
      status: 'loaded',
      items: [{ name: 'Gol Trend' }, { name: 'Suran' }],
    });
    store.getState().selectUsedModel('Gol Trend');
    await loaded(store, 'versions');
    // One versions request: the model chosen before a brand asked for none.
    const versions = flow.requestsTo(apiPaths.usedVehicles);
    expect(versions.map((request) => Object.fromEntries(request.query))).toEqual([
      { brand_id: '1', group: 'Gol Trend' },
    ]);
    expect(store.getState().usedVehicle.versions).toMatchObject({
      status: 'loaded',
      items: [{ codia: '0120345' }],
    });
  });

  it('spec 5: changing the brand clears the model and the version', async () => {
    const { store } = await resumedStore(flow);
    await fillForm(store);
    expect(store.getState().usedVehicle.form).toMatchObject({
      brandId: 1,
      model: 'Gol Trend',
      codia: '0120345',
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
    store.getState().selectUsedModel('Cronos');
    await loaded(store, 'versions');
    store.getState().selectUsedVersion('0310111');
    store.getState().selectUsedModel('Cronos');
    expect(store.getState().usedVehicle.form).toMatchObject({
      brandId: 2,
      model: 'Cronos',
      codia: null,
    });
  });

  it("spec 5: 'Cotizar' needs the version, the kilometres and the year", async () => {
    const { store } = await resumedStore(flow);
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
    const { store, stored } = await resumedStore(flow);
    await fillForm(store);
    expect(await store.getState().requestQuote()).toBe(true);
    const valuations = flow.requestsTo(apiPaths.dealershipValuation);
    expect(valuations.map((request) => request.json)).toEqual([
      {
        codia: '0120345',
        brand: 'Volkswagen',
        model: 'Gol Trend',
        vehicle: 'Gol Trend 1.6 Trendline',
        year: 2018,
        kms: 80_000,
        operation: 'K7M2P9X4QR',
      },
    ]);
    const valuation = store.getState().usedVehicle.valuation;
    expect(valuation).toMatchObject({ status: 'shown', vehicle: { valuation: 6_500_000 } });

    const navigation = await store.getState().acceptQuote();
    expect(navigation).toEqual({
      isAllowed: true,
      step: 'paymentMode',
      path: '/concesionario-digital/forma-de-pago/k7m2p9x4qr',
    });
    expect(updates()).toHaveLength(1);
    expect(stored.operation.used_vehicles).toHaveLength(1);
    expect(store.getState().operation?.used_vehicles[0]?.valuation).toBe(6_500_000);
    expect(store.getState().step).toBe('paymentMode');
    expect(store.getState().usedVehicle.form.codia).toBeNull();
  });

  it("spec 4: 'Cancelar' returns to the form as it was filled", async () => {
    const { store } = await resumedStore(flow);
    await fillForm(store);
    await store.getState().requestQuote();
    store.getState().cancelQuote();
    expect(store.getState().usedVehicle.valuation.status).toBe('idle');
    expect(store.getState().usedVehicle.form).toMatchObject({ codia: '0120345', year: '2018' });
    await store.getState().flush();
    expect(updates()).toHaveLength(0);
  });

  it("spec 8: a failed valuation says 'No pudimos realizar la cotización de tu vehículo.'", async () => {
    const { store } = await resumedStore(flow);
    flow.server.on(
      apiPaths.dealershipValuation,
      errorReply(400, 'invalid_request', messages.valuationError),
    );
    await fillForm(store);
    expect(await store.getState().requestQuote()).toBe(false);
    expect(store.getState().usedVehicle.valuation).toEqual({
      status: 'failed',
      message: messages.valuationError,
    });
  });

  it('spec 9: a fourth used vehicle is refused', async () => {
    const three = [used('1', 1_000_000), used('2', 1_000_000), used('3', 1_000_000)];
    const { store } = await resumedStore(flow, { used_vehicles: three });
    expect(canAddUsedVehicle(store.getState())).toBe(false);
    expect(canGoTo(store.getState(), 'usedVehicle')).toBe(false);
    expect(store.getState().openUsedVehicleForm()).toBe(false);
    expect(store.getState().usedVehicle.limitMessage).toBe(messages.tooManyUsedVehicles);
    expect(store.getState().usedVehicle.brands.status).toBe('idle');
  });

  it('spec 9: accepting a quote when 3 are already there is refused without an update', async () => {
    const { store, stored } = await resumedStore(flow, {
      used_vehicles: [used('1', 1_000_000), used('2', 1_000_000)],
    });
    await fillForm(store);
    await store.getState().requestQuote();
    // Another tab added a third one meanwhile.
    stored.operation = {
      ...stored.operation,
      used_vehicles: [...(stored.operation.used_vehicles ?? []), used('3', 1)],
    };
    expect(await store.getState().refreshOperation()).toBe(true);
    const navigation = await store.getState().acceptQuote();
    expect(navigation.isAllowed).toBe(false);
    expect(store.getState().usedVehicle.limitMessage).toBe(messages.tooManyUsedVehicles);
    expect(updates()).toHaveLength(0);
  });

  it("spec 5: removal asks '¿Querés remover este vehículo usado?' before removing", async () => {
    const { store, stored } = await resumedStore(flow, {
      used_vehicles: [used('1', 1_000_000), used('2', 2_000_000)],
    });
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
    expect(stored.operation.used_vehicles?.map((vehicle) => vehicle.codia)).toEqual(['1']);
    expect(store.getState().operation?.used_vehicles.map((vehicle) => vehicle.codia)).toEqual([
      '1',
    ]);
  });
});

import { messages } from '@territorio/api-client';
import type { UsedVehicle } from '@territorio/api-client';
import { describe, expect, it } from 'vitest';
import { canAddUsedVehicle, canGoTo, canQuote, parseUsedKms, parseUsedYear } from './selectors';
import { apiError } from './test/fake-api';
import { createResumedHarness } from './test/setup';
import type { Harness } from './test/setup';

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

async function fillForm({ store }: Harness) {
  store.getState().openUsedVehicleForm();
  await Promise.resolve();
  store.getState().selectUsedBrand(1);
  await settle();
  store.getState().selectUsedModel('Gol Trend');
  await settle();
  store.getState().selectUsedVersion('0120345');
  store.getState().setUsedYear('2018');
  store.getState().setUsedKms('80.000');
}

/** Lets the fake api's answers arrive. */
async function settle() {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
}

describe('used vehicle sub-flow', () => {
  it('spec 5: models need a brand and versions need a model (cascade loading)', async () => {
    const harness = await createResumedHarness();
    const { store, callsTo } = harness;
    expect(store.getState().openUsedVehicleForm()).toBe(true);
    await settle();
    expect(store.getState().usedVehicle.brands).toMatchObject({ status: 'loaded' });

    store.getState().selectUsedModel('Gol Trend');
    expect(callsTo('findUsedVersions')).toHaveLength(0);

    store.getState().selectUsedBrand(1);
    expect(store.getState().usedVehicle.models.status).toBe('loading');
    await settle();
    expect(callsTo('findUsedModels')[0]?.args).toEqual([1]);
    expect(store.getState().usedVehicle.models).toMatchObject({
      status: 'loaded',
      items: [{ name: 'Gol Trend' }, { name: 'Suran' }],
    });
    store.getState().selectUsedModel('Gol Trend');
    await settle();
    expect(callsTo('findUsedVersions')[0]?.args).toEqual([1, 'Gol Trend']);
    expect(store.getState().usedVehicle.versions).toMatchObject({
      status: 'loaded',
      items: [{ codia: '0120345' }],
    });
  });

  it('spec 5: changing the brand clears the model and the version', async () => {
    const harness = await createResumedHarness();
    await fillForm(harness);
    const { store } = harness;
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
    await settle();
    store.getState().selectUsedModel('Cronos');
    await settle();
    store.getState().selectUsedVersion('0310111');
    store.getState().selectUsedModel('Cronos');
    expect(store.getState().usedVehicle.form).toMatchObject({
      brandId: 2,
      model: 'Cronos',
      codia: null,
    });
  });

  it("spec 5: 'Cotizar' needs the version, the kilometres and the year", async () => {
    const harness = await createResumedHarness();
    await fillForm(harness);
    const { store } = harness;
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
    expect(harness.callsTo('requestValuation')).toHaveLength(0);
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
    const harness = await createResumedHarness();
    await fillForm(harness);
    const { store, callsTo, server } = harness;
    expect(await store.getState().requestQuote()).toBe(true);
    expect(callsTo('requestValuation')[0]?.args[0]).toEqual({
      codia: '0120345',
      brand: 'Volkswagen',
      model: 'Gol Trend',
      vehicle: 'Gol Trend 1.6 Trendline',
      year: 2018,
      kms: 80_000,
      operation: 'K7M2P9X4QR',
    });
    const valuation = store.getState().usedVehicle.valuation;
    expect(valuation).toMatchObject({ status: 'shown', vehicle: { valuation: 6_500_000 } });

    const navigation = await store.getState().acceptQuote();
    expect(navigation).toEqual({
      isAllowed: true,
      step: 'paymentMode',
      path: '/concesionario-digital/forma-de-pago/k7m2p9x4qr',
    });
    expect(server.operation?.used_vehicles).toHaveLength(1);
    expect(store.getState().operation?.used_vehicles[0]?.valuation).toBe(6_500_000);
    expect(store.getState().step).toBe('paymentMode');
    expect(store.getState().usedVehicle.form.codia).toBeNull();
  });

  it("spec 4: 'Cancelar' returns to the form as it was filled", async () => {
    const harness = await createResumedHarness();
    await fillForm(harness);
    const { store, callsTo } = harness;
    await store.getState().requestQuote();
    store.getState().cancelQuote();
    expect(store.getState().usedVehicle.valuation.status).toBe('idle');
    expect(store.getState().usedVehicle.form).toMatchObject({ codia: '0120345', year: '2018' });
    expect(callsTo('updateOperation')).toHaveLength(0);
  });

  it("spec 8: a failed valuation says 'No pudimos realizar la cotización de tu vehículo.'", async () => {
    const harness = await createResumedHarness({}, { valuation: apiError(400, 'invalid', 'x') });
    await fillForm(harness);
    expect(await harness.store.getState().requestQuote()).toBe(false);
    expect(harness.store.getState().usedVehicle.valuation).toEqual({
      status: 'failed',
      message: messages.valuationError,
    });
  });

  it('spec 9: a fourth used vehicle is refused', async () => {
    const three = [used('1', 1_000_000), used('2', 1_000_000), used('3', 1_000_000)];
    const harness = await createResumedHarness({ used_vehicles: three });
    const { store } = harness;
    expect(canAddUsedVehicle(store.getState())).toBe(false);
    expect(canGoTo(store.getState(), 'usedVehicle')).toBe(false);
    expect(store.getState().openUsedVehicleForm()).toBe(false);
    expect(store.getState().usedVehicle.limitMessage).toBe(messages.tooManyUsedVehicles);
  });

  it('spec 9: accepting a quote when 3 are already there is refused without an update', async () => {
    const harness = await createResumedHarness({
      used_vehicles: [used('1', 1_000_000), used('2', 1_000_000)],
    });
    await fillForm(harness);
    const { store, server, callsTo } = harness;
    await store.getState().requestQuote();
    // Another tab added a third one meanwhile.
    server.operation = {
      ...server.operation!,
      used_vehicles: [...server.operation!.used_vehicles, used('3', 1)],
    };
    await store.getState().refreshOperation();
    const navigation = await store.getState().acceptQuote();
    expect(navigation.isAllowed).toBe(false);
    expect(store.getState().usedVehicle.limitMessage).toBe(messages.tooManyUsedVehicles);
    expect(callsTo('updateOperation')).toHaveLength(0);
  });

  it("spec 5: removal asks '¿Querés remover este vehículo usado?' before removing", async () => {
    const harness = await createResumedHarness({
      used_vehicles: [used('1', 1_000_000), used('2', 2_000_000)],
    });
    const { store, callsTo } = harness;
    store.getState().askRemoveUsedVehicle(1);
    expect(store.getState().usedVehicle.removal).toEqual({
      status: 'confirming',
      index: 1,
      question: messages.usedVehicleRemoveQuestion,
    });
    store.getState().cancelRemoveUsedVehicle();
    expect(store.getState().usedVehicle.removal.status).toBe('idle');
    expect(callsTo('updateOperation')).toHaveLength(0);

    store.getState().askRemoveUsedVehicle(1);
    expect(await store.getState().confirmRemoveUsedVehicle()).toBe(true);
    expect(store.getState().operation?.used_vehicles.map((vehicle) => vehicle.codia)).toEqual([
      '1',
    ]);
  });
});

import { apiPaths, intranetPaths, messages } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectPriceBreakdownRows, selectSuggestedPromotionCode } from './selectors';
import { readServedUnit } from './served';
import type { ServedUnit } from './served';
import { promotion10, stockWire } from './test/fixtures';
import { errorReply, serveVehicle, startFlowApi, stockItemPath } from './test/http-api';
import type { FlowApi } from './test/http-api';

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

/** What the buy route's loader reads, through JSON as the page carries it. */
async function served(): Promise<ServedUnit> {
  return JSON.parse(JSON.stringify(await readServedUnit(flow.api, 1, 5))) as ServedUnit;
}

/** The flow data a store has once it loaded the unit itself. */
async function loadedByStore() {
  const store = flow.createStore();
  await store.getState().loadVehicle(1, 5);
  return store.getState();
}

describe('readServedUnit and the store it starts (the buy route rendered on the server)', () => {
  it('a store started from the served unit shows what loading it shows, and reads nothing', async () => {
    serveVehicle(flow.server);
    flow.server.on(apiPaths.promotionDiscover, { body: { data: promotion10 } });
    const unit = await served();
    const loaded = await loadedByStore();
    flow.server.requests.length = 0;

    const state = flow.createStore({ served: unit }).getState();
    expect(state.vehicle).toEqual(loaded.vehicle);
    expect(state.services).toEqual(loaded.services);
    expect(state.promotion).toEqual(loaded.promotion);
    expect(state.usdRate).toEqual(loaded.usdRate);
    expect(selectPriceBreakdownRows(state)).toEqual(selectPriceBreakdownRows(loaded));
    expect(selectSuggestedPromotionCode(state)).toBe(promotion10.code);
    expect(flow.server.requests).toEqual([]);
    // The actions are still the store's own.
    await state.loadVehicle(1, 5);
    expect(flow.requestsTo(stockItemPath)).toHaveLength(1);
  });

  it('a dollar unit carries its rate', async () => {
    serveVehicle(flow.server, { stock: { ...stockWire, currency: 'usd' } });
    flow.server.on(intranetPaths.usdRate, { body: { data: { value: 1200 } } });
    const unit = await served();
    expect(unit).toMatchObject({ status: 'forSale', usdRate: 1200 });
    const state = flow.createStore({ served: unit }).getState();
    expect(state.usdRate).toEqual((await loadedByStore()).usdRate);
  });

  it('booking prices that cannot be read fail as they do in the store', async () => {
    serveVehicle(flow.server);
    flow.server.on(apiPaths.parameters, errorReply(500, 'internal', 'Error interno'));
    const state = flow.createStore({ served: await served() }).getState();
    expect(state.services).toEqual({ status: 'failed' });
    expect(state.services).toEqual((await loadedByStore()).services);
  });

  it('an unknown unit and one no longer for sale are carried as such', async () => {
    serveVehicle(flow.server);
    flow.server.on(stockItemPath, errorReply(404, 'not_found', messages.notFound));
    expect(await served()).toEqual({ status: 'unavailable', reason: 'notFound' });
    serveVehicle(flow.server, { stock: { ...stockWire, status: 'reserved' } });
    const unit = await served();
    expect(unit).toEqual({ status: 'unavailable', reason: 'notForSale' });
    const state = flow.createStore({ served: unit }).getState();
    expect(state.vehicle).toEqual((await loadedByStore()).vehicle);
  });
});

import { apiPaths, intranetPaths, messages } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectPriceBreakdownRows, selectSuggestedPromotionCode } from './selectors';
import { flowSnapshot } from './snapshot';
import { promotion10, stockWire } from './test/fixtures';
import {
  errorReply,
  held,
  serveVehicle,
  startFlowApi,
  stockItemPath,
  stockRoute,
} from './test/http-api';
import type { FlowApi } from './test/http-api';

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

describe('flowSnapshot (the buy route rendered on the server)', () => {
  it('a store started from a loaded snapshot shows the same unit and prices and reads nothing', async () => {
    serveVehicle(flow.server);
    flow.server.on(apiPaths.promotionDiscover, { body: { data: promotion10 } });
    const rendered = flow.createStore();
    await rendered.getState().loadVehicle(1, 5);
    // Through JSON, as the page carries it.
    const carried = JSON.parse(JSON.stringify(flowSnapshot(rendered.getState())));
    flow.server.requests.length = 0;

    const browser = flow.createStore({ initial: carried });
    const state = browser.getState();
    expect(state.vehicle).toEqual(rendered.getState().vehicle);
    expect(selectPriceBreakdownRows(state)).toEqual(selectPriceBreakdownRows(rendered.getState()));
    expect(selectSuggestedPromotionCode(state)).toBe(promotion10.code);
    expect(flow.server.requests).toEqual([]);
    // The actions are still the store's own.
    await state.loadVehicle(1, 5);
    expect(flow.requestsTo(stockItemPath)).toHaveLength(1);
  });

  it('a dollar unit carries its rate', async () => {
    serveVehicle(flow.server, { stock: { ...stockWire, currency: 'usd' } });
    flow.server.on(intranetPaths.usdRate, { body: { data: { value: 1200 } } });
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(flowSnapshot(store.getState()).usdRate).toEqual({ status: 'loaded', value: 1200 });
  });

  it('reads still in flight are left out, so the browser starts them again', async () => {
    serveVehicle(flow.server);
    const stock = held(stockRoute());
    const parameters = held({ body: { data: { services: { '1': { booking_price: 350_000 } } } } });
    flow.server.on(stockItemPath, stock.route);
    flow.server.on(apiPaths.parameters, parameters.route);
    const store = flow.createStore();
    const loading = store.getState().loadVehicle(1, 5);
    // Both reads have reached the server, which has not answered them yet; the promotion
    // is looked up only once the unit is known.
    await expect.poll(() => flow.requestsTo(stockItemPath)).toHaveLength(1);
    await expect.poll(() => flow.requestsTo(apiPaths.parameters)).toHaveLength(1);
    const snapshot = flowSnapshot(store.getState());
    expect(snapshot.vehicle).toEqual({ status: 'idle' });
    expect(snapshot.services).toEqual({ status: 'idle' });
    expect(snapshot.promotion.discover).toEqual({ status: 'idle' });
    stock.release();
    parameters.release();
    await loading;
  });

  it('an unavailable unit is carried as such', async () => {
    serveVehicle(flow.server);
    flow.server.on(stockItemPath, errorReply(404, 'not_found', messages.notFound));
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(flowSnapshot(store.getState()).vehicle.status).toBe('unavailable');
  });
});

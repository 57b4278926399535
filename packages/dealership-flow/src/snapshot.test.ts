import { describe, expect, it } from 'vitest';
import { selectPriceBreakdownRows, selectSuggestedPromotionCode } from './selectors';
import { flowSnapshot } from './snapshot';
import { promotion10, stockFixture } from './test/fixtures';
import { createHarness } from './test/setup';

describe('flowSnapshot (the buy route rendered on the server)', () => {
  it('a store started from a loaded snapshot shows the same unit and prices and reads nothing', async () => {
    const server = createHarness({ discovered: promotion10 });
    await server.store.getState().loadVehicle(1, 5);
    // Through JSON, as the page carries it.
    const carried = JSON.parse(JSON.stringify(flowSnapshot(server.store.getState())));

    const browser = createHarness({ discovered: promotion10 }, { initial: carried });
    const state = browser.store.getState();
    expect(state.vehicle).toEqual(server.store.getState().vehicle);
    expect(selectPriceBreakdownRows(state)).toEqual(
      selectPriceBreakdownRows(server.store.getState()),
    );
    expect(selectSuggestedPromotionCode(state)).toBe(promotion10.code);
    expect(browser.calls).toEqual([]);
    // The actions are still the store's own.
    await state.loadVehicle(1, 5);
    expect(browser.calls.map((call) => call.name)).toContain('findStockUnit');
  });

  it('a dollar unit carries its rate', async () => {
    const server = createHarness({ stock: stockFixture({ currency: 'usd' }), usdRate: 1200 });
    await server.store.getState().loadVehicle(1, 5);
    expect(flowSnapshot(server.store.getState()).usdRate).toEqual({
      status: 'loaded',
      value: 1200,
    });
  });

  it('reads still in flight are left out, so the browser starts them again', () => {
    const { store, hold } = createHarness();
    hold('findStockUnit');
    hold('findParameters');
    void store.getState().loadVehicle(1, 5);
    const snapshot = flowSnapshot(store.getState());
    expect(snapshot.vehicle).toEqual({ status: 'idle' });
    expect(snapshot.services).toEqual({ status: 'idle' });
    expect(snapshot.promotion.discover).toEqual({ status: 'idle' });
  });

  it('an unavailable unit is carried as such', async () => {
    const server = createHarness({ stock: null });
    await server.store.getState().loadVehicle(1, 5);
    expect(flowSnapshot(server.store.getState()).vehicle.status).toBe('unavailable');
  });
});

import { apiPaths, debounceMs } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectAppliedPromotionCode, selectPendingAmount } from './selectors';
import { fastDebounce, held, startFlowApi, timerClockSlackMs } from './test/http-api';
import type { FlowApi } from './test/http-api';
import { defaultUnit } from './test/real-api';

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

const checks = () => flow.requestsTo(apiPaths.promotion);

/** A quiet period no test outlasts: the check runs only when the test flushes it. */
const checkOnFlush = { discountCode: 60_000 };

/** A code of the seed for every unit: $ 500.000 off. */
const code = 'PIEDEMONTE500';

async function loadedStore(options: Parameters<FlowApi['createStore']>[0] = {}) {
  const unit = await defaultUnit();
  const store = flow.createStore(options);
  await store.getState().loadVehicle(unit.brand_id, unit.id);
  flow.server.requests.length = 0;
  return { store, unit };
}

describe('promotion code', () => {
  it('spec 5: the discount code is checked 900 ms after typing stops', async () => {
    // The spec's quiet period, on the real clock.
    const { store, unit } = await loadedStore();
    let requestedAfterMs: number | null = null;
    const typing = performance.now();
    store.subscribe((state, previous) => {
      if (
        state.promotion.check.status === 'requested' &&
        previous.promotion.check.status !== 'requested'
      ) {
        requestedAfterMs ??= performance.now() - typing;
      }
    });
    store.getState().setPromotionCodeText('PIE');
    store.getState().setPromotionCodeText(code);
    expect(store.getState().promotion.check.status).toBe('idle');
    await expect
      .poll(() => store.getState().promotion.check.status, { timeout: 5_000 })
      .toBe('successful');
    // One check for the keystrokes, with the last text, once the field was quiet for 900 ms.
    expect(requestedAfterMs).toBeGreaterThanOrEqual(debounceMs.discountCode - timerClockSlackMs);
    expect(checks()).toHaveLength(1);
    expect(Object.fromEntries(checks()[0]?.query ?? [])).toEqual({
      code,
      family: unit.family,
      chassis: unit.chassis,
      brand_id: String(unit.brand_id),
    });
    expect(store.getState().promotion.check).toMatchObject({
      status: 'successful',
      promotion: { code, money_discount: 500_000 },
    });
    expect(selectAppliedPromotionCode(store.getState())).toBe(code);
  });

  it('spec 4, 8: a check in flight is requested; a failed check resets the request state', async () => {
    const { store } = await loadedStore({ debounce: fastDebounce });
    const check = held();
    flow.server.on(apiPaths.promotion, check.route);
    store.getState().setPromotionCodeText('NOEXISTE');
    await expect.poll(() => checks()).toHaveLength(1);
    expect(store.getState().promotion.check).toEqual({ status: 'requested', code: 'NOEXISTE' });
    check.release();
    await expect.poll(() => store.getState().promotion.check).toEqual({ status: 'idle' });
    expect(store.getState().promotion.rejectedCode).toBe('NOEXISTE');
    expect(selectAppliedPromotionCode(store.getState())).toBeNull();
  });

  it('spec 5: an answer for a code that was typed over is ignored', async () => {
    const { store } = await loadedStore({ debounce: checkOnFlush });
    const check = held();
    flow.server.on(apiPaths.promotion, check.route);
    const statuses: string[] = [];
    store.subscribe((state) => statuses.push(state.promotion.check.status));
    store.getState().setPromotionCodeText(code);
    const checking = store.getState().flush();
    await expect.poll(() => checks()).toHaveLength(1);
    store.getState().setPromotionCodeText(code.slice(0, -1));
    check.release();
    // The check of the whole code has had its answer.
    await checking;
    expect(store.getState().promotion.check.status).toBe('idle');
    expect(statuses).not.toContain('successful');
  });

  it('spec 7.2: with an operation, a valid code is applied through an update', async () => {
    const store = await flow.startedStore({ debounce: fastDebounce });
    const fullPrice = store.getState().operation!.purchase.vehicle.fullprice;
    store.getState().setPromotionCodeText(code);
    await expect.poll(() => store.getState().operation?.promotion.code).toBe(code);
    await store.getState().flush();
    const updates = flow.requestsTo(apiPaths.dealershipUpdate);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.json).toMatchObject({ promotion: { code } });
    expect(store.getState().operation?.promotion).toEqual({
      code,
      discount: 500_000,
      price: fullPrice - 500_000,
    });
    expect(selectPendingAmount(store.getState())).toBe(fullPrice - 500_000);
  });
});

import { apiPaths, debounceMs } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectAppliedPromotionCode, selectPendingAmount } from './selectors';
import { fullPrice, promotion10 } from './test/fixtures';
import {
  fastDebounce,
  held,
  promotionCheckRoute,
  resumedStore,
  serveVehicle,
  startFlowApi,
  timerClockSlackMs,
} from './test/http-api';
import type { FlowApi } from './test/http-api';

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

async function loadedStore(options: Parameters<FlowApi['createStore']>[0] = {}) {
  serveVehicle(flow.server);
  flow.server.on(apiPaths.promotion, promotionCheckRoute());
  const store = flow.createStore(options);
  await store.getState().loadVehicle(1, 5);
  flow.server.requests.length = 0;
  return store;
}

describe('promotion code', () => {
  it('spec 5: the discount code is checked 900 ms after typing stops', async () => {
    // The spec's quiet period, on the real clock.
    const store = await loadedStore();
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
    store.getState().setPromotionCodeText('PRO');
    store.getState().setPromotionCodeText('PROMO10');
    expect(store.getState().promotion.check.status).toBe('idle');
    await expect
      .poll(() => store.getState().promotion.check.status, { timeout: 5_000 })
      .toBe('successful');
    // One check for the keystrokes, with the last text, once the field was quiet for 900 ms.
    expect(requestedAfterMs).toBeGreaterThanOrEqual(debounceMs.discountCode - timerClockSlackMs);
    expect(checks()).toHaveLength(1);
    expect(Object.fromEntries(checks()[0]?.query ?? [])).toEqual({
      code: 'PROMO10',
      family: 'Polo',
      chassis: '9BWZZZ377VT004251',
      brand_id: '1',
    });
    expect(store.getState().promotion.check).toEqual({
      status: 'successful',
      promotion: promotion10,
    });
    expect(selectAppliedPromotionCode(store.getState())).toBe('PROMO10');
  });

  it('spec 4, 8: a check in flight is requested; a failed check resets the request state', async () => {
    const store = await loadedStore({ debounce: fastDebounce });
    const check = held(promotionCheckRoute());
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
    const store = await loadedStore({ debounce: checkOnFlush });
    const check = held(promotionCheckRoute());
    flow.server.on(apiPaths.promotion, check.route);
    const statuses: string[] = [];
    store.subscribe((state) => statuses.push(state.promotion.check.status));
    store.getState().setPromotionCodeText('PROMO10');
    const checking = store.getState().flush();
    await expect.poll(() => checks()).toHaveLength(1);
    store.getState().setPromotionCodeText('PROMO1');
    check.release();
    // The check of PROMO10 has had its answer.
    await checking;
    expect(store.getState().promotion.check.status).toBe('idle');
    expect(statuses).not.toContain('successful');
  });

  it('spec 7.2: with an operation, a valid code is applied through an update', async () => {
    flow.server.on(apiPaths.promotion, promotionCheckRoute());
    const { store } = await resumedStore(flow, {}, { debounce: fastDebounce });
    store.getState().setPromotionCodeText('BIENVENIDA');
    await expect.poll(() => store.getState().operation?.promotion.code).toBe('BIENVENIDA');
    await store.getState().flush();
    const updates = flow.requestsTo(apiPaths.dealershipUpdate);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.json).toMatchObject({ promotion: { code: 'BIENVENIDA' } });
    expect(store.getState().operation?.promotion).toEqual({
      code: 'BIENVENIDA',
      discount: 500_000,
      price: fullPrice - 500_000,
    });
    expect(selectPendingAmount(store.getState())).toBe(fullPrice - 500_000);
  });
});

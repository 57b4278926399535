import { apiPaths, debounceMs, messages } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  canContinueFromPaymentMode,
  isFinancingComingSoon,
  isFinancingDisabled,
  selectCashAmount,
  selectDisplayedPendingAmount,
  selectPendingAmount,
} from './selectors';
import type { DealershipFlowStore } from './store';
import { errorReply, fastDebounce, startFlowApi, timerClockSlackMs } from './test/http-api';
import type { FlowApi } from './test/http-api';
import { changeElsewhere, seededUnit, storedOperation, valuedTradeIn } from './test/real-api';

let flow: FlowApi;

/** A store on an operation of its own, with its code and full price. */
async function started(options: Parameters<FlowApi['startedStore']>[0] = {}) {
  const store = await flow.startedStore(options);
  return withFacts(store);
}

function withFacts(store: DealershipFlowStore) {
  const operation = store.getState().operation!;
  return { store, code: operation.code, fullPrice: operation.purchase.vehicle.fullprice };
}

/**
 * A store that resumed an operation another tab gave a trade-in and, with `credit`, the
 * seed's 36-month plan (4) for that amount.
 */
async function withTradeInAndCredit({ tradeIn = true, credit = 0 } = {}) {
  const first = await started();
  const used = tradeIn ? [await valuedTradeIn(first.code)] : [];
  const stored = await changeElsewhere(first.code, () => ({
    used_vehicles: used,
    ...(credit > 0 ? { credit_id: 4, credit_amount: credit } : {}),
  }));
  return { ...withFacts(await flow.resumedBy(first.code)), stored };
}

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

const updates = () => flow.requestsTo(apiPaths.dealershipUpdate);

describe('cash amount', () => {
  it('spec 5: non-numeric cash is 0', async () => {
    const { store, fullPrice } = await started();
    store.getState().setCashText('mucho');
    expect(selectCashAmount(store.getState())).toBe(0);
    expect(selectPendingAmount(store.getState())).toBe(fullPrice);
  });

  it('spec 5: cash is read in Argentine grouping and capped at the full price with discount', async () => {
    const { store, fullPrice } = await started({ debounce: fastDebounce });
    store.getState().setCashText('1.500.000');
    expect(selectCashAmount(store.getState())).toBe(1_500_000);
    store.getState().setCashText('99999999999');
    expect(selectCashAmount(store.getState())).toBe(fullPrice);
    // The debounced save goes out by itself.
    await expect.poll(() => store.getState().update.status).toBe('succeeded');
    // The field shows the cap once it is saved.
    expect(store.getState().cashText).toBe(String(fullPrice));
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.json).toMatchObject({ cash_amount: fullPrice });
  });

  it('spec 5: cash is saved after 500 ms of inactivity', async () => {
    // The spec's quiet period, on the real clock.
    const { store, code, fullPrice } = await started();
    let sentAfterMs: number | null = null;
    const typing = performance.now();
    store.subscribe((state, previous) => {
      if (state.update.status === 'started' && previous.update.status !== 'started') {
        sentAfterMs ??= performance.now() - typing;
      }
    });
    store.getState().setCashText('1');
    store.getState().setCashText('10000000');
    expect(store.getState().update.status).toBe('idle');
    await expect.poll(() => store.getState().update.status, { timeout: 5_000 }).toBe('succeeded');
    // One save for the keystrokes, with the last text, once the field was quiet for 500 ms.
    expect(sentAfterMs).toBeGreaterThanOrEqual(debounceMs.cashAmount - timerClockSlackMs);
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.json).toMatchObject({ code, cash_amount: 10_000_000 });
    expect((await storedOperation(code)).cash_amount).toBe(10_000_000);
    expect(store.getState().operation?.pending_amount).toBe(fullPrice - 10_000_000);
  });

  it('spec 3: the pending amount is derived from what is typed, before any save', async () => {
    const { store, fullPrice } = await started();
    store.getState().setCashText(String(fullPrice - 20_000_000));
    expect(store.getState().update.status).toBe('idle');
    expect(selectPendingAmount(store.getState())).toBe(20_000_000);
    // The server's copy is not used for it (never stored twice).
    expect(store.getState().operation?.pending_amount).toBe(fullPrice);
    expect(updates()).toHaveLength(0);
  });

  it("spec 5: 'Completar Restante' sets cash to current cash plus the pending amount", async () => {
    const { store, code, fullPrice, stored } = await withTradeInAndCredit({ credit: 8_000_000 });
    const valuation = stored.used_vehicles[0]?.valuation ?? 0;
    store.getState().setCashText('1000000');
    const pending = fullPrice - 1_000_000 - valuation - 8_000_000;
    expect(selectPendingAmount(store.getState())).toBe(pending);
    await store.getState().completeRemaining();
    expect(store.getState().cashText).toBe(String(1_000_000 + pending));
    expect(selectPendingAmount(store.getState())).toBe(0);
    // Saved at once, not 500 ms later, and only once: no save is left scheduled.
    expect(updates()).toHaveLength(1);
    expect((await storedOperation(code)).pending_amount).toBe(0);
    await store.getState().flush();
    expect(updates()).toHaveLength(1);
  });

  it('spec 4: operation updates fail silently and the last good operation stays', async () => {
    const { store } = await started({ debounce: fastDebounce });
    store.getState().setCashText('3000000');
    await store.getState().flush();
    const good = store.getState().operation;
    expect(good?.cash_amount).toBe(3_000_000);

    flow.server.on(
      apiPaths.dealershipUpdate,
      errorReply(500, 'server_error', messages.serverError),
    );
    store.getState().setCashText('5000000');
    await expect.poll(() => store.getState().update.status).toBe('failed');
    const state = store.getState();
    expect(state.update).toMatchObject({ message: messages.serverError });
    expect(state.operation).toBe(good);
    // What the buyer typed is kept, and the next change tries again.
    expect(state.cashText).toBe('5000000');
    expect(selectCashAmount(state)).toBe(5_000_000);
    // The real server answers again.
    flow.server.on(apiPaths.dealershipUpdate, () => undefined);
    store.getState().setCashText('6000000');
    await store.getState().flush();
    expect(store.getState().update.status).toBe('succeeded');
    expect(store.getState().operation?.cash_amount).toBe(6_000_000);
    expect(updates().map((request) => request.json)).toMatchObject([
      { cash_amount: 3_000_000 },
      { cash_amount: 5_000_000 },
      { cash_amount: 6_000_000 },
    ]);
  });

  it('spec 4: flush() saves at once and dispose() cancels a scheduled save', async () => {
    const first = await started();
    first.store.getState().setCashText('2000000');
    await first.store.getState().flush();
    expect(updates()).toHaveLength(1);

    const second = await started({ debounce: fastDebounce });
    // Typed after the disposed store's, with the same quiet period: once it has saved,
    // the disposed store's save would have gone out too.
    const control = await flow.resumedBy(second.code, { debounce: fastDebounce });
    second.store.getState().setCashText('2000000');
    second.store.getState().dispose();
    control.getState().setCashText('3000000');
    await expect.poll(() => control.getState().update.status).toBe('succeeded');
    await second.store.getState().flush();
    expect(updates().map((request) => request.json)).toMatchObject([{ cash_amount: 3_000_000 }]);
  });
});

describe('step 1 rules', () => {
  it('spec 5: continue only when the pending amount is 0', async () => {
    const { store, fullPrice } = await started();
    expect(canContinueFromPaymentMode(store.getState())).toBe(false);
    store.getState().setCashText(String(fullPrice - 1));
    expect(canContinueFromPaymentMode(store.getState())).toBe(false);
    store.getState().setCashText(String(fullPrice));
    expect(canContinueFromPaymentMode(store.getState())).toBe(true);
  });

  it('spec 5: continue with a balance when at least one used vehicle exists', async () => {
    const { store, fullPrice, stored } = await withTradeInAndCredit();
    const valuation = stored.used_vehicles[0]?.valuation ?? 0;
    expect(selectDisplayedPendingAmount(store.getState())).toBe(fullPrice - valuation);
    expect(canContinueFromPaymentMode(store.getState())).toBe(true);
  });

  it('spec 4: financing is disabled when the balance is 0 and no financing is chosen', async () => {
    const { store, fullPrice } = await started();
    expect(isFinancingDisabled(store.getState())).toBe(false);
    store.getState().setCashText(String(fullPrice));
    expect(isFinancingDisabled(store.getState())).toBe(true);
  });

  it('spec 4: financing stays enabled at balance 0 when financing is chosen', async () => {
    const { store, fullPrice } = await withTradeInAndCredit({
      tradeIn: false,
      credit: 8_000_000,
    });
    store.getState().setCashText(String(fullPrice - 8_000_000));
    expect(selectPendingAmount(store.getState())).toBe(0);
    expect(isFinancingDisabled(store.getState())).toBe(false);
  });

  it("spec 9: BAIC financing is 'Próximamente'", async () => {
    const { store } = await started({ unit: await seededUnit(6, () => true) });
    expect(isFinancingComingSoon(store.getState())).toBe(true);
  });
});

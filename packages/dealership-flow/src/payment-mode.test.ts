import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canContinueFromPaymentMode,
  isFinancingComingSoon,
  isFinancingDisabled,
  selectCashAmount,
  selectDisplayedPendingAmount,
  selectPendingAmount,
} from './selectors';
import { apiError } from './test/fake-api';
import { fullPrice, operationFixture } from './test/fixtures';
import { createResumedHarness } from './test/setup';

const usedVehicle = {
  brand: 'Volkswagen',
  model: 'Gol Trend',
  vehicle: 'Gol Trend 1.6 Trendline',
  codia: '0120345',
  kms: 80_000,
  year: 2018,
  valuation: 6_500_000,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cash amount', () => {
  it('spec 5: non-numeric cash is 0', async () => {
    const { store } = await createResumedHarness();
    store.getState().setCashText('mucho');
    expect(selectCashAmount(store.getState())).toBe(0);
    expect(selectPendingAmount(store.getState())).toBe(fullPrice);
  });

  it('spec 5: cash is read in Argentine grouping and capped at the full price with discount', async () => {
    const { store, callsTo } = await createResumedHarness();
    store.getState().setCashText('1.500.000');
    expect(selectCashAmount(store.getState())).toBe(1_500_000);
    store.getState().setCashText('99999999999');
    expect(selectCashAmount(store.getState())).toBe(fullPrice);
    await vi.advanceTimersByTimeAsync(500);
    // The field shows the cap once it is saved.
    expect(store.getState().cashText).toBe(String(fullPrice));
    expect(callsTo('updateOperation')[0]?.args[0]).toMatchObject({ cash_amount: fullPrice });
  });

  it('spec 5: cash is saved after 500 ms of inactivity', async () => {
    const { store, callsTo, server } = await createResumedHarness();
    store.getState().setCashText('1');
    await vi.advanceTimersByTimeAsync(300);
    store.getState().setCashText('10000000');
    await vi.advanceTimersByTimeAsync(499);
    expect(callsTo('updateOperation')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo('updateOperation')).toHaveLength(1);
    expect(callsTo('updateOperation')[0]?.args[0]).toMatchObject({
      code: 'K7M2P9X4QR',
      cash_amount: 10_000_000,
    });
    await store.getState().flush();
    expect(store.getState().update.status).toBe('succeeded');
    expect(server.operation?.cash_amount).toBe(10_000_000);
    expect(store.getState().operation?.pending_amount).toBe(fullPrice - 10_000_000);
  });

  it('spec 3: the pending amount is derived from what is typed, before any save', async () => {
    const { store, callsTo } = await createResumedHarness();
    store.getState().setCashText('4800000');
    expect(callsTo('updateOperation')).toHaveLength(0);
    expect(selectPendingAmount(store.getState())).toBe(20_000_000);
    // The server's copy is not used for it (never stored twice).
    expect(store.getState().operation?.pending_amount).toBe(fullPrice);
  });

  it("spec 5: 'Completar Restante' sets cash to current cash plus the pending amount", async () => {
    const { store, callsTo } = await createResumedHarness({
      used_vehicles: [usedVehicle],
      credit_id: 4,
      credit_amount: 8_000_000,
    });
    store.getState().setCashText('1000000');
    const pending = fullPrice - 1_000_000 - 6_500_000 - 8_000_000;
    expect(selectPendingAmount(store.getState())).toBe(pending);
    await store.getState().completeRemaining();
    expect(store.getState().cashText).toBe(String(1_000_000 + pending));
    expect(selectPendingAmount(store.getState())).toBe(0);
    // Saved at once, not 500 ms later, and only once.
    expect(callsTo('updateOperation')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(callsTo('updateOperation')).toHaveLength(1);
  });

  it('spec 4: operation updates fail silently and the last good operation stays', async () => {
    const { store, server } = await createResumedHarness();
    store.getState().setCashText('3000000');
    await store.getState().flush();
    const good = store.getState().operation;
    expect(good?.cash_amount).toBe(3_000_000);

    server.updateError = apiError(500, 'server', 'Tuvimos un problema.');
    store.getState().setCashText('5000000');
    await vi.advanceTimersByTimeAsync(500);
    await store.getState().flush();
    const state = store.getState();
    expect(state.update.status).toBe('failed');
    expect(state.operation).toBe(good);
    // What the buyer typed is kept, and the next change tries again.
    expect(state.cashText).toBe('5000000');
    expect(selectCashAmount(state)).toBe(5_000_000);
    server.updateError = null;
    store.getState().setCashText('6000000');
    await store.getState().flush();
    expect(store.getState().update.status).toBe('succeeded');
    expect(store.getState().operation?.cash_amount).toBe(6_000_000);
  });

  it('spec 4: flush() saves at once and dispose() cancels a scheduled save', async () => {
    const first = await createResumedHarness();
    first.store.getState().setCashText('2000000');
    await first.store.getState().flush();
    expect(first.callsTo('updateOperation')).toHaveLength(1);

    const second = await createResumedHarness();
    second.store.getState().setCashText('2000000');
    second.store.getState().dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(second.callsTo('updateOperation')).toHaveLength(0);
  });
});

describe('step 1 rules', () => {
  it('spec 5: continue only when the pending amount is 0', async () => {
    const { store } = await createResumedHarness();
    expect(canContinueFromPaymentMode(store.getState())).toBe(false);
    store.getState().setCashText(String(fullPrice - 1));
    expect(canContinueFromPaymentMode(store.getState())).toBe(false);
    store.getState().setCashText(String(fullPrice));
    expect(canContinueFromPaymentMode(store.getState())).toBe(true);
  });

  it('spec 5: continue with a balance when at least one used vehicle exists', async () => {
    const { store } = await createResumedHarness({ used_vehicles: [usedVehicle] });
    expect(selectDisplayedPendingAmount(store.getState())).toBe(fullPrice - 6_500_000);
    expect(canContinueFromPaymentMode(store.getState())).toBe(true);
  });

  it('spec 4: financing is disabled when the balance is 0 and no financing is chosen', async () => {
    const { store } = await createResumedHarness();
    expect(isFinancingDisabled(store.getState())).toBe(false);
    store.getState().setCashText(String(fullPrice));
    expect(isFinancingDisabled(store.getState())).toBe(true);
  });

  it('spec 4: financing stays enabled at balance 0 when financing is chosen', async () => {
    const { store } = await createResumedHarness({ credit_id: 4, credit_amount: 8_000_000 });
    store.getState().setCashText(String(fullPrice - 8_000_000));
    expect(selectPendingAmount(store.getState())).toBe(0);
    expect(isFinancingDisabled(store.getState())).toBe(false);
  });

  it("spec 9: BAIC financing is 'Próximamente'", async () => {
    const { store } = await createResumedHarness({
      brand_id: 6,
      purchase: {
        ...operationFixture().purchase,
        vehicle: { ...operationFixture().purchase.vehicle, brand_id: 6 },
      },
    });
    expect(isFinancingComingSoon(store.getState())).toBe(true);
  });
});

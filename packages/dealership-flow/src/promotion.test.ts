import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectAppliedPromotionCode, selectPendingAmount } from './selectors';
import { fullPrice, promotion10, promotionMoney } from './test/fixtures';
import { createHarness, createResumedHarness } from './test/setup';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('promotion code', () => {
  it('spec 5: the discount code is checked 900 ms after typing stops', async () => {
    const { store, callsTo } = createHarness({ promotions: [promotion10] });
    await store.getState().loadVehicle(1, 5);
    store.getState().setPromotionCodeText('PRO');
    await vi.advanceTimersByTimeAsync(600);
    store.getState().setPromotionCodeText('PROMO10');
    await vi.advanceTimersByTimeAsync(899);
    expect(callsTo('checkPromotion')).toHaveLength(0);
    expect(store.getState().promotion.check.status).toBe('idle');
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo('checkPromotion')).toHaveLength(1);
    expect(callsTo('checkPromotion')[0]?.args[0]).toEqual({
      code: 'PROMO10',
      family: 'Polo',
      chassis: '9BWZZZ377VT004251',
      brand_id: 1,
    });
    expect(store.getState().promotion.check).toEqual({
      status: 'successful',
      promotion: promotion10,
    });
    expect(selectAppliedPromotionCode(store.getState())).toBe('PROMO10');
  });

  it('spec 4, 8: a check in flight is requested; a failed check resets the request state', async () => {
    const { store, hold } = createHarness();
    await store.getState().loadVehicle(1, 5);
    const release = hold('checkPromotion');
    store.getState().setPromotionCodeText('NOEXISTE');
    await vi.advanceTimersByTimeAsync(900);
    expect(store.getState().promotion.check).toEqual({ status: 'requested', code: 'NOEXISTE' });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().promotion.check).toEqual({ status: 'idle' });
    expect(store.getState().promotion.rejectedCode).toBe('NOEXISTE');
    expect(selectAppliedPromotionCode(store.getState())).toBeNull();
  });

  it('spec 5: an answer for a code that was typed over is ignored', async () => {
    const { store, hold } = createHarness({ promotions: [promotion10] });
    await store.getState().loadVehicle(1, 5);
    const release = hold('checkPromotion');
    store.getState().setPromotionCodeText('PROMO10');
    await vi.advanceTimersByTimeAsync(900);
    store.getState().setPromotionCodeText('PROMO1');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().promotion.check.status).toBe('idle');
  });

  it('spec 7.2: with an operation, a valid code is applied through an update', async () => {
    const { store, callsTo } = await createResumedHarness({}, { promotions: [promotionMoney] });
    store.getState().setPromotionCodeText('BIENVENIDA');
    await vi.advanceTimersByTimeAsync(900);
    await store.getState().flush();
    expect(callsTo('updateOperation')[0]?.args[0]).toMatchObject({
      promotion: { code: 'BIENVENIDA' },
    });
    expect(store.getState().operation?.promotion).toEqual({
      code: 'BIENVENIDA',
      discount: 500_000,
      price: fullPrice - 500_000,
    });
    expect(selectPendingAmount(store.getState())).toBe(fullPrice - 500_000);
  });
});

import { apiPaths } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  creditAmountChangedMessage,
  formatTime,
  installmentsLabel,
  priceBreakdownLabels,
  usedVehicleFieldMessages,
} from './copy';
import {
  isCreditAmountChanged,
  isPaymentFrameVisible,
  selectCreditAmountMessage,
  selectFinalPrice,
  selectOperationAmounts,
  selectPriceBreakdownRows,
  selectUsedKmsError,
  selectUsedYearError,
} from './selectors';
import { fullPrice, operationWire, paymentConfig } from './test/fixtures';
import {
  fastDebounce,
  promotionCheckRoute,
  resumedStore,
  serveVehicle,
  startFlowApi,
} from './test/http-api';
import type { FlowApi } from './test/http-api';
import { seededPlan } from './test/real-api';

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

describe('the amount to finance after a plan was chosen', () => {
  it('spec 4: says so beside the amount once it differs from the chosen plan', async () => {
    const store = await flow.startedWithBalance(10_000_000);
    const fixed36 = await seededPlan(store.getState().operation!, 4);
    await store.getState().openCredit();
    await store.getState().selectCreditPlan(fixed36);
    expect(isCreditAmountChanged(store.getState())).toBe(false);
    expect(selectCreditAmountMessage(store.getState())).toBeNull();

    store.getState().setLoanAmountText('8000000');
    expect(store.getState().operation?.credit_id).toBe(fixed36.id);
    expect(selectCreditAmountMessage(store.getState())).toBe(creditAmountChangedMessage);
    expect(creditAmountChangedMessage).toBe(
      'Cambiaste el importe: elegí de nuevo un plan para este importe.',
    );

    // Back to the plan's amount: nothing to say.
    store.getState().setLoanAmountText('10.000.000');
    expect(selectCreditAmountMessage(store.getState())).toBeNull();
  });

  it('spec 4: clearing the plan (choosing it again) and choosing it anew settles the new amount', async () => {
    const store = await flow.startedWithBalance(10_000_000, { debounce: fastDebounce });
    const fixed36 = await seededPlan(store.getState().operation!, 4);
    await store.getState().openCredit();
    await store.getState().selectCreditPlan(fixed36);
    store.getState().setLoanAmountText('8000000');
    // Plans are listed for the new amount.
    await expect
      .poll(() => store.getState().credit.plans)
      .toMatchObject({ status: 'loaded', amount: 8_000_000 });
    await store.getState().selectCreditPlan(fixed36);
    expect(store.getState().operation?.credit_id).toBeNull();
    expect(selectCreditAmountMessage(store.getState())).toBeNull();
    await store.getState().selectCreditPlan(fixed36);
    expect(store.getState().operation?.credit_amount).toBe(8_000_000);
    expect(selectCreditAmountMessage(store.getState())).toBeNull();
  });

  it('spec 4: a plan not available for the amount finances its maximum, and the field shows it', async () => {
    const store = await flow.startedStore();
    const fixed36 = await seededPlan(store.getState().operation!, 4);
    await store.getState().openCredit();
    // Above the plan's $ 20.000.000 maximum, under the unit's price.
    store.getState().setLoanAmountText('25000000');
    await store.getState().selectCreditPlan(fixed36);
    expect(store.getState().operation?.credit_amount).toBe(fixed36.financed_max);
    expect(store.getState().credit.loanAmountText).toBe(String(fixed36.financed_max));
    expect(selectCreditAmountMessage(store.getState())).toBeNull();
  });
});

describe('used-vehicle year and kilometres', () => {
  it('spec 5: an invalid year says why under the field (next year is the latest)', async () => {
    const store = await flow.startedStore();
    expect(selectUsedYearError(store.getState())).toBeNull();
    store.getState().setUsedYear('20');
    expect(selectUsedYearError(store.getState())).toBe(usedVehicleFieldMessages.year(2027));
    expect(usedVehicleFieldMessages.year(2027)).toBe(
      'Ingresá un año de 4 dígitos entre 1900 y 2027.',
    );
    store.getState().setUsedYear('2028');
    expect(selectUsedYearError(store.getState())).not.toBeNull();
    store.getState().setUsedYear('2027');
    expect(selectUsedYearError(store.getState())).toBeNull();
  });

  it('spec 5: kilometres that are not a number say why under the field', async () => {
    const store = await flow.startedStore();
    store.getState().setUsedKms('mucho');
    expect(selectUsedKmsError(store.getState())).toBe(
      'Ingresá los kilómetros en números, por ejemplo 45000.',
    );
    store.getState().setUsedKms('45.000');
    expect(selectUsedKmsError(store.getState())).toBeNull();
    store.getState().setUsedKms('');
    expect(selectUsedKmsError(store.getState())).toBeNull();
  });
});

describe('copy', () => {
  it('instalments are singular or plural: 1 cuota, 3 cuotas', () => {
    expect(installmentsLabel(1)).toBe('1 cuota');
    expect(installmentsLabel(2)).toBe('2 cuotas');
    expect(installmentsLabel(36)).toBe('36 cuotas');
  });

  it('times are 24-hour HH:mm in Mendoza, never a. m. / p. m.', () => {
    expect(formatTime('2026-11-22T17:05:00.000Z')).toBe('14:05');
    expect(formatTime('2026-11-22T03:00:00.000Z')).toBe('00:00');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('final price', () => {
  it('spec 2.11: the confirmation shows Precio final apart from the deposit', async () => {
    serveVehicle(flow.server);
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    const rows = selectPriceBreakdownRows(store.getState());
    expect(rows.map((row) => row.key)).toEqual([
      'listPrice',
      'licenseCost',
      'preparationCost',
      'discount',
      'finalPrice',
      'reservationFee',
    ]);
    const final = rows.find((row) => row.key === 'finalPrice');
    // 25.000.000 − 1.000.000 + 500.000 + 300.000
    expect(final).toMatchObject({ label: priceBreakdownLabels.finalPrice, amount: fullPrice });
    expect(final?.label).toBe('Precio final');
  });

  it('spec 3: the discount code, once applied, is taken off the final price', async () => {
    serveVehicle(flow.server);
    flow.server.on(apiPaths.promotion, promotionCheckRoute());
    const store = flow.createStore({ debounce: fastDebounce });
    await store.getState().loadVehicle(1, 5);
    store.getState().setPromotionCodeText('PROMO10');
    await expect.poll(() => store.getState().promotion.check.status).toBe('successful');
    const final = selectPriceBreakdownRows(store.getState()).find(
      (row) => row.key === 'finalPrice',
    );
    expect(final?.amount).toBe(fullPrice - 2_480_000);
    expect(selectFinalPrice(store.getState())).toBe(fullPrice - 2_480_000);
  });

  it("with an operation it is api-client's promotion price (the review's and the summary's)", async () => {
    // The seed's $ 500.000 code, applied through an update.
    const store = await flow.startedStore({ debounce: fastDebounce });
    const price = store.getState().operation!.purchase.vehicle.fullprice;
    store.getState().setPromotionCodeText('PIEDEMONTE500');
    await expect.poll(() => store.getState().operation?.promotion.code).toBe('PIEDEMONTE500');
    expect(selectFinalPrice(store.getState())).toBe(
      selectOperationAmounts(store.getState())?.promotionPrice,
    );
    expect(selectFinalPrice(store.getState())).toBe(price - 500_000);
  });
});

describe('a rejected deposit', () => {
  it('DECISIONS: hides the payment frame (its own retry) until the buyer tries again', async () => {
    const { store, stored } = await resumedStore(flow);
    flow.server.on(apiPaths.paymentConfig, { body: { data: paymentConfig } });
    await store.getState().loadPaymentConfig();
    expect(isPaymentFrameVisible(store.getState())).toBe(true);
    // The provider refused the deposit: the server records it.
    stored.operation = operationWire({
      purchase: {
        ...operationWire().purchase,
        transaction: {
          ...operationWire().purchase.transaction,
          status: 'rejected',
          status_detail: 'cc_rejected_other_reason',
        },
      },
    });
    await store.getState().settlePurchase();
    expect(store.getState().purchase.status).toBe('failed');
    expect(isPaymentFrameVisible(store.getState())).toBe(false);
    store.getState().retryPurchase();
    expect(isPaymentFrameVisible(store.getState())).toBe(true);
  });
});

import { completeRemainingCash, parseAmount } from '@territorio/api-client/core';
import { amountText } from '../context';
import type { FlowContext } from '../context';
import { createDebouncedTask } from '../debounce';
import {
  selectCashAmount,
  selectFullPrice,
  selectPendingAmount,
  selectWorkingOperation,
} from '../selectors';
import type { CashActions, DealershipFlowData } from '../state';

export type CashSlice = Pick<DealershipFlowData, 'cashText'> & CashActions;

export function createCashSlice(context: FlowContext): CashSlice {
  const { set, get } = context;

  function saveCash(): Promise<boolean> {
    const state = get();
    const fullPrice = selectFullPrice(state);
    // spec 5: the amount is capped at the full price with discount; the field shows the cap.
    if (fullPrice !== null && parseAmount(state.cashText) > fullPrice) {
      set({ cashText: amountText(fullPrice) });
    }
    return context.save(selectWorkingOperation);
  }

  // spec 5, 9: the cash amount is saved after 500 ms of inactivity.
  const saveLater = context.register(createDebouncedTask(saveCash, context.debounce.cashAmount));

  return {
    cashText: '',

    setCashText(text) {
      set({ cashText: text });
      if (get().operation) saveLater.schedule();
    },

    completeRemaining() {
      const state = get();
      const pending = selectPendingAmount(state);
      if (pending === null) return Promise.resolve(false);
      // spec 5 'Completar Restante': cash = current cash + pending amount.
      set({ cashText: amountText(completeRemainingCash(selectCashAmount(state), pending)) });
      saveLater.cancel();
      return saveCash();
    },
  };
}

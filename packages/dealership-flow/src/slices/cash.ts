import { completeRemainingCash, parseAmount } from '@territorio/api-client/core';
import { amountText } from '../context';
import type { FlowContext } from '../context';
import { createDebouncedTask } from '../debounce';
import {
  selectCashAmount,
  selectMoneySettlement,
  selectPendingAmount,
  selectWorkingOperation,
} from '../selectors';
import type { CashActions, DealershipFlowData } from '../state';

export type CashSlice = Pick<DealershipFlowData, 'cashText'> & CashActions;

function withoutCashNotice(state: DealershipFlowData): DealershipFlowData['moneyNotices'] {
  const { cash_amount: _cash, ...others } = state.moneyNotices;
  return others;
}

export function createCashSlice(context: FlowContext): CashSlice {
  const { set, get } = context;

  function saveCash(): Promise<boolean> {
    const settlement = selectMoneySettlement(get());
    // spec 5, DECISIONS: cash is capped at what remains to pay; the field shows the cap and
    // the reason stays beside it.
    const capped = settlement?.capped.cash_amount;
    if (settlement && capped && parseAmount(get().cashText) > settlement.amounts.cash) {
      set((latest) => ({
        cashText: amountText(settlement.amounts.cash),
        moneyNotices: { ...latest.moneyNotices, cash_amount: capped },
      }));
    }
    return context.save(selectWorkingOperation);
  }

  // spec 5, 9: the cash amount is saved after 500 ms of inactivity.
  const saveLater = context.register(createDebouncedTask(saveCash, context.debounce.cashAmount), {
    savesOnHide: true,
  });

  return {
    cashText: '',

    setCashText(text) {
      set((state) => ({ cashText: text, moneyNotices: withoutCashNotice(state) }));
      context.edited('cashAmount');
      if (get().operation) saveLater.schedule();
    },

    completeRemaining() {
      const state = get();
      const pending = selectPendingAmount(state);
      if (pending === null) return Promise.resolve(false);
      // spec 5 'Completar Restante': cash = current cash + pending amount.
      set({
        cashText: amountText(completeRemainingCash(selectCashAmount(state), pending)),
        moneyNotices: withoutCashNotice(state),
      });
      context.edited('cashAmount');
      saveLater.cancel();
      return saveCash();
    },
  };
}

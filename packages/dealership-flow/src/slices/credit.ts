import { errorMessage, formatPrice, messages, moneyMessages } from '@territorio/api-client/core';
import type { CreditPlan, Operation } from '@territorio/api-client/core';
import { amountText } from '../context';
import type { FlowContext } from '../context';
import { createDebouncedTask } from '../debounce';
import { canConvertOperationPesos, operationAmountInPesos } from '../money';
import {
  isFinancingComingSoon,
  selectDisplayedPendingAmount,
  selectLoanAmount,
  selectLoanCeiling,
  selectWorkingOperation,
} from '../selectors';
import { isPlanAvailableFor } from '../disclosure';
import type {
  CreditActions,
  CreditPlansState,
  CreditState,
  DealershipFlowData,
  DealershipFlowState,
} from '../state';

export type CreditSlice = Pick<DealershipFlowData, 'credit'> & CreditActions;

export const initialCreditState: CreditState = {
  loanAmountText: '',
  plans: { status: 'idle' },
  chosen: null,
};

/**
 * Why the operation's financing is not offered here, if it is not: spec 9's BAIC
 * 'Próximamente', or a dollar unit without a rate (DECISIONS: settled at the dealership).
 */
function plansNotOffered(
  state: DealershipFlowState,
  operation: Operation,
): CreditPlansState | null {
  if (isFinancingComingSoon(state)) {
    return { status: 'comingSoon', message: messages.financingComingSoon };
  }
  if (!canConvertOperationPesos(operation)) {
    return { status: 'atDealership', message: moneyMessages.pesosNeedRate };
  }
  return null;
}

/** The operation financing `amount` with a plan, or (null) with no credit: all zero. */
function withCredit(operation: Operation, plan: CreditPlan | null, amount: number): Operation {
  return {
    ...operation,
    credit_id: plan?.id ?? null,
    credit_name: plan?.name ?? null,
    credit_amount: plan ? amount : 0,
    credit_installments: plan?.months ?? 0,
    credit_avg_installment: plan?.avg_installment ?? 0,
  };
}

type SetCredit = (change: Partial<CreditState>) => void;
/** The reason the credit was lowered, beside the amount to finance; null removes it. */
type SetCreditNotice = (notice: string | null) => void;

/**
 * Reads the plans for the loan amount (lowered to what remains, with the reason); an
 * answer to an older request is dropped.
 */
function createPlansReader(
  { get, api }: FlowContext,
  setCredit: SetCredit,
  setCreditNotice: SetCreditNotice,
): () => Promise<void> {
  let latestRequest = 0;
  return async () => {
    const state = get();
    const operation = state.operation;
    if (!operation) return;
    const notOffered = plansNotOffered(state, operation);
    if (notOffered) return setCredit({ plans: notOffered });
    // spec 5: the loan amount parsed as a number (non-numeric is 0); plans refetched for it.
    // Bank credits are peso loans: the amount is in pesos on a dollar unit too.
    let amount = selectLoanAmount(state);
    // DECISIONS: more than remains is lowered to what remains, and the field shows the
    // amount it was lowered to beside the reason.
    const ceiling = selectLoanCeiling(state);
    if (ceiling !== null && ceiling > 0 && amount > ceiling) {
      amount = ceiling;
      setCredit({ loanAmountText: amountText(ceiling) });
      setCreditNotice(moneyMessages.creditCapped(formatPrice(ceiling, 'ars')));
    }
    const request = ++latestRequest;
    setCredit({ plans: { status: 'loading', amount } });
    try {
      const plans = await api.findCredits({
        brand_id: operation.brand_id,
        vehicle: operation.purchase.vehicle.stock_id,
        loan_amount: amount,
      });
      if (request !== latestRequest) return;
      setCredit({
        plans:
          plans.length > 0
            ? { status: 'loaded', amount, plans }
            : // spec 8: no financing plans returned.
              { status: 'empty', amount, message: messages.noFinancing },
      });
    } catch (error) {
      if (request === latestRequest) {
        setCredit({ plans: { status: 'failed', amount, message: errorMessage(error) } });
      }
    }
  };
}

export function createCreditSlice(context: FlowContext): CreditSlice {
  const { set, get } = context;

  const setCredit: SetCredit = (change) => {
    set((state) => ({ credit: { ...state.credit, ...change } }));
  };

  const setCreditNotice: SetCreditNotice = (notice) => {
    set((state) => {
      const { credit_amount: _credit, ...others } = state.moneyNotices;
      return { moneyNotices: notice ? { ...others, credit_amount: notice } : others };
    });
  };

  const fetchPlans = createPlansReader(context, setCredit, setCreditNotice);
  const fetchLater = context.register(createDebouncedTask(fetchPlans, context.debounce.loanAmount));

  return {
    credit: initialCreditState,

    async openCredit() {
      const state = get();
      const operation = state.operation;
      if (!operation) return;
      fetchLater.cancel();
      const notOffered = plansNotOffered(state, operation);
      if (notOffered) return setCredit({ plans: notOffered });
      // The chosen credit, else what remains to pay in pesos (so plans for it are found).
      const start =
        operation.credit_amount > 0
          ? operation.credit_amount
          : (operationAmountInPesos(operation, selectDisplayedPendingAmount(state) ?? 0) ?? 0);
      setCredit({ loanAmountText: amountText(start) });
      await fetchPlans();
    },

    setLoanAmountText(text) {
      setCredit({ loanAmountText: text });
      setCreditNotice(null);
      if (get().operation) fetchLater.schedule();
    },

    async selectCreditPlan(plan) {
      const state = get();
      const operation = state.operation;
      // spec 9: BAIC financing is 'Próximamente' and cannot be chosen.
      if (!operation || isFinancingComingSoon(state)) return false;

      if (operation.credit_id === plan.id) {
        // spec 4: choosing the selected plan again clears it (credit fields reset to zero).
        setCredit({ chosen: null });
        return context.save((latest) => {
          const working = selectWorkingOperation(latest);
          return working ? withCredit(working, null, 0) : null;
        });
      }

      const amount = selectLoanAmount(state);
      const { plans } = state.credit;
      const isAvailable =
        plans.status === 'loaded' &&
        plans.amount === amount &&
        plans.plans.some((candidate) => candidate.id === plan.id) &&
        isPlanAvailableFor(plan, amount);
      // spec 4: a plan not available for the amount finances its maximum.
      const financed = isAvailable ? amount : plan.financed_max;
      if (!isAvailable) {
        fetchLater.cancel();
        setCredit({ loanAmountText: amountText(financed) });
      }
      // Its limits settle the credit (pesos): capped at what remains, refused below its minimum.
      setCredit({ chosen: plan });
      setCreditNotice(null);
      const saved = await context.save((latest) => {
        const working = selectWorkingOperation(latest);
        return working ? withCredit(working, plan, financed) : null;
      });
      const stored = get().operation?.credit_amount ?? 0;
      if (saved && stored < financed) {
        // DECISIONS: a credit is capped at what remains; the field shows the cap and why.
        fetchLater.cancel();
        setCredit({ loanAmountText: amountText(stored) });
        setCreditNotice(moneyMessages.creditCapped(formatPrice(stored, 'ars')));
      }
      if (!isAvailable || stored < financed) void fetchPlans();
      return saved;
    },
  };
}

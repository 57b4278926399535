import type { PromotionQuery } from '@territorio/api-client/core';
import type { FlowContext } from '../context';
import { createDebouncedTask } from '../debounce';
import { selectSuggestedPromotionCode, selectWorkingOperation } from '../selectors';
import type {
  DealershipFlowData,
  DealershipFlowState,
  PromotionActions,
  PromotionState,
} from '../state';

export type PromotionSlice = Pick<DealershipFlowData, 'promotion'> & PromotionActions;

export const initialPromotionState: PromotionState = {
  codeText: '',
  check: { status: 'idle' },
  discover: { status: 'idle' },
  rejectedCode: null,
};

/** The promotion query of a unit (an operation's vehicle or a stock unit). */
export function promotionQueryOf(unit: PromotionQuery): PromotionQuery {
  return { family: unit.family, chassis: unit.chassis, brand_id: unit.brand_id };
}

/** The unit a code is for: the operation's, else the loaded stock unit. */
function promotionTarget(state: DealershipFlowState): PromotionQuery | null {
  if (state.operation) return promotionQueryOf(state.operation.purchase.vehicle);
  if (state.vehicle.status === 'loaded') return promotionQueryOf(state.vehicle.stock);
  return null;
}

export function createPromotionSlice(context: FlowContext): PromotionSlice {
  const { set, get, api } = context;

  function setPromotion(change: Partial<PromotionState>) {
    set((state) => ({ promotion: { ...state.promotion, ...change } }));
  }

  function saveCode(code: string | null): Promise<boolean> {
    return context.save((latest) => {
      const working = selectWorkingOperation(latest);
      // The discount is the checked code's (the working operation has it), none without one.
      return working
        ? {
            ...working,
            promotion: {
              ...working.promotion,
              code,
              discount: code === null ? 0 : working.promotion.discount,
            },
          }
        : null;
    });
  }

  async function checkCode(): Promise<void> {
    const state = get();
    const code = state.promotion.codeText.trim();
    const target = promotionTarget(state);
    if (code === '' || !target) return;
    const isCurrent = () => get().promotion.codeText.trim() === code;
    setPromotion({ check: { status: 'requested', code } });
    try {
      const promotion = await api.checkPromotion({ ...target, code });
      if (!isCurrent()) return;
      setPromotion({ check: { status: 'successful', promotion }, rejectedCode: null });
      // With an operation the server applies the code (before, it travels with 'Comenzar').
      if (get().operation && get().operation?.promotion.code !== promotion.code) {
        const saved = await saveCode(promotion.code);
        // A code the operation could not take (its trade-ins would exceed the new price, a
        // failed update) stops counting: the figures stay the stored operation's.
        if (!saved && isCurrent()) setPromotion({ check: { status: 'idle' } });
      }
    } catch {
      // spec 8: a failed check resets the request state.
      if (isCurrent()) setPromotion({ check: { status: 'idle' }, rejectedCode: code });
    }
  }

  // spec 5, 9: the discount code is checked 900 ms after typing stops.
  const checkLater = context.register(
    createDebouncedTask(checkCode, context.debounce.discountCode),
  );

  return {
    promotion: initialPromotionState,

    setPromotionCodeText(text) {
      const { check } = get().promotion;
      const isSameAsApplied = check.status === 'successful' && check.promotion.code === text.trim();
      setPromotion({
        codeText: text,
        rejectedCode: null,
        ...(isSameAsApplied ? {} : { check: { status: 'idle' } }),
      });
      context.edited('promotionCode');
      if (text.trim() === '') {
        checkLater.cancel();
        // Erasing the code removes it from the operation.
        if (get().operation?.promotion.code) void saveCode(null);
        return;
      }
      if (!isSameAsApplied) checkLater.schedule();
    },

    async applySuggestedPromotion() {
      const code = selectSuggestedPromotionCode(get());
      if (!code) return;
      checkLater.cancel();
      setPromotion({ codeText: code, rejectedCode: null });
      await checkCode();
    },

    async discoverPromotion() {
      const target = promotionTarget(get());
      if (!target) return;
      setPromotion({ discover: { status: 'requested' } });
      try {
        const promotion = await api.discoverPromotion(target);
        setPromotion({ discover: { status: 'successful', promotion } });
      } catch {
        // Nothing to suggest.
        setPromotion({ discover: { status: 'successful', promotion: null } });
      }
    },
  };
}

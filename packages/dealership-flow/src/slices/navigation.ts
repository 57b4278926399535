import type { FlowContext } from '../context';
import { canGoTo, selectStepPath } from '../selectors';
import type { DealershipFlowData, NavigationActions } from '../state';

export type NavigationSlice = Pick<DealershipFlowData, 'step'> & NavigationActions;

export function createNavigationSlice(context: FlowContext): NavigationSlice {
  const { set, get } = context;
  return {
    step: 'confirmation',

    enterStep(step) {
      set({ step });
      const state = get();
      if (step === 'usedVehicle') {
        state.openUsedVehicleForm();
      } else if (step === 'financing') {
        // The amount to finance starts again from the current balance or chosen credit.
        void state.openCredit();
      } else if (step === 'payment' && state.paymentConfig.status === 'idle') {
        void state.loadPaymentConfig();
      }
    },

    async goTo(step) {
      // The notice of a change made in another tab was read on the screen the buyer leaves;
      // one raised by the saves below goes with them to the next screen.
      set({ operationNotice: null });
      // Whatever is being typed is saved before the buyer moves on.
      await get().flush();
      const state = get();
      if (!canGoTo(state, step)) return { isAllowed: false, step };
      set({ step });
      return { isAllowed: true, step, path: selectStepPath(get(), step) };
    },
  };
}

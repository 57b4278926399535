import type { FlowContext } from '../context';
import type { DealershipFlowData, UsdRateActions } from '../state';

export type UsdRateSlice = Pick<DealershipFlowData, 'usdRate'> & UsdRateActions;

export function createUsdRateSlice(context: FlowContext): UsdRateSlice {
  const { set, api } = context;
  return {
    usdRate: { status: 'idle' },

    async loadUsdRate() {
      set({ usdRate: { status: 'loading' } });
      let value = 0;
      try {
        value = await api.findUsdRate();
      } catch {
        // spec 8: a rate that cannot be fetched is 0.
      }
      set({
        usdRate: { status: 'loaded', value: Number.isFinite(value) && value > 0 ? value : 0 },
      });
    },
  };
}

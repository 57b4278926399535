import type { FlowContext } from '../context';
import type { DealershipFlowData, UsdRateActions } from '../state';

export type UsdRateSlice = Pick<DealershipFlowData, 'usdRate'> & UsdRateActions;

/** spec 8: a rate that cannot be fetched, or is not a positive number, is 0. */
export async function readUsdRate(api: FlowContext['api']): Promise<number> {
  let value = 0;
  try {
    value = await api.findUsdRate();
  } catch {
    // Stays 0.
  }
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function createUsdRateSlice(context: FlowContext): UsdRateSlice {
  const { set, api } = context;
  return {
    usdRate: { status: 'idle' },

    async loadUsdRate() {
      set({ usdRate: { status: 'loading' } });
      set({ usdRate: { status: 'loaded', value: await readUsdRate(api) } });
    },
  };
}

/**
 * The reservation's buy route is rendered on the server with its unit loaded. What the
 * server's store learned (the unit, the booking prices, the suggested promotion, the
 * dollar rate) is the route loader's data, and the browser's store starts from it, so
 * hydration renders exactly what the server did and asks the API for nothing again.
 */
import type { DealershipFlowData } from './state';

/** The part of the flow's data that a server render loads and the page carries. */
export type FlowSnapshot = Pick<
  DealershipFlowData,
  'vehicle' | 'services' | 'promotion' | 'usdRate'
>;

/**
 * The store's loaded data, for the page. A read still in flight is left out (the browser
 * starts it again): a snapshot never carries a 'loading' or 'requested' state.
 */
export function flowSnapshot(state: DealershipFlowData): FlowSnapshot {
  const isSettled = (status: string) => status !== 'loading' && status !== 'requested';
  return {
    vehicle: isSettled(state.vehicle.status) ? state.vehicle : { status: 'idle' },
    services: isSettled(state.services.status) ? state.services : { status: 'idle' },
    promotion: {
      ...state.promotion,
      check: isSettled(state.promotion.check.status) ? state.promotion.check : { status: 'idle' },
      discover: isSettled(state.promotion.discover.status)
        ? state.promotion.discover
        : { status: 'idle' },
    },
    usdRate: isSettled(state.usdRate.status) ? state.usdRate : { status: 'idle' },
  };
}

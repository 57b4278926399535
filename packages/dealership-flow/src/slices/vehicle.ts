import { isApiError, isDollarCurrency, stockPriceBreakdown } from '@territorio/api-client/core';
import { messages } from '@territorio/api-client/core';
import type { StockVehicle } from '@territorio/api-client/core';
import type { FlowContext } from '../context';
import type { DealershipFlowData, UnavailableReason, VehicleActions, VehicleState } from '../state';

export type VehicleSlice = Pick<DealershipFlowData, 'vehicle' | 'services'> & VehicleActions;

/** DECISIONS: a held (pending deposit) or reserved unit is not for sale. */
export function isForSale(stock: StockVehicle): boolean {
  return stock.status === 'available';
}

/** spec 8: why a unit's read failed. A server may answer a unit no longer for sale with 410. */
export function unavailableReasonOf(error: unknown): UnavailableReason {
  const status = isApiError(error) ? error.status : 0;
  return status === 410 ? 'notForSale' : status === 404 ? 'notFound' : 'failed';
}

export function loadedVehicle(stock: StockVehicle): VehicleState {
  return { status: 'loaded', stock, breakdown: stockPriceBreakdown(stock) };
}

export function unavailableVehicle(reason: UnavailableReason): VehicleState {
  return { status: 'unavailable', message: messages.vehicleUnavailable, reason };
}

export function createVehicleSlice(context: FlowContext): VehicleSlice {
  const { set, get, api } = context;

  async function loadServices(): Promise<void> {
    const current = get().services.status;
    if (current === 'loading' || current === 'loaded') return;
    set({ services: { status: 'loading' } });
    try {
      const parameters = await api.findParameters();
      set({ services: { status: 'loaded', services: parameters.services } });
    } catch {
      // The deposit then falls back to the spec's amount (spec 9).
      set({ services: { status: 'failed' } });
    }
  }

  return {
    vehicle: { status: 'idle' },
    services: { status: 'idle' },

    async loadVehicle(brandId, stockId) {
      set({ vehicle: { status: 'loading', brandId, stockId } });
      const followUps: Promise<void>[] = [loadServices()];
      const isCurrent = () => {
        const vehicle = get().vehicle;
        return (
          vehicle.status === 'loading' && vehicle.brandId === brandId && vehicle.stockId === stockId
        );
      };
      try {
        const stock = await api.findStockUnit(brandId, stockId);
        if (!isCurrent()) return;
        if (!isForSale(stock)) {
          set({ vehicle: unavailableVehicle('notForSale') });
        } else {
          set({ vehicle: loadedVehicle(stock) });
          followUps.push(get().discoverPromotion());
          if (isDollarCurrency(stock.currency)) followUps.push(get().loadUsdRate());
        }
      } catch (error) {
        // spec 8: stock unit not found or stock fetch error.
        if (isCurrent()) set({ vehicle: unavailableVehicle(unavailableReasonOf(error)) });
      }
      await Promise.all(followUps);
    },
  };
}

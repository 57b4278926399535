/**
 * The reservation's buy page is rendered on the server with its unit. The route's loader
 * reads it with `readServedUnit` (no flow store on the server) and returns it as plain
 * data; the browser's store starts from it (`servedFlowData`), so hydration renders what
 * the server did and asks the API for nothing again. The reads follow `loadVehicle`'s rules.
 */
import { isDollarCurrency } from '@territorio/api-client/core';
import type { BrandServices, Promotion, StockVehicle } from '@territorio/api-client/core';
import type { DealershipApi } from './api';
import { initialPromotionState, promotionQueryOf } from './slices/promotion';
import { readUsdRate } from './slices/usd-rate';
import {
  isForSale,
  loadedVehicle,
  unavailableReasonOf,
  unavailableVehicle,
} from './slices/vehicle';
import type { DealershipFlowData, UnavailableReason } from './state';

/** A buy page's unit as its server read it. */
export type ServedUnit =
  | {
      readonly status: 'forSale';
      readonly stock: StockVehicle;
      /** The brands' booking prices; null when they could not be read. */
      readonly services: BrandServices | null;
      /** The promotion suggested for the unit; null for none. */
      readonly promotion: Promotion | null;
      /** The dollar rate of a unit priced in dollars (0 when unknown); null in pesos. */
      readonly usdRate: number | null;
    }
  | { readonly status: 'unavailable'; readonly reason: UnavailableReason };

/** Reads a buy page's unit and, for a unit for sale, what its confirmation shows with it. */
export async function readServedUnit(
  api: DealershipApi,
  brandId: number,
  stockId: number | string,
): Promise<ServedUnit> {
  // The booking prices are read beside the unit, as loadVehicle reads them.
  const services = api.findParameters().then(
    (parameters) => parameters.services,
    () => null,
  );
  let stock: StockVehicle;
  try {
    stock = await api.findStockUnit(brandId, stockId);
  } catch (error) {
    return { status: 'unavailable', reason: unavailableReasonOf(error) };
  }
  if (!isForSale(stock)) return { status: 'unavailable', reason: 'notForSale' };
  const [loadedServices, promotion, usdRate] = await Promise.all([
    services,
    api.discoverPromotion(promotionQueryOf(stock)).catch(() => null),
    isDollarCurrency(stock.currency) ? readUsdRate(api) : null,
  ]);
  return { status: 'forSale', stock, services: loadedServices, promotion, usdRate };
}

/** The flow data a store starts from on a served buy page. */
export function servedFlowData(unit: ServedUnit): Partial<DealershipFlowData> {
  if (unit.status === 'unavailable') return { vehicle: unavailableVehicle(unit.reason) };
  return {
    vehicle: loadedVehicle(unit.stock),
    services: unit.services ? { status: 'loaded', services: unit.services } : { status: 'failed' },
    promotion: {
      ...initialPromotionState,
      discover: { status: 'successful', promotion: unit.promotion },
    },
    ...(unit.usdRate === null ? {} : { usdRate: { status: 'loaded', value: unit.usdRate } }),
  };
}

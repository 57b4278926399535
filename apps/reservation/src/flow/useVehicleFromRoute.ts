import { useEffect } from 'react';
import { useParams } from 'react-router';
import { brandBySlug, isVehicleBrandId } from '@territorio/api-client/core';
import { useFlowStore } from './FlowProvider';

export type RouteVehicle = { brandId: number | null; stockId: string };

/** The unit of an address's parameters: a vehicle brand's slug and a stock id. */
export function routeVehicle(params: Readonly<Record<string, string | undefined>>): RouteVehicle {
  const { brand = '', id = '' } = params;
  const brandId = brandBySlug(brand)?.id ?? null;
  return { brandId: brandId !== null && isVehicleBrandId(brandId) ? brandId : null, stockId: id };
}

/** The stock id as the API takes it: a number when it is one. */
export function stockIdOf(stockId: string): number | string {
  return /^\d+$/.test(stockId) ? Number(stockId) : stockId;
}

/** The unit of the buy and start routes: brand slug and stock id from the address. */
export function useRouteVehicle(): RouteVehicle {
  return routeVehicle(useParams());
}

/** Loads the route's unit into the flow store unless it is already there (or loading). */
export function useLoadRouteVehicle(enabled = true): RouteVehicle {
  const store = useFlowStore();
  const vehicle = useRouteVehicle();
  const { brandId, stockId } = vehicle;

  useEffect(() => {
    if (!enabled || brandId === null || stockId === '') return;
    const state = store.getState().vehicle;
    const wanted = stockIdOf(stockId);
    const isThere =
      (state.status === 'loaded' &&
        state.stock.brand_id === brandId &&
        String(state.stock.id) === String(wanted)) ||
      (state.status === 'loading' &&
        state.brandId === brandId &&
        String(state.stockId) === String(wanted));
    if (!isThere) void store.getState().loadVehicle(brandId, wanted);
  }, [enabled, brandId, stockId, store]);

  return vehicle;
}

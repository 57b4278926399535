import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { brandBySlug, isVehicleBrandId } from '@territorio/api-client';
import { useFlowStore } from './FlowProvider';

/** The unit of the buy and start routes: brand slug and stock id from the address. */
export function useRouteVehicle(): { brandId: number | null; stockId: string } {
  const { brand = '', id = '' } = useParams();
  const brandId = brandBySlug(brand)?.id ?? null;
  return { brandId: brandId !== null && isVehicleBrandId(brandId) ? brandId : null, stockId: id };
}

/** Loads the route's unit into the flow store unless it is already there (or loading). */
export function useLoadRouteVehicle(enabled = true): { brandId: number | null; stockId: string } {
  const store = useFlowStore();
  const vehicle = useRouteVehicle();
  const { brandId, stockId } = vehicle;

  useEffect(() => {
    if (!enabled || brandId === null || stockId === '') return;
    const state = store.getState().vehicle;
    const wanted = /^\d+$/.test(stockId) ? Number(stockId) : stockId;
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

/**
 * spec 2.3 the buy route, the first page a buyer sees: its unit (price breakdown, picture,
 * whether it is still for sale) is read on the server for every request, so the page
 * arrives whole and current. Inside the app the confirmation screen reads it itself.
 */
import { createLazyApiClient, serverRenderReads } from '@territorio/api-client/core';
import { createDealershipFlowStore, flowSnapshot } from '@territorio/dealership-flow';
import type { FlowSnapshot } from '@territorio/dealership-flow';
import { serverConfig } from '@territorio/server-kit/streamDocument';
import { data } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { routeVehicle, stockIdOf } from '../flow/useVehicleFromRoute';
import { ConfirmationScreen } from '../screens/ConfirmationScreen';

/**
 * The status of the page for its unit: 404 for an address naming no unit we know, 410 for
 * a unit no longer for sale (held or reserved), 503 when the unit could not be read. The
 * page still renders spec 8's message with 'Volver'.
 */
export function buyStatus(snapshot: FlowSnapshot, hasUnitAddress: boolean): number {
  if (!hasUnitAddress) return 404;
  const { vehicle } = snapshot;
  if (vehicle.status !== 'unavailable') return 200;
  return vehicle.reason === 'notForSale' ? 410 : vehicle.reason === 'notFound' ? 404 : 503;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const config = serverConfig(context);
  const api = createLazyApiClient({
    apiBaseUrl: config.apiUrl,
    intranetBaseUrl: config.intranetUrl,
    timeoutMs: serverRenderReads.timeoutMs,
    readRetries: serverRenderReads.readRetries,
  });
  const store = createDealershipFlowStore({ api });
  try {
    const { brandId, stockId } = routeVehicle(params);
    const hasUnitAddress = brandId !== null && stockId !== '';
    if (hasUnitAddress) await store.getState().loadVehicle(brandId, stockIdOf(stockId));
    const snapshot = flowSnapshot(store.getState());
    const status = buyStatus(snapshot, hasUnitAddress);
    return status === 200 ? snapshot : data(snapshot, { status });
  } finally {
    store.getState().dispose();
  }
}

export function clientLoader() {
  return null;
}

export default function Route() {
  return <ConfirmationScreen />;
}

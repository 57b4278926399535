/**
 * spec 2.3 the buy route, the first page a buyer sees: its unit (price breakdown, picture,
 * whether it is still for sale) is read on the server for every request, so the page
 * arrives whole and current. Inside the app the confirmation screen reads it itself.
 */
import { createLazyApiClient, serverRenderReads } from '@territorio/api-client/core';
import { createDealershipFlowStore, flowSnapshot } from '@territorio/dealership-flow';
import type { FlowSnapshot } from '@territorio/dealership-flow';
import { serverConfig } from '@territorio/static-server/streamDocument';
import type { LoaderFunctionArgs } from 'react-router';
import { routeVehicle, stockIdOf } from '../flow/useVehicleFromRoute';
import { ConfirmationScreen } from '../screens/ConfirmationScreen';

export async function loader({ params, context }: LoaderFunctionArgs): Promise<FlowSnapshot> {
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
    if (brandId !== null && stockId !== '') {
      await store.getState().loadVehicle(brandId, stockIdOf(stockId));
    }
    return flowSnapshot(store.getState());
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

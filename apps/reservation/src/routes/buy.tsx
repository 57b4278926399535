/**
 * spec 2.3 the buy route, the first page a buyer sees: its unit (price breakdown, picture,
 * whether it is still for sale) is read on the server for every request, so the page
 * arrives whole and current. The flow's store starts from it (FlowProvider). Inside the
 * app the confirmation screen reads it itself.
 */
import { serverRenderClient } from '@territorio/api-client/core';
import { readServedUnit } from '@territorio/dealership-flow';
import type { ServedUnit } from '@territorio/dealership-flow';
import { serverConfig } from '@territorio/server-kit/streamDocument';
import { data } from 'react-router';
import { routeVehicle, stockIdOf } from '../flow/useVehicleFromRoute';
import { ConfirmationScreen } from '../screens/ConfirmationScreen';
import type { Route } from './+types/buy';

/**
 * The status of the page for its unit (null: the address names no unit we know): 404 for
 * an unknown unit, 410 for one no longer for sale (held or reserved), 503 when it could not
 * be read. The page still renders spec 8's message with 'Volver'.
 */
export function buyStatus(unit: ServedUnit | null): number {
  if (!unit) return 404;
  if (unit.status === 'forSale') return 200;
  return unit.reason === 'notForSale' ? 410 : unit.reason === 'notFound' ? 404 : 503;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { brandId, stockId } = routeVehicle(params);
  const unit =
    brandId !== null && stockId !== ''
      ? await readServedUnit(serverRenderClient(serverConfig(context)), brandId, stockIdOf(stockId))
      : null;
  return data({ unit }, { status: buyStatus(unit) });
}

export function clientLoader() {
  return null;
}

export default function Route() {
  return <ConfirmationScreen />;
}

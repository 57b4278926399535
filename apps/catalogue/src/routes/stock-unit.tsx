/** spec 2.1 /stock/{id}/{slug}: one unit on sale (the page is pages/stock/StockUnitPage). */
import { stockUnitRoute } from '@territorio/api-client/core';
import { data, redirect } from 'react-router';
import { Deferred } from '../app/Deferred';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { isFailedPart, partFailure, read, readNow, settledParts } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import { stockUnitView } from '../app/stockUnitView';
import type { ReadServices } from '../app/loaderData';
import { preloadLowerParts, StockUnitPage, stockUnitFrame } from '../pages/stock/StockUnitPage';
import type { StockUnitAnswer } from '../pages/stock/StockUnitPage';
import type { Route } from './+types/stock-unit';

/** The unit of the address's id; an id the API does not know is an answer, not a failure. */
function readUnit(services: ReadServices, id: string): Promise<StockUnitAnswer> {
  return read(services, { resource: 'stockUnit' }, () => stockUnitView(services.api, id)).catch(
    (reason: unknown) =>
      partFailure(reason).isNotFound ? { kind: 'unknown' as const } : Promise.reject(reason),
  );
}

/** The answer's status: 410 for a unit reserved or sold, 404 for an unknown one. */
function statusOf(answer: StockUnitAnswer): number {
  if (answer.kind === 'gone') return 410;
  return answer.kind === 'unknown' ? 404 : 200;
}

/** The unit awaited; its page lives at its own slug (a 301 there), its status says its state. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { unit } = await settledParts({ unit: readUnit(serverServices(context), params.id) });
  if (isFailedPart(unit)) return data({ unit, ...readNow() });
  if (unit.kind === 'available') {
    const url = new URL(request.url);
    const canonicalPath = stockUnitRoute(unit.page.unit);
    if (canonicalPath !== url.pathname) throw redirect(`${canonicalPath}${url.search}`, 301);
  }
  return data({ unit, ...readNow() }, { status: statusOf(unit) });
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  preloadLowerParts();
  return { unit: readUnit(browserAppServices(), params.id), ...readNow() };
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function StockUnit({ loaderData, params }: Route.ComponentProps) {
  // Keyed by the unit: another unit, reached from this page, shows its loading state at once.
  return (
    <Deferred
      key={params.id}
      part={loaderData.unit}
      loadingMessage="Cargando la unidad…"
      frame={stockUnitFrame}
    >
      {(answer) => <StockUnitPage answer={answer} />}
    </Deferred>
  );
}

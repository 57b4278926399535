/**
 * /agendar-visita: booking a visit or a test drive (pages/visits/VisitBookingPage). The
 * address's vehicle is read: a unit, or a brand's family. A unit reserved or sold meanwhile
 * answers 410; an unknown unit or family, or an address that names none, 404.
 */
import { data } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Family, VehicleBrandId } from '@territorio/api-client/core';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { isFailedPart, orNotFound, read, readNow, settledParts } from '../app/loaderData';
import type { FailedPart } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import { stockUnitView } from '../app/stockUnitView';
import type { ReadServices } from '../app/loaderData';
import type { StockUnitView } from '../app/stockUnitView';
import { VisitBookingPage, bookingAddress } from '../pages/visits/VisitBookingPage';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/visit-booking';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['family'] as const satisfies readonly CatalogueRead[];

/** The unit as it is now; null when the API has no such unit. */
function readUnit(services: ReadServices, unitId: number) {
  return read(services, { resource: 'stockUnit' }, () =>
    orNotFound(() => stockUnitView(services.api, String(unitId))),
  );
}

/** The brand's family; null when the API has no such family. */
function readFamily(services: ReadServices, brandId: VehicleBrandId, familyId: number) {
  return read(services, { kind: 'family', brandId }, () =>
    orNotFound(() => services.api.findFamily(brandId, familyId)),
  );
}

/** The vehicle the address books, as one of two parts (the other null). */
function readVehicle(services: ReadServices, request: Request) {
  const address = bookingAddress(new URL(request.url).searchParams);
  return {
    unit: address?.kind === 'unit' ? readUnit(services, address.unitId) : null,
    family:
      address?.kind === 'family' ? readFamily(services, address.brandId, address.familyId) : null,
  };
}

async function settledPart<Answer>(pending: Promise<Answer> | null) {
  return pending === null ? null : (await settledParts({ part: pending })).part;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const vehicle = readVehicle(serverServices(context), request);
  const [unit, family] = await Promise.all([
    settledPart(vehicle.unit),
    settledPart(vehicle.family),
  ]);
  return data({ unit, family, ...readNow() }, { status: statusOf(vehicle, unit, family) });
}

/**
 * A unit reserved or sold meanwhile is a 410; a vehicle the API does not have, or an
 * address that names none, a 404. A failed read is the page's error, with "Reintentar".
 */
function statusOf(
  asked: ReturnType<typeof readVehicle>,
  unit: StockUnitView | FailedPart | null,
  family: Family | FailedPart | null,
): number {
  if (asked.unit !== null) {
    if (unit === null) return 404;
    return !isFailedPart(unit) && unit.kind === 'gone' ? 410 : 200;
  }
  return asked.family !== null && family !== null ? 200 : 404;
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { ...readVehicle(browserAppServices(), request), ...readNow() };
}

/** What the vehicle is is read again when the vehicle changes, never when the site is picked. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const vehicle = (url: URL) =>
    ['unidad', 'marca', 'familia'].map((key) => url.searchParams.get(key)).join(' ');
  const isSiteOnly =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    vehicle(currentUrl) === vehicle(nextUrl);
  return defaultShouldRevalidate && !isSiteOnly;
}

export const ErrorBoundary = PageError;

export default function VisitBooking({ loaderData }: Route.ComponentProps) {
  return <VisitBookingPage unit={loaderData.unit} family={loaderData.family} />;
}

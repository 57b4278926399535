/**
 * spec 2.6 /vehiculos-0km/versiones/{brand}/{family}/{id}: the family and its versions. An
 * address that names no family (an unknown brand, an id that is not one) and a family the
 * API does not have are the page's "not found", with a 404.
 */
import type { Family, Subfamily, VehicleBrandId } from '@territorio/api-client/core';
import { data } from 'react-router';
import type { Params } from 'react-router';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { isFailedPart, partFailure, read, readNow, settledParts } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import { sanitizeOnServer } from '../app/serverHtml.server';
import { FamilyNotFound, VersionsPage } from '../pages/VersionsPage';
import { vehicleBrandIdOf } from '../stores/catalogueStore';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/versions';

/**
 * The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers
 * (the units of a version are read when its list opens).
 */
export const catalogueReads = [
  'family',
  'subfamily',
  'stock',
] as const satisfies readonly CatalogueRead[];

type NamedFamily = { readonly brandId: VehicleBrandId; readonly id: number };

/** The brand and family id an address names, or null when it names none. */
function namedFamily(params: Params): NamedFamily | null {
  const brandId = vehicleBrandIdOf(params.brand ?? '');
  const id = Number(params.id);
  return brandId === null || !Number.isInteger(id) || id < 0 ? null : { brandId, id };
}

/** The family (null when the API does not have it: an answer, not a failure) and its versions. */
function readVersions(services: ReadServices, { brandId, id }: NamedFamily) {
  const family: Promise<Family | null> = read(services, { kind: 'family', brandId }, () =>
    services.api.findFamily(brandId, id),
  ).catch((reason: unknown) => (partFailure(reason).isNotFound ? null : Promise.reject(reason)));
  const subfamilies: Promise<readonly Subfamily[]> = read(
    services,
    { kind: 'subfamily', brandId },
    () => services.api.findSubfamilies(brandId, { family_id: id }),
  );
  return { family, subfamilies };
}

const noFamily = { family: null, subfamilies: [] } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const named = namedFamily(params);
  if (named === null) return data({ ...noFamily, html: {}, ...readNow() }, { status: 404 });
  const services = serverServices(context);
  const reads = readVersions(services, named);
  const [{ family }, { subfamilies }] = await Promise.all([
    settledParts({ family: reads.family }),
    settledParts({ subfamilies: reads.subfamilies }),
  ]);
  const found = isFailedPart(family) ? null : family;
  // The family's description, sanitized here: the browser hydrates without the sanitizer.
  const html = await sanitizeOnServer(
    found?.description ? [found.description] : [],
    services.config.apiUrl,
  );
  const status = family === null ? 404 : 200;
  return data({ family, subfamilies, html, ...readNow() }, { status });
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const named = namedFamily(params);
  if (named === null) return { ...noFamily, ...readNow() };
  return { ...readVersions(browserAppServices(), named), ...readNow() };
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Versions({ loaderData, params }: Route.ComponentProps) {
  const named = namedFamily(params);
  if (named === null) return <FamilyNotFound />;
  return (
    <VersionsPage
      // Another family is another page: its dialogs and comparison start closed.
      key={`${named.brandId}-${named.id}`}
      brandId={named.brandId}
      family={loaderData.family}
      subfamilies={loaderData.subfamilies}
    />
  );
}

/**
 * The catalogue's reads (spec 7.1) as resources (spec 4): each read goes through the API
 * client and settles into the resource a screen shows, loaded or failed. A read never
 * rejects: a failure is data, so one brand's failed offers leave the other brands' on the
 * page, each with its own "Reintentar". Route loaders make these reads, on the server and in
 * the browser alike.
 */
import type {
  ApiClient,
  ErrorReporter,
  Family,
  Offers,
  Query,
  SavingPlan,
  StockUnitPage,
  Subfamily,
  VehicleBrandId,
} from '@territorio/api-client/core';
import { StockUnitGoneError } from '@territorio/api-client/core';
import type { StockListing } from '@territorio/api-client/core';
import type { RuntimeConfig } from '@territorio/site-config';
import { emptyResource, resourceTransitions, toResourceError } from '../stores/resource';
import type { Resource } from '../stores/resource';

/** What a read needs: the configuration, the API client and where a failure is reported (spec 8). */
export type ReadServices = {
  readonly config: RuntimeConfig;
  readonly api: ApiClient;
  readonly reporter: Pick<ErrorReporter, 'report'>;
};

/** The parameters and service categories are not per brand; their resources carry the group's id. */
const groupBrandId = 5;

async function settle<Result, Item>(
  { reporter }: ReadServices,
  what: Readonly<Record<string, unknown>>,
  request: () => Promise<Result>,
  toResource: (result: Result) => Resource<Item>,
): Promise<Resource<Item>> {
  try {
    return toResource(await request());
  } catch (error) {
    // spec 8: a failed catalogue read is logged (a not-found is an answer, not a failure).
    if (!toResourceError(error).isNotFound) reporter.report(error, what);
    return resourceTransitions.failed(emptyResource<Item>(), error);
  }
}

function list<Item>(items: readonly Item[], brandId: number, query: Query | null = null) {
  return resourceTransitions.success(emptyResource<Item>(), items, brandId, query);
}

function item<Item>(value: Item, brandId: number, query: Query | null = null) {
  return resourceTransitions.itemSuccess(emptyResource<Item>(), value, brandId, query);
}

export function readFamilies(services: ReadServices, brandId: VehicleBrandId) {
  return settle(
    services,
    { kind: 'family', brandId },
    () => services.api.findFamilies(brandId),
    (families): Resource<Family> => list(families, brandId),
  );
}

export function readFamily(services: ReadServices, brandId: VehicleBrandId, id: number) {
  return settle(
    services,
    { kind: 'family', brandId },
    () => services.api.findFamily(brandId, id),
    (family): Resource<Family> => item(family, brandId, { id }),
  );
}

export function readSubfamilies(services: ReadServices, brandId: VehicleBrandId, familyId: number) {
  const query = { family_id: familyId };
  return settle(
    services,
    { kind: 'subfamily', brandId },
    () => services.api.findSubfamilies(brandId, query),
    (subfamilies): Resource<Subfamily> => list(subfamilies, brandId, query),
  );
}

export function readOffers(services: ReadServices, brandId: VehicleBrandId) {
  return settle(
    services,
    { kind: 'offer', brandId },
    () => services.api.findOffers(brandId),
    (offers): Resource<Offers> => item(offers, brandId),
  );
}

/** A unit's page as it is now: on sale, or reserved or sold (then with similar units). */
export type StockUnitView =
  | { readonly kind: 'available'; readonly page: StockUnitPage }
  | { readonly kind: 'gone'; readonly similar: readonly StockListing[] };

/** A unit's page as it is now (a reserved or sold unit is an answer, not a failure). */
export async function stockUnitView(api: ApiClient, id: string): Promise<StockUnitView> {
  try {
    return { kind: 'available', page: await api.findStockUnitPage(id) };
  } catch (error) {
    // A reserved or sold unit is an answer, not a failure: its page says so.
    if (error instanceof StockUnitGoneError)
      return { kind: 'gone', similar: error.similar as readonly StockListing[] };
    throw error;
  }
}

export function readStockUnit(services: ReadServices, id: string) {
  return settle(
    services,
    { resource: 'stockUnit' },
    () => stockUnitView(services.api, id),
    (view): Resource<StockUnitView> => item(view, groupBrandId, { id }),
  );
}

export function readSavingPlans(services: ReadServices, brandId: VehicleBrandId) {
  return settle(
    services,
    { kind: 'savingPlan', brandId },
    () => services.api.findSavingPlans(brandId),
    (plans): Resource<SavingPlan> => list(plans, brandId),
  );
}

/** One read per brand, keyed by brand id (the pages that list every brand's offers or models). */
export function readEachBrand<Item>(
  brandIds: readonly VehicleBrandId[],
  read: (brandId: VehicleBrandId) => Promise<Resource<Item>>,
): Partial<Record<VehicleBrandId, Promise<Resource<Item>>>> {
  return Object.fromEntries(brandIds.map((brandId) => [brandId, read(brandId)]));
}

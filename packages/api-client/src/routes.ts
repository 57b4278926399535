/** spec 2.1 route table, shared by both apps (DECISIONS: which app serves which path). */
import { brandSlug } from './brands';
import { fillRoute, slugify } from './text';

export const routes = {
  home: '/',
  cvReceived: '/cv-recibido',
  cvError: '/cv-error',
  families: '/vehiculos-0km',
  /** The brand page: family list (models) of a brand. */
  family: '/vehiculos-0km/:brand',
  subfamilies: '/vehiculos-0km/versiones/:brand/:family/:id',
  buy: '/vehiculos-0km/reservar/:brand/:id/:family/:family_id/:model',
  buyWithOperation: '/concesionario-digital/:brand/:id/:family/:family_id/:model/:operation_code',
  dealershipStart: '/concesionario-digital/:brand/:id/:family/:family_id/:model',
  resume: '/concesionario-digital/continue/:operation_code',
  paymentMode: '/concesionario-digital/forma-de-pago/:operation_code',
  usedVehicle: '/concesionario-digital/vehiculo-usado/:operation_code',
  /** Spelled exactly as the spec spells it (DECISIONS). */
  financing: '/concesionario-digital/finaciacion/:operation_code',
  personalData: '/concesionario-digital/tus-datos/:operation_code',
  review: '/concesionario-digital/revisar/:operation_code',
  payment: '/concesionario-digital/reserva/:operation_code',
  reserved: '/concesionario-digital/reservado/:operation_code',
  pending: '/concesionario-digital/pendiente/:operation_code',
  offers: '/oportunidades',
  offersByBrand: '/oportunidades/:brand',
  savingPlans: '/planes-de-ahorro',
  savingPlansByBrand: '/planes-de-ahorro/:brand',
  news: '/noticias',
  newsDetail: '/noticias/:id/:slug',
  story: '/historias/:id/:slug',
  contact: '/contacto',
  postventa: '/postventa',
  howToReserve: '/como-reservar',
  payPlan: '/pagar-plan',
  ducati: '/ducati',
  mercedesBenz: '/mercedes-benz',
  appointment: '/solicitar-turno/:brand',
} as const;

export type RouteName = keyof typeof routes;

/**
 * Search parameters that give a view inside a page an address of its own, so that it takes
 * a history entry, survives a reload and can be shared.
 */
export const routeSearchParams = {
  /** spec 2.8: the unit list of one offer family, by its family_id. */
  offerUnits: 'unidades',
} as const;

/**
 * spec 2.8: the address of an offer family's unit list, on the offers page of every brand
 * or of one brand ('/oportunidades?unidades=201', '/oportunidades/chevrolet?unidades=201').
 */
export function offerUnitsRoute(input: {
  readonly familyId: number;
  /** A brand route string ('chevrolet'); none for the page of every brand. */
  readonly brand?: string;
}): string {
  const page =
    input.brand === undefined
      ? routes.offers
      : fillRoute(routes.offersByBrand, { brand: input.brand });
  const search = new URLSearchParams({ [routeSearchParams.offerUnits]: String(input.familyId) });
  return `${page}?${search.toString()}`;
}

/** spec 2.8: the family id an offers address opens the unit list of, or null. */
export function offerUnitsFamilyId(search: URLSearchParams): number | null {
  const value = search.get(routeSearchParams.offerUnits);
  if (value === null || !/^\d+$/.test(value)) return null;
  const familyId = Number(value);
  return Number.isSafeInteger(familyId) ? familyId : null;
}

/** DECISIONS: the routes the reservation app serves; the catalogue serves the rest. */
export const reservationRouteNames = [
  'buy',
  'buyWithOperation',
  'dealershipStart',
  'resume',
  'paymentMode',
  'usedVehicle',
  'financing',
  'personalData',
  'review',
  'payment',
  'reserved',
  'pending',
] as const satisfies readonly RouteName[];

/** spec 2.1: lazily loaded pages. */
export const lazyRouteNames = [
  'payPlan',
  'ducati',
  'postventa',
  'howToReserve',
] as const satisfies readonly RouteName[];

/** The paths the reservation app serves start with one of these. */
export const reservationPrefixes = ['/vehiculos-0km/reservar/', '/concesionario-digital/'] as const;

/** DECISIONS: a path the reservation app serves (the catalogue redirects it there). */
export function isReservationPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return reservationPrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * DECISIONS: where a reservation path opened elsewhere goes: the same path, query and
 * fragment on the reservation app's origin.
 */
export function reservationAddress(
  reservationUrl: string,
  location: { readonly pathname: string; readonly search: string; readonly hash?: string },
): string {
  return `${reservationUrl}${location.pathname}${location.search}${location.hash ?? ''}`;
}

/**
 * spec 2.2: the popup list is not shown on pages whose address contains
 * concesionario-digital, source=campaign or vehiculos-0km/reservar.
 */
export function isPopupAllowed(address: string): boolean {
  return !['concesionario-digital', 'source=campaign', 'vehiculos-0km/reservar'].some((part) =>
    address.includes(part),
  );
}

export type BuyRouteInput = {
  /** A brand route string ('volkswagen') or a brand id (1). */
  readonly brand: string | number;
  /** The stock unit id. */
  readonly id: number | string;
  readonly family: string;
  readonly family_id: number | string;
  /** The model name. */
  readonly model: string;
};

function brandParam(brand: string | number): string {
  return typeof brand === 'number' ? brandSlug(brand) : brand;
}

/** spec 2.3: the buy (vehicle confirmation) route of a unit. */
export function buyRoute(input: BuyRouteInput): string {
  return fillRoute(routes.buy, { ...input, brand: brandParam(input.brand) });
}

/** spec 2.1: the digital dealership start, optionally resuming an operation. */
export function dealershipStartRoute(
  input: BuyRouteInput & { readonly operation_code?: string },
): string {
  const params = { ...input, brand: brandParam(input.brand) };
  return input.operation_code
    ? fillRoute(routes.buyWithOperation, params)
    : fillRoute(routes.dealershipStart, params);
}

/** spec 2.1: /noticias/{id}/{slug}, the slug being the title lower-cased with spaces as hyphens. */
export function newsRoute(news: { readonly id: number; readonly title: string }): string {
  return fillRoute(routes.newsDetail, { id: news.id, slug: news.title });
}

/**
 * spec 3 Story: /historias/{id}/{slug}. The slug is the last segment of slug_url (which
 * may be a bare slug or a whole path), else the slugified title.
 */
export function storyRoute(story: {
  readonly id: number;
  readonly title?: string;
  readonly slug_url?: string | null;
}): string {
  const fromUrl = (story.slug_url ?? '')
    .split('/')
    .filter((part) => part.trim() !== '')
    .pop();
  const slug = fromUrl ?? slugify(story.title ?? '');
  return fillRoute(routes.story, { id: story.id, slug });
}

/** The named parameters of `pattern` (':name' segments) in `pathname`, or null. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      if (value === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

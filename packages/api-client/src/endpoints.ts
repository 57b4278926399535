import type { VehicleBrandId } from './brands';

/** spec 3: resource kinds per brand. */
export type ResourceKind = 'family' | 'subfamily' | 'offer' | 'stock' | 'savingPlan';

export type BrandEndpoints = {
  readonly family: string;
  readonly subfamily: string;
  readonly offer: string;
  readonly stock: string;
  /** Nissan and BAIC read one stock unit from a different path (spec 7.1). */
  readonly stockItem: string;
  /** BAIC sells no savings plan. */
  readonly savingPlan: string | null;
  /** spec 7.1: stock uses the query form (?id=) for all brands except 4 and 6. */
  readonly stockUsesQuery: boolean;
};

/** spec 7.1, exactly. */
export const brandEndpoints: Readonly<Record<VehicleBrandId, BrandEndpoints>> = {
  1: {
    family: '/v1/vw/stock/families',
    subfamily: '/v1/vw/stock/subfamilies',
    offer: '/v1/vw/offers',
    stock: '/v1/vw/stock/stock',
    stockItem: '/v1/vw/stock/stock',
    savingPlan: '/v1/vw/plan/find',
    stockUsesQuery: true,
  },
  2: {
    family: '/v1/gm/stock/families',
    subfamily: '/v1/gm/stock/subfamilies',
    offer: '/v1/gm/offers',
    stock: '/v1/gm/stock/stock',
    stockItem: '/v1/gm/stock/stock',
    savingPlan: '/v1/gm/plan/find',
    stockUsesQuery: true,
  },
  4: {
    family: '/v2/nissan/family',
    subfamily: '/v2/nissan/subfamily',
    offer: '/v2/nissan/model/offers',
    stock: '/v2/nissan/model/stock',
    stockItem: '/v2/nissan/stock',
    savingPlan: '/v2/nissan/plan/find',
    stockUsesQuery: false,
  },
  6: {
    family: '/v2/baic/family',
    subfamily: '/v2/baic/subfamily',
    offer: '/v2/baic/model/offers',
    stock: '/v2/baic/model/stock',
    stockItem: '/v2/baic/stock',
    savingPlan: null,
    stockUsesQuery: false,
  },
};

/** Paths of the main API host that are not per brand (spec 7.1, 7.2). */
export const apiPaths = {
  parameters: '/api/v2/territorio/parameter',
  serviceCategories: '/api/v2/territorio/vehicle/service',
  usedBrands: '/api/v2/territorio/dealership/parameters/brands',
  usedModels: '/api/v2/territorio/dealership/parameters/models',
  usedVehicles: '/api/v2/territorio/dealership/parameters/vehicles',
  promotionDiscover: '/api/promotion/discover',
  promotion: '/api/promotion',
  contact: '/api/v2/territorio/contact',
  priceRequest: '/api/v2/territorio/price-request',
  cv: '/cv',
  dealershipStart: '/api/v2/territorio/dealership/start',
  dealershipUpdate: '/api/v2/territorio/dealership/update',
  dealershipValuation: '/api/v2/territorio/dealership/valuation',
  /** spec 7.2: the brand's public payment configuration (DECISIONS: ?brand_id=N). */
  paymentConfig: '/api/v2/territorio/dealership/mp',
  /** DECISIONS: refund promise, cancel within 48 hours by code. */
  dealershipCancel: '/api/v2/territorio/dealership/cancel',
  /** DECISIONS: 'Botón de arrepentimiento' withdrawal request form. */
  withdrawal: '/api/v2/territorio/withdrawal',
  /** Payment sandbox page shown in the step-4 frame (DECISIONS: payment provider). */
  paymentSandbox: '/api/v2/territorio/dealership/payment/sandbox',
  /** Where Mercado Pago posts its payment notifications (its notification_url). */
  paymentWebhook: '/api/v2/territorio/dealership/payment/webhook',
  /** Every available unit of every brand and site, filtered, counted and sorted (stock-search.ts). */
  stockSearch: '/api/v2/territorio/stock',
  /** One unit's page: 404 unknown, 410 reserved or sold (with similar units). */
  stockUnit: '/api/v2/territorio/stock/:id',
  /** GET `?site=slug`: the booking window's dates and free slots at a site (visits.ts). */
  visitSlots: '/api/v2/territorio/visits/slots',
  /**
   * GET a proof-of-work challenge (`proofOfWorkChallengeSchema`, never cached): a booking
   * and a move each carry one solved (`altcha`), good once and for minutes.
   */
  visitChallenge: '/api/v2/territorio/visits/challenge',
  /** POST a booking (`visitBookingBodySchema`): 201 with the visit and its manage secret. */
  visits: '/api/v2/territorio/visits',
  /** GET `?token=`: a visit, for the bearer of its manage secret. */
  visit: '/api/v2/territorio/visits/:code',
  /** POST (`visitMoveBodySchema`): another slot, the same calendar event (SEQUENCE + 1). */
  visitMove: '/api/v2/territorio/visits/:code/move',
  /** POST (`visitTokenBodySchema`): cancels the visit and frees its slot. */
  visitCancel: '/api/v2/territorio/visits/:code/cancel',
  /** GET `?token=`: the visit as an iCalendar file (text/calendar), to add it to a calendar. */
  visitCalendar: '/api/v2/territorio/visits/:code/calendar.ics',
} as const;

/** Paths of the intranet web service host (spec 7.1). */
export const intranetPaths = {
  credits: '/v2/dealership/credit/find',
  usdRate: '/v2/baic/usd/rate',
} as const;

export function endpointFor(brandId: VehicleBrandId, kind: ResourceKind): string | null {
  const table = brandEndpoints[brandId];
  switch (kind) {
    case 'family':
      return table.family;
    case 'subfamily':
      return table.subfamily;
    case 'offer':
      return table.offer;
    case 'stock':
      return table.stock;
    case 'savingPlan':
      return table.savingPlan;
  }
}

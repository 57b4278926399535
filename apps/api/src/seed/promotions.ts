/**
 * Promotion codes and the brands' payment configuration.
 *
 * A promotion applies to an operation when every non-null scope field (brand_id, family,
 * chassis) matches, the day is within its validity and fewer than `units` live operations
 * hold it; /promotion/discover returns the first
 * discoverable one that applies (chassis-scoped first, then family, then brand, then global).
 * Discount: money_discount if not null, else percentage_discount % of the full price.
 */
import { catalogue } from './catalogue';
import type { SeedPaymentConfig, SeedPromotion } from './types';

/** The Amarok Highline V6 offer unit: it also has a promotion code of its own. */
const amarokOffer = catalogue.stock.find(
  (unit) => unit.subfamily_id === 1063 && unit.special_discount > 0,
);
if (!amarokOffer) throw new Error('Seed: the Amarok Highline offer unit is missing');

export const promotions: SeedPromotion[] = [
  {
    code: 'PIEDEMONTE500',
    name: 'Bienvenida Piedemonte: $ 500.000 de descuento',
    money_discount: 500000,
    percentage_discount: null,
    discoverable: false,
    brand_id: null,
    family: null,
    chassis: null,
    valid_from: null,
    valid_until: null,
    units: null,
  },
  {
    code: 'POLOWEB750',
    name: 'Descuento online Polo',
    money_discount: 750000,
    percentage_discount: null,
    discoverable: true,
    brand_id: 1,
    family: 'Polo',
    chassis: null,
    valid_from: { monthStart: 0 },
    valid_until: { monthEnd: 1 },
    units: 100,
  },
  {
    code: 'NISSAN2',
    name: '2 % de descuento comprando online',
    money_discount: null,
    percentage_discount: 2,
    discoverable: true,
    brand_id: 4,
    family: null,
    chassis: null,
    valid_from: { days: -7 },
    valid_until: { monthEnd: 2 },
    units: 50,
  },
  {
    code: 'AMAROKV6',
    name: 'Bonificación extra Amarok V6',
    money_discount: 1000000,
    percentage_discount: null,
    discoverable: true,
    brand_id: 1,
    family: 'Amarok',
    chassis: amarokOffer.chassis,
    valid_from: { days: 0 },
    valid_until: { monthEnd: 1 },
    units: 1,
  },
  {
    code: 'TRACKER3',
    name: '3 % de descuento en Tracker',
    money_discount: null,
    percentage_discount: 3,
    discoverable: false,
    brand_id: 2,
    family: 'Tracker',
    chassis: null,
    valid_from: null,
    valid_until: null,
    units: null,
  },
  {
    /** Expired: for tests of a rejected code. */
    code: 'VERANO2025',
    name: 'Promo verano 2025',
    money_discount: 300000,
    percentage_discount: null,
    discoverable: false,
    brand_id: null,
    family: null,
    chassis: null,
    valid_from: '2025-01-01',
    valid_until: '2025-03-31',
    units: null,
  },
];

const checkoutPath = '/api/v2/territorio/dealership/payment/sandbox';

export const paymentConfigs: SeedPaymentConfig[] = [
  { brand_id: 1, provider: 'sandbox', public_key: 'TEST-sandbox-vw', checkout_path: checkoutPath },
  { brand_id: 2, provider: 'sandbox', public_key: 'TEST-sandbox-gm', checkout_path: checkoutPath },
  {
    brand_id: 4,
    provider: 'sandbox',
    public_key: 'TEST-sandbox-nissan',
    checkout_path: checkoutPath,
  },
  {
    brand_id: 6,
    provider: 'sandbox',
    public_key: 'TEST-sandbox-baic',
    checkout_path: checkoutPath,
  },
];

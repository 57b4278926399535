/**
 * spec 3 price rules as pure functions. The server and both apps use these; nobody
 * re-implements a price. Inputs are "like" types so wire objects, database rows and
 * store state all fit.
 */
import { parseAmount } from './money';

export const discountLabels = {
  special: 'Descuento especial',
  web: 'Descuento web',
} as const;
export type DiscountLabel = (typeof discountLabels)[keyof typeof discountLabels];

type Amount = number | null | undefined;

function amountOrZero(value: Amount): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function isPositive(value: Amount): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

// ------------------------------------------------------------------ stock vehicle

export type StockPriceInput = {
  readonly price?: Amount;
  readonly list_price?: Amount;
  /** The web discount (spec 3: a family's webDiscount equals its discount). */
  readonly discount?: Amount;
  readonly special_discount?: Amount;
  readonly license_cost?: Amount;
  readonly preparation_cost?: Amount;
};

/**
 * spec 3: list_price if present, else price. "Present" means a positive number: a list
 * price of 0 or null falls back to price. null when neither is known.
 */
export function stockDisplayedPrice(vehicle: StockPriceInput): number | null {
  if (isPositive(vehicle.list_price)) return vehicle.list_price;
  return typeof vehicle.price === 'number' && Number.isFinite(vehicle.price) ? vehicle.price : null;
}

export type Discount = {
  readonly amount: number;
  /** null when there is no discount (amount 0): the row is not shown. */
  readonly label: DiscountLabel | null;
};

/** spec 3: the special discount if above 0, else the web discount if above 0, else none. */
export function stockDiscount(vehicle: StockPriceInput): Discount {
  if (isPositive(vehicle.special_discount)) {
    return { amount: vehicle.special_discount, label: discountLabels.special };
  }
  if (isPositive(vehicle.discount)) return { amount: vehicle.discount, label: discountLabels.web };
  return { amount: 0, label: null };
}

/** spec 3: displayed price minus the discount; null when the price is unknown. */
export function priceAfterDiscount(vehicle: StockPriceInput): number | null {
  const price = stockDisplayedPrice(vehicle);
  return price === null ? null : price - stockDiscount(vehicle).amount;
}

/** spec 3: price after discount + license + preparation cost; null when the price is unknown. */
export function fullPriceWithDiscount(vehicle: StockPriceInput): number | null {
  const price = priceAfterDiscount(vehicle);
  if (price === null) return null;
  return price + amountOrZero(vehicle.license_cost) + amountOrZero(vehicle.preparation_cost);
}

export type StockPriceBreakdown = {
  /** 'Precio de lista contado' (spec 2.11). */
  readonly listPrice: number | null;
  /** 'Patentamiento'. */
  readonly licenseCost: number;
  /** 'Entrega'. */
  readonly preparationCost: number;
  readonly discountAmount: number;
  readonly discountLabel: DiscountLabel | null;
  readonly priceAfterDiscount: number | null;
  readonly fullPriceWithDiscount: number | null;
};

/** spec 2.11 confirmation: the rows of the price breakdown, from the rules above. */
export function stockPriceBreakdown(vehicle: StockPriceInput): StockPriceBreakdown {
  const discount = stockDiscount(vehicle);
  return {
    listPrice: stockDisplayedPrice(vehicle),
    licenseCost: amountOrZero(vehicle.license_cost),
    preparationCost: amountOrZero(vehicle.preparation_cost),
    discountAmount: discount.amount,
    discountLabel: discount.label,
    priceAfterDiscount: priceAfterDiscount(vehicle),
    fullPriceWithDiscount: fullPriceWithDiscount(vehicle),
  };
}

// ------------------------------------------------------------------ offers

export type OfferPriceInput = {
  readonly price: number;
  readonly discount?: Amount;
  readonly model_year?: Amount;
};

export type OfferPrices = {
  /** The price before the discount. */
  readonly price: number;
  readonly discountedPrice: number;
  readonly discount: number;
  /** spec 3: always 'Descuento especial'. */
  readonly discountLabel: typeof discountLabels.special;
};

/**
 * spec 3 Offer. With model_year (a positive year): price is the stored price and the
 * discounted price is price − discount. Without: the discounted price is the stored
 * price and price is stored price + discount.
 */
export function offerPrices(offer: OfferPriceInput): OfferPrices {
  const discount = amountOrZero(offer.discount);
  const hasModelYear = isPositive(offer.model_year);
  return {
    price: hasModelYear ? offer.price : offer.price + discount,
    discountedPrice: hasModelYear ? offer.price - discount : offer.price,
    discount,
    discountLabel: discountLabels.special,
  };
}

/** spec 2.8: units offered by a brand (the count in parentheses); sum brands for the headline. */
export function countOfferUnits(
  offers:
    { readonly grouped: readonly { readonly items: readonly unknown[] }[] } | null | undefined,
): number {
  if (!offers) return 0;
  return offers.grouped.reduce((total, group) => total + group.items.length, 0);
}

// ------------------------------------------------------------------ promotion

export type PromotionLike = {
  readonly money_discount?: Amount;
  readonly percentage_discount?: Amount;
};

/**
 * spec 3 Promotion: money_discount if present (above 0), else percentage_discount percent
 * of the full price, rounded to whole pesos. Never below 0 nor above the full price.
 */
export function promotionDiscount(
  promotion: PromotionLike | null | undefined,
  fullPrice: number,
): number {
  if (!promotion) return 0;
  const discount = isPositive(promotion.money_discount)
    ? promotion.money_discount
    : isPositive(promotion.percentage_discount)
      ? Math.round((fullPrice * promotion.percentage_discount) / 100)
      : 0;
  return Math.min(Math.max(discount, 0), Math.max(fullPrice, 0));
}

// ------------------------------------------------------------------ operation

export type PendingAmountInput = {
  readonly promotionPrice: number;
  readonly cashAmount?: Amount;
  readonly usedVehicles?: readonly { readonly valuation: number }[];
  readonly creditAmount?: Amount;
};

export function usedVehiclesTotal(
  usedVehicles: readonly { readonly valuation: number }[] | undefined,
): number {
  return (usedVehicles ?? []).reduce(
    (total, vehicle) => total + amountOrZero(vehicle.valuation),
    0,
  );
}

/**
 * spec 3: pending = promotion price − cash − used-vehicle valuations − credit. Faithful to
 * the formula: it can be negative when the parts exceed the price. Screens show
 * `displayedPendingAmount` (never below 0).
 */
export function pendingAmount(input: PendingAmountInput): number {
  return (
    input.promotionPrice -
    amountOrZero(input.cashAmount) -
    usedVehiclesTotal(input.usedVehicles) -
    amountOrZero(input.creditAmount)
  );
}

/** The pending amount as shown: clamped at 0. */
export function displayedPendingAmount(pending: number): number {
  return Math.max(0, pending);
}

export type OperationLike = {
  readonly purchase: { readonly vehicle: { readonly fullprice: number } };
  readonly cash_amount?: Amount;
  readonly credit_amount?: Amount;
  readonly used_vehicles?: readonly { readonly valuation: number }[];
  readonly promotion?: { readonly discount?: Amount } | null;
};

export type OperationAmounts = {
  /** The unit's full price with discount (spec 3). */
  readonly fullPrice: number;
  readonly promotionDiscount: number;
  /** Full price with discount − promotion discount. */
  readonly promotionPrice: number;
  readonly usedVehiclesTotal: number;
  /** spec 3 formula; may be negative (see `pendingAmount`). */
  readonly pendingAmount: number;
};

/**
 * The totals of an operation, for the server (which recomputes and never trusts a client)
 * and the reservation app alike. `promotion` is the promotion record of the operation's
 * code (money or percentage), or null for none. When it is left out (undefined), the
 * discount already stored on the operation is used: the server always passes it.
 */
export function computeOperationAmounts(
  operation: OperationLike,
  promotion?: PromotionLike | null,
): OperationAmounts {
  const fullPrice = amountOrZero(operation.purchase.vehicle.fullprice);
  const discount =
    promotion === undefined
      ? Math.min(Math.max(amountOrZero(operation.promotion?.discount), 0), Math.max(fullPrice, 0))
      : promotionDiscount(promotion, fullPrice);
  const promotionPrice = fullPrice - discount;
  return {
    fullPrice,
    promotionDiscount: discount,
    promotionPrice,
    usedVehiclesTotal: usedVehiclesTotal(operation.used_vehicles),
    pendingAmount: pendingAmount({
      promotionPrice,
      cashAmount: operation.cash_amount,
      usedVehicles: operation.used_vehicles,
      creditAmount: operation.credit_amount,
    }),
  };
}

/**
 * spec 5: the cash amount typed by the buyer, parsed (non-numeric becomes 0) and capped
 * at the vehicle's full price with discount. Also never below 0.
 */
export function capCashAmount(input: unknown, fullPriceWithDiscountValue: number): number {
  const cash = parseAmount(input);
  return Math.min(Math.max(cash, 0), Math.max(fullPriceWithDiscountValue, 0));
}

/**
 * spec 5 'Completar Restante': cash becomes current cash + pending amount. When the parts
 * already exceed the price (negative pending), cash goes down, never below 0.
 */
export function completeRemainingCash(cashAmount: number, pending: number): number {
  return Math.max(0, amountOrZero(cashAmount) + amountOrZero(pending));
}

// ------------------------------------------------------------------ services

export type ServicePriceInput = {
  readonly price_promotion?: Amount;
  readonly price_premium?: Amount;
  readonly price_default?: Amount;
};

/**
 * spec 3 Service category: the promotion price if above 0, else the premium price for
 * premium customers, else the default price. A premium customer whose service has no
 * premium price (0) pays the default: a missing tier never makes a service free.
 * DECISIONS: customers are never premium unless the server says so.
 */
export function servicePrice(
  service: ServicePriceInput,
  options: { isPremium?: boolean } = {},
): number {
  if (isPositive(service.price_promotion)) return service.price_promotion;
  if (options.isPremium && isPositive(service.price_premium)) return service.price_premium;
  return amountOrZero(service.price_default);
}

// ------------------------------------------------------------------ reservation fee

/** spec 9: the screens that show the reservation fee. */
export type ReservationScreen = 'confirmation' | 'review' | 'payment';

/** spec 9 fallbacks; DECISIONS: only when the brand has no booking_price. */
export const reservationFeeFallbacks: Readonly<Record<ReservationScreen, number>> = {
  confirmation: 400_000,
  review: 200_000,
  payment: 200_000,
};

export type BrandServices = Readonly<
  Record<string, { readonly booking_price?: Amount } | undefined>
>;

/**
 * spec 9 and DECISIONS: the deposit is the brand's booking_price from
 * parameters.services; the spec's fallbacks (400000 on the confirmation, 200000 on review
 * and payment) apply only when the brand has none (missing, null or 0).
 * spec 8: a missing brand id throws.
 */
export function reservationFee(input: {
  readonly services: BrandServices | null | undefined;
  readonly brandId: number | null | undefined;
  readonly screen: ReservationScreen;
}): number {
  const { brandId } = input;
  if (typeof brandId !== 'number' || !Number.isInteger(brandId)) {
    throw new Error('Brand id missing for the price table');
  }
  const bookingPrice = input.services?.[String(brandId)]?.booking_price;
  return isPositive(bookingPrice) ? bookingPrice : reservationFeeFallbacks[input.screen];
}

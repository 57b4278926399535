/**
 * What each price on the catalogue's pages says (Res. SIyC 4/2025, docs/decisions.md
 * "Prices as Argentine consumer rules require"): the final total in pesos, the dollar price
 * beside it on a dollar unit, and the price without national taxes in smaller type.
 *
 * The server is the authority on every figure: it sends `final_price`,
 * `price_without_national_taxes` and their peso figures (`*_ars`) with each unit and offer,
 * and this module only formats them. From a server that does not send them, the final
 * price is spec 3's full price with discount (`fullPriceWithDiscount`) and the line without
 * national taxes is left out rather than computed in the browser.
 *
 * Invariant: "Precio final" is only ever the total the buyer pays (vehicle after discounts
 * + registration + delivery). A version's or a model's list price, which leaves both out,
 * is labelled "Precio de lista" (./listPrice.ts).
 */
import {
  formatPrice,
  fullPriceWithDiscount,
  isDollarCurrency,
  messages,
  offerPrices,
} from '@territorio/api-client/core';
import type {
  Offer,
  StockListing,
  StockPriceInput,
  StockVehicle,
} from '@territorio/api-client/core';

/** The design system's Price props: every figure already formatted. */
export type DisplayPrice = {
  /** The final price in pesos ('Confirmar en concesionario' for a dollar unit without a rate). */
  readonly amount: string;
  /** "Precio sin impuestos nacionales", formatted; absent when the server did not send it. */
  readonly withoutNationalTaxes?: string;
  /** The dollar price of a dollar unit. */
  readonly dollarAmount?: string;
  /** A 'desde' price: the lowest of several. */
  readonly isFrom?: boolean;
  readonly label?: string;
  readonly note?: string;
};

export const finalPriceLabel = 'Precio final';
export const withoutNationalTaxesLabel = 'Precio sin impuestos nacionales';
export type Amount = number | null | undefined;

/** The disclosure figures the API sends with stock units and offers. */
type UnitFiguresWire = Pick<
  StockVehicle,
  | 'currency'
  | 'final_price'
  | 'price_without_national_taxes'
  | 'final_price_ars'
  | 'price_without_national_taxes_ars'
>;

export function isAmount(value: Amount): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

type Figures = {
  readonly currency: 'ars' | 'usd';
  /** In the unit's currency. */
  readonly finalPrice: number;
  readonly withoutNationalTaxes: number | null;
  /** In pesos; null on a dollar unit the server sent no rate for. */
  readonly finalPriceArs: number | null;
  readonly withoutNationalTaxesArs: number | null;
};

/** The wire's figures; only the final price has a fallback (spec 3, from the unit's prices). */
function unitFigures(wire: UnitFiguresWire, prices: StockPriceInput): Figures {
  const currency = isDollarCurrency(wire.currency) ? 'usd' : 'ars';
  const finalPrice = isAmount(wire.final_price)
    ? wire.final_price
    : (fullPriceWithDiscount(prices) ?? 0);
  const withoutNationalTaxes = isAmount(wire.price_without_national_taxes)
    ? wire.price_without_national_taxes
    : null;
  if (currency === 'ars') {
    return {
      currency,
      finalPrice,
      withoutNationalTaxes,
      finalPriceArs: finalPrice,
      withoutNationalTaxesArs: withoutNationalTaxes,
    };
  }
  const pesos = (value: Amount) => (isAmount(value) && value > 0 ? value : null);
  return {
    currency,
    finalPrice,
    withoutNationalTaxes,
    finalPriceArs: pesos(wire.final_price_ars),
    withoutNationalTaxesArs: pesos(wire.price_without_national_taxes_ars),
  };
}

function displayOf(figures: Figures): DisplayPrice {
  if (figures.currency === 'ars') {
    return {
      amount: formatPrice(figures.finalPrice),
      ...(figures.withoutNationalTaxes === null
        ? {}
        : { withoutNationalTaxes: formatPrice(figures.withoutNationalTaxes) }),
      label: finalPriceLabel,
    };
  }
  const withoutNationalTaxes =
    figures.withoutNationalTaxesArs !== null
      ? formatPrice(figures.withoutNationalTaxesArs)
      : figures.withoutNationalTaxes !== null
        ? formatPrice(figures.withoutNationalTaxes, 'usd')
        : null;
  return {
    // DECISIONS: without a rate the peso figure reads 'Confirmar en concesionario' (spec 8).
    amount:
      figures.finalPriceArs === null
        ? messages.usdRateUnavailable
        : formatPrice(figures.finalPriceArs),
    ...(withoutNationalTaxes === null ? {} : { withoutNationalTaxes }),
    dollarAmount: formatPrice(figures.finalPrice, 'usd'),
    label: finalPriceLabel,
  };
}

/** A stock unit's final price (spec 3 full price with discount) and its disclosure. */
export function stockUnitPrice(unit: StockVehicle): DisplayPrice {
  return displayOf(unitFigures(unit, unit));
}

/** A stock unit's price-rule input from the search's listing (registration and delivery by their wire names). */
export function listingPriceInput(unit: StockListing): StockPriceInput & { currency: string } {
  return {
    ...unit,
    license_cost: unit.license_price,
    preparation_cost: unit.delivery_price,
  };
}

/** A searched unit's final price and its disclosure. */
export function stockListingPrice(unit: StockListing): DisplayPrice {
  return displayOf(unitFigures(unit, listingPriceInput(unit)));
}

function offerFigures(offer: Offer): Figures {
  // spec 3 Offer: the vehicle's price is the discounted price; registration and delivery
  // are added to it as on a stock unit.
  return unitFigures(offer, {
    price: offerPrices(offer).discountedPrice,
    license_cost: offer.license_price,
    preparation_cost: offer.delivery_price,
  });
}

/** An offer unit's final price and its disclosure. */
export function offerUnitPrice(offer: Offer): DisplayPrice {
  return displayOf(offerFigures(offer));
}

/** An offer's final price as a figure: in pesos when known, else in its own currency. */
export function offerFinalPrice(offer: Offer): { amount: number; currency: 'ars' | 'usd' } {
  const figures = offerFigures(offer);
  return figures.finalPriceArs === null
    ? { amount: figures.finalPrice, currency: figures.currency }
    : { amount: figures.finalPriceArs, currency: 'ars' };
}

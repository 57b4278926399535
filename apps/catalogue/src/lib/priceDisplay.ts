/**
 * What each price on the catalogue's pages says (Res. SIyC 4/2025, docs/decisions.md
 * "Prices as Argentine consumer rules require"): the final total in pesos, the dollar price
 * beside it on a dollar unit, and the price without national taxes in smaller type.
 *
 * Figures come from the wire when it carries them; otherwise from the rules of
 * `@territorio/api-client/core` over the fields the wire has (the same functions the API
 * uses, so both give the same figure). Nothing here does price arithmetic of its own.
 *
 * Invariant: "Precio final" is only ever the total the buyer pays (vehicle after discounts
 * + registration + delivery). A version's or a model's list price, which leaves both out,
 * is labelled "Precio de lista" (./listPrice.ts).
 */
import {
  formatPrice,
  messages,
  offerPrices,
  taxRatesOf,
  unitPriceDisclosure,
} from '@territorio/api-client/core';
import type { Offer, StockVehicle } from '@territorio/api-client/core';

/** The design system's Price props: every figure already formatted. */
export type DisplayPrice = {
  /** The final price in pesos ('Confirmar en concesionario' for a dollar unit without a rate). */
  readonly amount: string;
  /** "Precio sin impuestos nacionales", formatted. */
  readonly withoutNationalTaxes: string;
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

/** The disclosure fields the API adds to stock units and offers. */
type UnitWire = {
  readonly final_price?: Amount;
  readonly price_without_national_taxes?: Amount;
  readonly final_price_ars?: Amount;
  readonly price_without_national_taxes_ars?: Amount;
  readonly iva_rate?: Amount;
  readonly internal_tax_rate?: Amount;
};

export function isAmount(value: Amount): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

type Figures = {
  readonly currency: 'ars' | 'usd';
  readonly finalPrice: number;
  readonly withoutNationalTaxes: number;
  readonly finalPriceArs: number | null;
  readonly withoutNationalTaxesArs: number | null;
};

/**
 * The wire's figures where it has them, else the rules' over the unit's price fields. The
 * catalogue has no dollar rate of its own: a dollar unit's peso figures come from the wire.
 */
function unitFigures(wire: UnitWire, input: Parameters<typeof unitPriceDisclosure>[0]): Figures {
  const computed = unitPriceDisclosure(input, taxRatesOf(wire), 0);
  const currency = computed.currency;
  const finalPrice = isAmount(wire.final_price) ? wire.final_price : computed.finalPrice;
  const withoutNationalTaxes = isAmount(wire.price_without_national_taxes)
    ? wire.price_without_national_taxes
    : computed.withoutNationalTaxes;
  const pesos = (value: Amount, own: number) =>
    currency === 'ars' ? own : isAmount(value) && value > 0 ? value : null;
  return {
    currency,
    finalPrice,
    withoutNationalTaxes,
    finalPriceArs: pesos(wire.final_price_ars, finalPrice),
    withoutNationalTaxesArs: pesos(wire.price_without_national_taxes_ars, withoutNationalTaxes),
  };
}

function displayOf(figures: Figures): DisplayPrice {
  if (figures.currency === 'ars') {
    return {
      amount: formatPrice(figures.finalPrice),
      withoutNationalTaxes: formatPrice(figures.withoutNationalTaxes),
      label: finalPriceLabel,
    };
  }
  return {
    // DECISIONS: without a rate the peso figure reads 'Confirmar en concesionario' (spec 8).
    amount:
      figures.finalPriceArs === null
        ? messages.usdRateUnavailable
        : formatPrice(figures.finalPriceArs),
    withoutNationalTaxes:
      figures.withoutNationalTaxesArs === null
        ? formatPrice(figures.withoutNationalTaxes, 'usd')
        : formatPrice(figures.withoutNationalTaxesArs),
    dollarAmount: formatPrice(figures.finalPrice, 'usd'),
    label: finalPriceLabel,
  };
}

function stockFigures(unit: StockVehicle): Figures {
  return unitFigures(unit as StockVehicle & UnitWire, unit);
}

/** A stock unit's final price (spec 3 full price with discount) and its disclosure. */
export function stockUnitPrice(unit: StockVehicle): DisplayPrice {
  return displayOf(stockFigures(unit));
}

function offerFigures(offer: Offer): Figures {
  // spec 3 Offer: the vehicle's price is the discounted price; registration and delivery
  // are added to it as on a stock unit.
  return unitFigures(offer as Offer & UnitWire, {
    price: offerPrices(offer).discountedPrice,
    license_cost: offer.license_price,
    preparation_cost: offer.delivery_price,
    currency: offer.currency,
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

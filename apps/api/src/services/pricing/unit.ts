/**
 * A unit's price as it is sold on an Argentine day: an offer past its window no longer
 * takes its special discount off, and every price carries its Res. SIyC 4/2025 figures
 * (rules/disclosure.ts) with the version's national tax rates. The stock search, the
 * catalogue and the operations all price a unit through here.
 */
import {
  fullPriceWithDiscount,
  isCurrent,
  taxRatesOf,
  unitPriceDisclosure,
  type TaxRates,
  type operationVehicleSchema,
} from '@territorio/api-client';
import type { z } from 'zod';
import type { StockUnitRow } from '../../db/schema';

/** The unit as an operation stores it when it starts. */
export type VehicleSnapshot = z.input<typeof operationVehicleSchema>;

/** What a price on the wire depends on besides the data: the Argentine day and the dollar rate. */
export type PriceDay = { readonly today: string; readonly usdRate: number };

/** Whether the unit's offer holds on `today` (inclusive Argentine days; open ends hold). */
export function isOfferCurrent(
  unit: Pick<StockUnitRow, 'offer_valid_from' | 'offer_valid_until'>,
  today: string,
): boolean {
  return isCurrent(
    { valid_from: unit.offer_valid_from, valid_until: unit.offer_valid_until },
    today,
  );
}

/**
 * The unit as it is sold on `today`: outside its offer's window the special discount no
 * longer applies (the wire, a new operation and the console all read this).
 */
export function pricedUnit<T extends StockUnitRow>(unit: T, today: string): T {
  return isOfferCurrent(unit, today) ? unit : { ...unit, special_discount: 0 };
}

/** Res. SIyC 4/2025 figures of a unit priced on `today`, in its currency and in pesos. */
export function unitDisclosureWire(
  unit: Pick<
    StockUnitRow,
    | 'price'
    | 'list_price'
    | 'discount'
    | 'special_discount'
    | 'license_price'
    | 'delivery_price'
    | 'currency'
  > &
    Parameters<typeof taxRatesOf>[0],
  usdRate: number,
) {
  const rates = taxRatesOf(unit);
  const disclosure = unitPriceDisclosure(
    {
      price: unit.price,
      list_price: unit.list_price,
      discount: unit.discount,
      special_discount: unit.special_discount,
      license_cost: unit.license_price,
      preparation_cost: unit.delivery_price,
      currency: unit.currency,
    },
    rates,
    usdRate,
  );
  return {
    final_price: disclosure.finalPrice,
    price_without_national_taxes: disclosure.withoutNationalTaxes,
    final_price_ars: disclosure.finalPriceArs,
    price_without_national_taxes_ars: disclosure.withoutNationalTaxesArs,
    iva_rate: rates.ivaRate,
    internal_tax_rate: rates.internalTaxRate,
  };
}

/**
 * The unit as an operation reserves it on `day`: an offer past its dates no longer
 * takes its special discount off. `rates` are the version's national taxes.
 */
export function vehicleSnapshot(
  stored: StockUnitRow,
  day: string,
  rates?: TaxRates,
): VehicleSnapshot {
  const unit = pricedUnit(stored, day);
  const prices = {
    price: unit.price,
    list_price: unit.list_price,
    discount: unit.discount,
    special_discount: unit.special_discount,
    license_cost: unit.license_price,
    preparation_cost: unit.delivery_price,
  };
  return {
    stock_id: unit.id,
    brand_id: unit.brand_id as VehicleSnapshot['brand_id'],
    family: unit.family,
    family_id: unit.family_id,
    model: unit.model,
    chassis: unit.chassis,
    color: unit.color,
    location: unit.location,
    image: unit.image,
    currency: unit.currency,
    fullprice: fullPriceWithDiscount(prices) ?? 0,
    special_discount: unit.special_discount,
    list_price: unit.list_price,
    license_cost: unit.license_price,
    preparation_cost: unit.delivery_price,
    ...(rates ? { iva_rate: rates.ivaRate, internal_tax_rate: rates.internalTaxRate } : {}),
  };
}

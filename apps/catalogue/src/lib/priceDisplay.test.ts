import { describe, expect, it } from 'vitest';
import {
  familySchema,
  formatPrice,
  messages,
  offersSchema,
  stockVehicleSchema,
  subfamilySchema,
} from '@territorio/api-client';
import type { Offer, StockVehicle } from '@territorio/api-client';
import { family, offers, stockUnit, subfamily } from '../test/fixtures';
import { familyFromPrice, listPriceLabel, versionListPrice } from './listPrice';
import { lowestOffer, offerGroupPrice } from './offerGroups';
import { finalPriceLabel, offerUnitPrice, stockUnitPrice } from './priceDisplay';

const unit = (overrides: Record<string, unknown> = {}): StockVehicle =>
  stockVehicleSchema.parse(stockUnit(overrides));

describe('stock unit prices (Res. SIyC 4/2025)', () => {
  it('shows the final price with registration and delivery, and the price without national taxes', () => {
    // 25.000.000 − 500.000 special discount + 1.000.000 registration + 950.000 delivery.
    // Without national taxes: 24.500.000 / 1,21 + 950.000 / 1,21 + 1.000.000 (provincial).
    expect(stockUnitPrice(unit())).toEqual({
      amount: formatPrice(26_450_000),
      withoutNationalTaxes: formatPrice(20_247_934 + 785_124 + 1_000_000),
      label: finalPriceLabel,
    });
  });

  it('takes the internal tax of the unit into the figure without national taxes', () => {
    const taxed = { ...unit(), internal_tax_rate: 20, iva_rate: 21 } as StockVehicle;
    // 24.500.000 × 0,8 / 1,21 = 16.198.347.
    expect(stockUnitPrice(taxed).withoutNationalTaxes).toBe(
      formatPrice(16_198_347 + 785_124 + 1_000_000),
    );
  });

  it('prefers the figures the wire carries', () => {
    const wired = {
      ...unit(),
      final_price: 30_000_000,
      price_without_national_taxes: 25_000_000,
    } as StockVehicle;
    expect(stockUnitPrice(wired)).toMatchObject({
      amount: formatPrice(30_000_000),
      withoutNationalTaxes: formatPrice(25_000_000),
    });
  });

  it('shows a dollar unit in pesos with its dollar price beside, at the rate the wire used', () => {
    const dollars = {
      ...unit({
        currency: 'usd',
        price: 40_000,
        list_price: 40_000,
        special_discount: 0,
        license_price: 1_600,
        delivery_price: 1_210,
      }),
      final_price_ars: 42_810_000,
      price_without_national_taxes_ars: 35_676_000,
    } as StockVehicle;
    expect(stockUnitPrice(dollars)).toEqual({
      amount: formatPrice(42_810_000),
      withoutNationalTaxes: formatPrice(35_676_000),
      dollarAmount: formatPrice(42_810, 'usd'),
      label: finalPriceLabel,
    });
  });

  it('says the peso figure is confirmed at the dealership when there is no rate', () => {
    const dollars = unit({
      currency: 'usd',
      price: 40_000,
      list_price: 40_000,
      special_discount: 1_000,
      license_price: 1_600,
      delivery_price: 1_210,
    });
    const price = stockUnitPrice(dollars);
    expect(price.amount).toBe(messages.usdRateUnavailable);
    expect(price.dollarAmount).toBe(formatPrice(39_000 + 1_600 + 1_210, 'usd'));
    // 39.000 / 1,21 + 1.210 / 1,21 + 1.600.
    expect(price.withoutNationalTaxes).toBe(formatPrice(32_231 + 1_000 + 1_600, 'usd'));
  });
});

describe('offer prices', () => {
  const brandOffers = offersSchema.parse(offers(1, 2));
  const first = brandOffers.grouped[0]!.items[0]!;

  it('adds registration and delivery to the discounted price', () => {
    const offer: Offer = { ...first, license_price: 800_000, delivery_price: 605_000 };
    // spec 3 Offer without model_year: the stored price is the discounted price.
    expect(offerUnitPrice(offer)).toMatchObject({
      amount: formatPrice(20_000_000 + 800_000 + 605_000),
      withoutNationalTaxes: formatPrice(16_528_926 + 500_000 + 800_000),
      label: finalPriceLabel,
    });
  });

  it('gives a group the lowest final price as its “desde”', () => {
    const cheap: Offer = { ...first, id: 1, price: 18_000_000 };
    const dear: Offer = { ...first, id: 2, price: 19_000_000, license_price: 0 };
    expect(lowestOffer([dear, cheap])?.id).toBe(1);
    const group = { ...brandOffers.grouped[0]!, items: [dear, cheap] };
    expect(offerGroupPrice(group)).toMatchObject({
      amount: formatPrice(18_000_000),
      isFrom: true,
    });
    expect(offerGroupPrice({ ...group, items: [] })).toBeNull();
  });
});

describe('list prices', () => {
  it('calls a version’s price a list price, never a final price', () => {
    const price = versionListPrice(subfamilySchema.parse(subfamily()));
    expect(price).toMatchObject({
      amount: formatPrice(25_000_000),
      withoutNationalTaxes: formatPrice(20_661_157),
      label: listPriceLabel,
      isFrom: false,
    });
    expect(price?.note).toMatch(/No incluye patentamiento ni entrega/);
    expect(versionListPrice(subfamilySchema.parse(subfamily({ price: null })))).toBeNull();
  });

  it('gives a model its lowest list price as a “desde” in its own currency', () => {
    const price = familyFromPrice(familySchema.parse(family({ currency: 'usd', price: 44_500 })));
    expect(price).toMatchObject({
      amount: formatPrice(44_500, 'usd'),
      withoutNationalTaxes: formatPrice(36_777, 'usd'),
      label: listPriceLabel,
      isFrom: true,
    });
  });
});

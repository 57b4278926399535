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
  it('shows the final price and the price without national taxes the server sends', () => {
    const wired = {
      ...unit(),
      final_price: 26_450_000,
      price_without_national_taxes: 22_033_058,
      final_price_ars: 26_450_000,
      price_without_national_taxes_ars: 22_033_058,
    };
    expect(stockUnitPrice(wired)).toEqual({
      amount: formatPrice(26_450_000),
      withoutNationalTaxes: formatPrice(22_033_058),
      label: finalPriceLabel,
    });
  });

  it('from a server without the figures, shows spec 3’s final price and leaves out the line without taxes', () => {
    // 25.000.000 − 500.000 special discount + 1.000.000 registration + 950.000 delivery.
    const price = stockUnitPrice(unit());
    expect(price).toEqual({ amount: formatPrice(26_450_000), label: finalPriceLabel });
    expect(price.withoutNationalTaxes).toBeUndefined();
  });

  it('shows a dollar unit in pesos with its dollar price beside, from the wire’s peso figures', () => {
    const dollars = {
      ...unit({
        currency: 'usd',
        price: 40_000,
        list_price: 40_000,
        special_discount: 0,
        license_price: 1_600,
        delivery_price: 1_210,
      }),
      final_price: 42_810,
      price_without_national_taxes: 35_676,
      final_price_ars: 42_810_000,
      price_without_national_taxes_ars: 35_676_000,
    };
    expect(stockUnitPrice(dollars)).toEqual({
      amount: formatPrice(42_810_000),
      withoutNationalTaxes: formatPrice(35_676_000),
      dollarAmount: formatPrice(42_810, 'usd'),
      label: finalPriceLabel,
    });
  });

  it('says the peso figure is confirmed at the dealership when the server has no rate', () => {
    const dollars = {
      ...unit({
        currency: 'usd',
        price: 40_000,
        list_price: 40_000,
        special_discount: 1_000,
        license_price: 1_600,
        delivery_price: 1_210,
      }),
      final_price: 41_810,
      price_without_national_taxes: 34_831,
    };
    const price = stockUnitPrice(dollars);
    expect(price.amount).toBe(messages.usdRateUnavailable);
    expect(price.dollarAmount).toBe(formatPrice(41_810, 'usd'));
    expect(price.withoutNationalTaxes).toBe(formatPrice(34_831, 'usd'));
  });
});

describe('offer prices', () => {
  const brandOffers = offersSchema.parse(offers(1, 2));
  const first = brandOffers.grouped[0]!.items[0]!;

  it('shows the server’s final price and the price without national taxes', () => {
    const offer: Offer = {
      ...first,
      final_price: 21_405_000,
      price_without_national_taxes: 17_828_926,
      final_price_ars: 21_405_000,
      price_without_national_taxes_ars: 17_828_926,
    };
    expect(offerUnitPrice(offer)).toMatchObject({
      amount: formatPrice(21_405_000),
      withoutNationalTaxes: formatPrice(17_828_926),
      label: finalPriceLabel,
    });
  });

  it('from a server without the figures, adds registration and delivery to the discounted price', () => {
    const offer: Offer = {
      ...first,
      license_price: 800_000,
      delivery_price: 605_000,
      final_price: null,
      price_without_national_taxes: null,
    };
    // spec 3 Offer without model_year: the stored price is the discounted price.
    const price = offerUnitPrice(offer);
    expect(price).toMatchObject({
      amount: formatPrice(20_000_000 + 800_000 + 605_000),
      label: finalPriceLabel,
    });
    expect(price.withoutNationalTaxes).toBeUndefined();
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
    const price = versionListPrice(
      subfamilySchema.parse(subfamily({ price_without_national_taxes: 20_661_157 })),
    );
    expect(price).toMatchObject({
      amount: formatPrice(25_000_000),
      withoutNationalTaxes: formatPrice(20_661_157),
      label: listPriceLabel,
      isFrom: false,
    });
    expect(price?.note).toMatch(/No incluye patentamiento ni entrega/);
    expect(versionListPrice(subfamilySchema.parse(subfamily({ price: null })))).toBeNull();
  });

  it('leaves out the line without national taxes when the server does not send it', () => {
    const price = versionListPrice(subfamilySchema.parse(subfamily()));
    expect(price?.amount).toBe(formatPrice(25_000_000));
    expect(price?.withoutNationalTaxes).toBeUndefined();
  });

  it('gives a model its lowest list price as a “desde” in its own currency', () => {
    const price = familyFromPrice(
      familySchema.parse(
        family({ currency: 'usd', price: 44_500, price_without_national_taxes: 36_777 }),
      ),
    );
    expect(price).toMatchObject({
      amount: formatPrice(44_500, 'usd'),
      withoutNationalTaxes: formatPrice(36_777, 'usd'),
      label: listPriceLabel,
      isFrom: true,
    });
  });
});

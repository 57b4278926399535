import { describe, expect, it } from 'vitest';
import {
  capCashAmount,
  completeRemainingCash,
  computeOperationAmounts,
  countOfferUnits,
  displayedPendingAmount,
  fullPriceWithDiscount,
  offerPrices,
  pendingAmount,
  priceAfterDiscount,
  promotionDiscount,
  reservationFee,
  reservationFeeFallbacks,
  servicePrice,
  stockDiscount,
  stockDisplayedPrice,
  stockPriceBreakdown,
} from './prices';
import { offersWire, operationWire } from './test-fixtures';

describe('stock vehicle prices', () => {
  it('spec 3: the displayed price is list_price when present', () => {
    expect(stockDisplayedPrice({ price: 20_000_000, list_price: 22_000_000 })).toBe(22_000_000);
  });

  it('spec 3: the displayed price is price when list_price is missing (null, undefined or 0)', () => {
    expect(stockDisplayedPrice({ price: 20_000_000, list_price: null })).toBe(20_000_000);
    expect(stockDisplayedPrice({ price: 20_000_000 })).toBe(20_000_000);
    expect(stockDisplayedPrice({ price: 20_000_000, list_price: 0 })).toBe(20_000_000);
    expect(stockDisplayedPrice({ price: null, list_price: null })).toBeNull();
  });

  it("spec 3: the special discount wins when above 0, labelled 'Descuento especial'", () => {
    expect(stockDiscount({ special_discount: 1_000_000, discount: 500_000 })).toEqual({
      amount: 1_000_000,
      label: 'Descuento especial',
    });
  });

  it("spec 3: else the web discount when above 0, labelled 'Descuento web'", () => {
    expect(stockDiscount({ special_discount: 0, discount: 500_000 })).toEqual({
      amount: 500_000,
      label: 'Descuento web',
    });
    expect(stockDiscount({ special_discount: -5, discount: 500_000 }).label).toBe('Descuento web');
  });

  it('spec 3: else no discount', () => {
    expect(stockDiscount({ special_discount: 0, discount: 0 })).toEqual({ amount: 0, label: null });
    expect(stockDiscount({})).toEqual({ amount: 0, label: null });
  });

  it('spec 3: price after discount and full price with discount (+ license + preparation)', () => {
    const vehicle = {
      price: 25_000_000,
      list_price: 26_000_000,
      special_discount: 1_000_000,
      discount: 300_000,
      license_cost: 500_000,
      preparation_cost: 300_000,
    };
    expect(priceAfterDiscount(vehicle)).toBe(25_000_000);
    expect(fullPriceWithDiscount(vehicle)).toBe(25_800_000);
    expect(stockPriceBreakdown(vehicle)).toEqual({
      listPrice: 26_000_000,
      licenseCost: 500_000,
      preparationCost: 300_000,
      discountAmount: 1_000_000,
      discountLabel: 'Descuento especial',
      priceAfterDiscount: 25_000_000,
      fullPriceWithDiscount: 25_800_000,
    });
  });

  it('spec 3: an unknown price gives no price after discount nor full price', () => {
    expect(priceAfterDiscount({ price: null, special_discount: 10 })).toBeNull();
    expect(fullPriceWithDiscount({ price: null, license_cost: 10 })).toBeNull();
  });
});

describe('offer prices', () => {
  it('spec 3: with model_year, price is the stored price and discounted is price − discount', () => {
    expect(offerPrices({ price: 24_000_000, discount: 1_000_000, model_year: 2025 })).toEqual({
      price: 24_000_000,
      discountedPrice: 23_000_000,
      discount: 1_000_000,
      discountLabel: 'Descuento especial',
    });
  });

  it('spec 3: without model_year, discounted is the stored price and price is stored + discount', () => {
    expect(offerPrices({ price: 24_000_000, discount: 1_000_000, model_year: null })).toEqual({
      price: 25_000_000,
      discountedPrice: 24_000_000,
      discount: 1_000_000,
      discountLabel: 'Descuento especial',
    });
    expect(offerPrices({ price: 24_000_000, discount: 1_000_000 }).price).toBe(25_000_000);
  });

  it("spec 3: the discount type is always 'Descuento especial', even without a discount", () => {
    expect(offerPrices({ price: 10, discount: 0 }).discountLabel).toBe('Descuento especial');
  });

  it('spec 2.8: units offered by a brand are the items of its groups', () => {
    expect(countOfferUnits(offersWire)).toBe(1);
    expect(
      countOfferUnits({
        grouped: [{ items: [] }, { items: [1, 2] }],
      }),
    ).toBe(2);
    expect(countOfferUnits(null)).toBe(0);
  });
});

describe('promotion discount', () => {
  it('spec 3: money_discount when present', () => {
    expect(
      promotionDiscount({ money_discount: 500_000, percentage_discount: 10 }, 20_000_000),
    ).toBe(500_000);
  });

  it('spec 3: else percentage_discount percent of the full price', () => {
    expect(promotionDiscount({ money_discount: null, percentage_discount: 10 }, 20_000_000)).toBe(
      2_000_000,
    );
    expect(promotionDiscount({ money_discount: 0, percentage_discount: 5 }, 20_000_000)).toBe(
      1_000_000,
    );
  });

  it('spec 3: rounded to whole pesos, never above the full price, 0 without a promotion', () => {
    expect(promotionDiscount({ percentage_discount: 3.333 }, 1_000)).toBe(33);
    expect(promotionDiscount({ money_discount: 5_000 }, 1_000)).toBe(1_000);
    expect(promotionDiscount(null, 1_000)).toBe(0);
    expect(promotionDiscount({}, 1_000)).toBe(0);
  });
});

describe('pending amount', () => {
  it('spec 3: promotion price − cash − used-vehicle valuations − credit', () => {
    expect(
      pendingAmount({
        promotionPrice: 20_000_000,
        cashAmount: 5_000_000,
        usedVehicles: [{ valuation: 3_000_000 }, { valuation: 2_000_000 }],
        creditAmount: 4_000_000,
      }),
    ).toBe(6_000_000);
  });

  it('spec 3: the formula is kept faithful (may go below 0); the display clamps at 0', () => {
    const pending = pendingAmount({
      promotionPrice: 10_000_000,
      cashAmount: 8_000_000,
      usedVehicles: [{ valuation: 5_000_000 }],
    });
    expect(pending).toBe(-3_000_000);
    expect(displayedPendingAmount(pending)).toBe(0);
    expect(displayedPendingAmount(1)).toBe(1);
  });

  it('spec 3: operation totals from the operation and its promotion record', () => {
    const operation = operationWire({
      cash_amount: 4_800_000,
      credit_amount: 5_000_000,
      used_vehicles: [
        {
          brand: 'Ford',
          model: 'Ka',
          vehicle: 'Ka 1.5',
          codia: '1',
          kms: 1,
          year: 2019,
          valuation: 3_000_000,
        },
      ],
      promotion: { code: 'PROMO10', discount: 99, price: 1 },
    });
    expect(computeOperationAmounts(operation, { percentage_discount: 10 })).toEqual({
      fullPrice: 24_800_000,
      promotionDiscount: 2_480_000,
      promotionPrice: 22_320_000,
      usedVehiclesTotal: 3_000_000,
      pendingAmount: 9_520_000,
    });
  });

  it('spec 3: null promotion means no discount; an omitted one uses the stored discount', () => {
    const operation = operationWire({ promotion: { code: 'X', discount: 800_000, price: 0 } });
    expect(computeOperationAmounts(operation, null).promotionPrice).toBe(24_800_000);
    expect(computeOperationAmounts(operation).promotionPrice).toBe(24_000_000);
    expect(computeOperationAmounts(operation).pendingAmount).toBe(24_000_000);
  });
});

describe('cash amount', () => {
  it('spec 5: parsed as a number, non-numeric becomes 0', () => {
    expect(capCashAmount('1.500.000', 20_000_000)).toBe(1_500_000);
    expect(capCashAmount('mucho', 20_000_000)).toBe(0);
  });

  it('spec 5: capped at the full price with discount', () => {
    expect(capCashAmount('30000000', 20_000_000)).toBe(20_000_000);
    expect(capCashAmount(20_000_000, 20_000_000)).toBe(20_000_000);
    expect(capCashAmount(-5, 20_000_000)).toBe(0);
  });

  it("spec 5: 'Completar Restante' sets cash to cash + pending", () => {
    expect(completeRemainingCash(1_000_000, 4_000_000)).toBe(5_000_000);
    expect(completeRemainingCash(3_000_000, -1_000_000)).toBe(2_000_000);
    expect(completeRemainingCash(1_000_000, -5_000_000)).toBe(0);
  });
});

describe('service price', () => {
  const service = { price_promotion: 0, price_premium: 80_000, price_default: 100_000 };

  it('spec 3: the promotion price when above 0', () => {
    expect(servicePrice({ ...service, price_promotion: 60_000 }, { isPremium: true })).toBe(60_000);
  });

  it('spec 3: else the premium price for premium customers', () => {
    expect(servicePrice(service, { isPremium: true })).toBe(80_000);
  });

  it('spec 3 and DECISIONS: else the default price (customers are not premium by default)', () => {
    expect(servicePrice(service)).toBe(100_000);
    expect(servicePrice({ ...service, price_premium: 0 }, { isPremium: true })).toBe(100_000);
  });
});

describe('reservation fee', () => {
  const services = { '1': { booking_price: 300_000 }, '2': { booking_price: null }, '4': {} };

  it("DECISIONS: the brand's booking_price on every screen", () => {
    for (const screen of ['confirmation', 'review', 'payment'] as const) {
      expect(reservationFee({ services, brandId: 1, screen })).toBe(300_000);
    }
  });

  it('spec 9: fallbacks 400000 on the confirmation and 200000 on review and payment when the brand has none', () => {
    for (const brandId of [2, 4, 6]) {
      expect(reservationFee({ services, brandId, screen: 'confirmation' })).toBe(400_000);
      expect(reservationFee({ services, brandId, screen: 'review' })).toBe(200_000);
      expect(reservationFee({ services, brandId, screen: 'payment' })).toBe(200_000);
    }
    expect(reservationFee({ services: undefined, brandId: 1, screen: 'review' })).toBe(200_000);
    expect(reservationFeeFallbacks).toEqual({
      confirmation: 400_000,
      review: 200_000,
      payment: 200_000,
    });
  });

  it('spec 8: a missing brand id for the price table throws', () => {
    expect(() => reservationFee({ services, brandId: undefined, screen: 'review' })).toThrow(
      'Brand id missing',
    );
    expect(() => reservationFee({ services, brandId: null, screen: 'payment' })).toThrow(Error);
    expect(() => reservationFee({ services, brandId: Number.NaN, screen: 'payment' })).toThrow(
      Error,
    );
  });
});

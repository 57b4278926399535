import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessToday,
  defaultTaxRates,
  depositInstalments,
  depositInstalmentsText,
  dollarsToPesos,
  isCurrent,
  isWithinWithdrawal,
  netOfNationalTaxes,
  offerValidityText,
  priceWithoutNationalTaxes,
  taxRatesOf,
  unitPriceDisclosure,
  withdrawalDeadline,
} from './disclosure';

describe('national taxes', () => {
  it('takes IVA out of a 21 % price', () => {
    expect(netOfNationalTaxes(12_100_000, defaultTaxRates)).toBe(10_000_000);
  });

  it('takes the internal tax out before IVA', () => {
    // net 10.000.000; internal tax 18 % of the pre-IVA price: 10.000.000 / 0,82; + 21 % IVA.
    const gross = Math.round((10_000_000 / 0.82) * 1.21);
    expect(netOfNationalTaxes(gross, { ivaRate: 21, internalTaxRate: 18 })).toBe(10_000_000);
  });

  it('leaves registration as it is and takes IVA out of delivery', () => {
    expect(
      priceWithoutNationalTaxes({
        vehiclePrice: 24_200_000,
        licenseCost: 1_000_000,
        preparationCost: 605_000,
        rates: defaultTaxRates,
      }),
    ).toBe(20_000_000 + 1_000_000 + 500_000);
  });

  it('is never more than the final price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom(0, 10.5, 21, 27),
        fc.constantFrom(0, 18, 20),
        (vehicle, license, delivery, ivaRate, internalTaxRate) => {
          const without = priceWithoutNationalTaxes({
            vehiclePrice: vehicle,
            licenseCost: license,
            preparationCost: delivery,
            rates: { ivaRate, internalTaxRate },
          });
          expect(without).toBeGreaterThanOrEqual(license);
          expect(without).toBeLessThanOrEqual(vehicle + license + delivery);
        },
      ),
    );
  });

  it('reads rates from wire fields, defaults where missing', () => {
    expect(taxRatesOf({ iva_rate: 10.5, internal_tax_rate: null })).toEqual({
      ivaRate: 10.5,
      internalTaxRate: 0,
    });
    expect(taxRatesOf(undefined)).toEqual(defaultTaxRates);
  });
});

describe('unitPriceDisclosure', () => {
  const unit = {
    list_price: 30_000_000,
    special_discount: 2_050_000,
    license_cost: 1_500_000,
    preparation_cost: 644_000,
  };

  it('discloses a peso unit in pesos', () => {
    const disclosure = unitPriceDisclosure({ ...unit, currency: 'ars' }, defaultTaxRates, 1000);
    expect(disclosure.finalPrice).toBe(30_094_000);
    expect(disclosure.finalPriceArs).toBe(30_094_000);
    expect(disclosure.withoutNationalTaxes).toBe(
      Math.round(27_950_000 / 1.21) + 1_500_000 + Math.round(644_000 / 1.21),
    );
  });

  it('gives a dollar unit its peso figures at the rate, none without one', () => {
    const dollars = {
      list_price: 40_000,
      license_cost: 1_000,
      preparation_cost: 500,
      currency: 'usd',
    };
    const disclosure = unitPriceDisclosure(dollars, defaultTaxRates, 1_050.5);
    expect(disclosure.currency).toBe('usd');
    expect(disclosure.finalPriceArs).toBe(41_500 * 1_050.5);
    expect(unitPriceDisclosure(dollars, defaultTaxRates, 0).finalPriceArs).toBeNull();
  });

  it('takes a promotion discount off the vehicle, never below zero', () => {
    const disclosure = unitPriceDisclosure(unit, defaultTaxRates, 0, 500_000);
    expect(disclosure.finalPrice).toBe(29_594_000);
    expect(dollarsToPesos(10, 1_000)).toBe(10_000);
  });
});

describe('dates', () => {
  it('reads the day in Argentina', () => {
    expect(businessToday(new Date('2026-12-01T02:59:00Z'))).toBe('2026-11-30');
    expect(businessToday(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });

  it('holds between inclusive dates', () => {
    const window = { valid_from: '2026-12-01', valid_until: '2026-12-31' };
    expect(isCurrent(window, '2026-11-30')).toBe(false);
    expect(isCurrent(window, '2026-12-01')).toBe(true);
    expect(isCurrent(window, '2026-12-31')).toBe(true);
    expect(isCurrent(window, '2027-01-01')).toBe(false);
    expect(isCurrent({ valid_until: null }, '2030-01-01')).toBe(true);
  });

  it('writes an offer’s units and dates', () => {
    expect(
      offerValidityText({ units: 3, valid_from: '2026-12-01', valid_until: '2026-12-31' }),
    ).toBe('3 unidades. Vigencia del 1/12/2026 al 31/12/2026');
    expect(offerValidityText({ units: 1, valid_until: '2026-12-31' })).toBe(
      '1 unidad. Vigente hasta el 31/12/2026',
    );
  });
});

describe('withdrawal', () => {
  it('lasts until the end of the 10th calendar day after the payment, Argentine time', () => {
    // Paid 1 December at 23:30 in Mendoza (02:30 UTC on the 2nd).
    const paidAt = '2026-12-02T02:30:00.000Z';
    expect(withdrawalDeadline(paidAt)).toBe('2026-12-12T02:59:59.999Z');
    expect(isWithinWithdrawal(paidAt, '2026-12-12T02:59:59.000Z')).toBe(true);
    expect(isWithinWithdrawal(paidAt, '2026-12-12T03:00:00.000Z')).toBe(false);
    expect(isWithinWithdrawal('not a date', new Date())).toBe(false);
  });

  it('day 9 is within, day 11 is not', () => {
    const paidAt = '2026-11-01T15:00:00.000Z';
    expect(isWithinWithdrawal(paidAt, '2026-11-10T15:00:00.000Z')).toBe(true);
    expect(isWithinWithdrawal(paidAt, '2026-11-12T15:00:00.000Z')).toBe(false);
  });
});

describe('deposit instalments', () => {
  it('adds up exactly, the last absorbing the rounding', () => {
    expect(depositInstalments(350_000, 3)).toEqual([116_666, 116_666, 116_668]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(1, 2, 3),
        (amount, count) => {
          const parts = depositInstalments(amount, count);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((total, part) => total + part, 0)).toBe(amount);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(count);
        },
      ),
    );
  });

  it('says so in words', () => {
    expect(depositInstalmentsText(350_000, 3)).toBe(
      '3 cuotas: 2 de $\u00a0116.666 y la última de $\u00a0116.668 (la última ajusta el redondeo)',
    );
    expect(depositInstalmentsText(350_000, 2)).toBe('2 cuotas de $\u00a0175.000');
    expect(depositInstalmentsText(350_000, 1)).toBe('1 pago de $\u00a0350.000');
  });
});

/**
 * What a price must say in Argentina, computed once for the API, both apps, the emails and
 * the staff console (docs/decisions.md "Prices as Argentine consumer rules require").
 *
 * - Res. SIyC 4/2025: the price shown is the final total, in pesos (a dollar price may be
 *   added); in smaller type, the price without national taxes.
 * - Ley 24.240 art. 7, Decree 1798/94: an offer says its dates of validity and, where
 *   limited, the number of units.
 * - Res. 424/2020, Disp. 954/2025: the right of withdrawal of a distance contract lasts
 *   10 calendar days.
 *
 * Rates are percents (21 means 21 %). Amounts are whole units of their currency; every
 * function returns whole units, and a split (the deposit's instalments) adds up exactly.
 */
import { formatPrice, isDollarCurrency, isoCalendarDay } from '../money';
import { fullPriceWithDiscount, priceAfterDiscount, type StockPriceInput } from '../prices';

// ------------------------------------------------------------------ national taxes

/** The national taxes in a vehicle's price: IVA and, where one applies, the internal tax. */
export type TaxRates = {
  /** IVA, percent of the price net of IVA. */
  readonly ivaRate: number;
  /**
   * Internal tax (impuestos internos), nominal percent: the tax is part of its own base, so
   * it is this share of the price before IVA.
   */
  readonly internalTaxRate: number;
};

/** A new car pays 21 % IVA and, below the law's thresholds, no internal tax. */
export const defaultTaxRates: TaxRates = { ivaRate: 21, internalTaxRate: 0 };

/** Delivery (freight and preparation) is a service taxed with the general IVA rate. */
export const deliveryIvaRate = 21;

function finiteRate(rate: number | null | undefined, fallback: number): number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 ? rate : fallback;
}

/** Tax rates from wire or database fields, the defaults where a field is missing. */
export function taxRatesOf(
  source:
    | { readonly iva_rate?: number | null; readonly internal_tax_rate?: number | null }
    | null
    | undefined,
): TaxRates {
  return {
    ivaRate: finiteRate(source?.iva_rate, defaultTaxRates.ivaRate),
    internalTaxRate: Math.min(
      finiteRate(source?.internal_tax_rate, defaultTaxRates.internalTaxRate),
      99,
    ),
  };
}

/**
 * The amount left when the national taxes are taken out of a price that includes them:
 * gross = net / (1 − internal) × (1 + IVA), so net = gross × (1 − internal) / (1 + IVA),
 * rounded to the nearest whole unit. Never negative.
 */
export function netOfNationalTaxes(gross: number, rates: TaxRates): number {
  if (!Number.isFinite(gross) || gross <= 0) return 0;
  const internal = Math.min(Math.max(rates.internalTaxRate, 0), 99) / 100;
  const iva = Math.max(rates.ivaRate, 0) / 100;
  return Math.round((gross * (1 - internal)) / (1 + iva));
}

/**
 * Res. SIyC 4/2025 "Precio sin impuestos nacionales" of a final price made of the vehicle
 * (after every discount), registration and delivery: the vehicle without IVA and internal
 * tax, delivery without IVA, and registration as it is (its fees and stamp duty are
 * provincial, not national taxes).
 */
export function priceWithoutNationalTaxes(input: {
  readonly vehiclePrice: number;
  readonly licenseCost: number;
  readonly preparationCost: number;
  readonly rates: TaxRates;
}): number {
  const license = Number.isFinite(input.licenseCost) ? Math.max(0, input.licenseCost) : 0;
  return (
    netOfNationalTaxes(input.vehiclePrice, input.rates) +
    netOfNationalTaxes(input.preparationCost, { ivaRate: deliveryIvaRate, internalTaxRate: 0 }) +
    Math.round(license)
  );
}

// ------------------------------------------------------------------ currencies

/** A dollar amount in whole pesos at `usdRate` pesos per dollar; null without a rate. */
export function dollarsToPesos(amount: number, usdRate: number): number | null {
  if (!Number.isFinite(amount) || !Number.isFinite(usdRate) || usdRate <= 0) return null;
  // The rate has at most cents: integer arithmetic keeps the product exact.
  const rateCents = Math.round(usdRate * 100);
  return Math.round((Math.round(amount) * rateCents) / 100);
}

export type PriceDisclosure = {
  readonly currency: 'ars' | 'usd';
  /** The final price in the unit's currency: vehicle after discounts + registration + delivery. */
  readonly finalPrice: number;
  /** `finalPrice` without national taxes, in the unit's currency. */
  readonly withoutNationalTaxes: number;
  /** The peso figures: themselves on a peso unit; at the rate on a dollar unit; null without one. */
  readonly finalPriceArs: number | null;
  readonly withoutNationalTaxesArs: number | null;
};

/**
 * Every figure a unit's price shows: the final price (spec 3 full price with discount,
 * less an extra discount such as a promotion code's), without national taxes, and both in
 * pesos for a dollar unit at `usdRate`.
 */
export function unitPriceDisclosure(
  unit: StockPriceInput & { readonly currency?: string | null },
  rates: TaxRates,
  usdRate: number,
  extraDiscount = 0,
): PriceDisclosure {
  const currency = isDollarCurrency(unit.currency) ? 'usd' : 'ars';
  const full = fullPriceWithDiscount(unit) ?? 0;
  const vehicle = priceAfterDiscount(unit) ?? 0;
  const extra = Math.min(Math.max(0, Math.round(extraDiscount) || 0), Math.max(0, vehicle));
  const finalPrice = Math.max(0, full - extra);
  const withoutNationalTaxes = priceWithoutNationalTaxes({
    vehiclePrice: vehicle - extra,
    licenseCost: typeof unit.license_cost === 'number' ? unit.license_cost : 0,
    preparationCost: typeof unit.preparation_cost === 'number' ? unit.preparation_cost : 0,
    rates,
  });
  return {
    currency,
    finalPrice,
    withoutNationalTaxes,
    finalPriceArs: currency === 'ars' ? finalPrice : dollarsToPesos(finalPrice, usdRate),
    withoutNationalTaxesArs:
      currency === 'ars' ? withoutNationalTaxes : dollarsToPesos(withoutNationalTaxes, usdRate),
  };
}

// ------------------------------------------------------------------ dates

/** Argentina keeps UTC−3 all year. */
const businessOffsetMs = -3 * 3_600_000;

/** The calendar day in Argentina ('YYYY-MM-DD') at `now`. */
export function businessToday(now: Date = new Date()): string {
  return new Date(now.getTime() + businessOffsetMs).toISOString().slice(0, 10);
}

function dateOnly(value: string | null | undefined): string | null {
  return isoCalendarDay(value)?.text ?? null;
}

/**
 * Whether something dated from `valid_from` to `valid_until` (both inclusive, Argentine
 * calendar days, either open) holds on `today`.
 */
export function isCurrent(
  validity: { readonly valid_from?: string | null; readonly valid_until?: string | null },
  today: string,
): boolean {
  const from = dateOnly(validity.valid_from);
  const until = dateOnly(validity.valid_until);
  return (from === null || from <= today) && (until === null || today <= until);
}

/** '2026-12-01' → '1/12/2026'; '' for anything else. */
export function formatShortDate(value: string | null | undefined): string {
  const date = isoCalendarDay(value);
  return date ? `${Number(date.day)}/${Number(date.month)}/${date.year}` : '';
}

/**
 * Ley 24.240 art. 7: an offer's units and dates, as one sentence:
 * '3 unidades. Vigencia del 1/12/2026 al 31/12/2026'. An open end reads 'desde' or
 * 'hasta' alone; one unit is 'unidad'.
 */
export function offerValidityText(validity: {
  readonly units: number;
  readonly valid_from?: string | null;
  readonly valid_until?: string | null;
}): string {
  const units = Math.max(0, Math.trunc(validity.units));
  const count = `${units} ${units === 1 ? 'unidad' : 'unidades'}.`;
  const from = formatShortDate(validity.valid_from);
  const until = formatShortDate(validity.valid_until);
  if (from && until) return `${count} Vigencia del ${from} al ${until}`;
  if (until) return `${count} Vigente hasta el ${until}`;
  if (from) return `${count} Vigente desde el ${from}`;
  return count;
}

// ------------------------------------------------------------------ withdrawal

/** Res. 424/2020, Disp. 954/2025: calendar days a distance contract can be withdrawn from. */
export const withdrawalDays = 10;

/**
 * The last instant of the withdrawal right: the end of the 10th calendar day after the
 * payment, in Argentine time (a payment on 1 December can be withdrawn until the end of
 * 11 December). Unreadable input gives ''.
 */
export function withdrawalDeadline(paidAt: string): string {
  const paid = Date.parse(paidAt);
  if (Number.isNaN(paid)) return '';
  const day = businessToday(new Date(paid));
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Midnight starting day (paid day + 11) in Argentina, minus one millisecond.
  const nextMidnight = Date.UTC(year, month - 1, date + withdrawalDays + 1) - businessOffsetMs;
  return new Date(nextMidnight - 1).toISOString();
}

/** Whether a withdrawal made `at` is within the right for a deposit paid at `paidAt`. */
export function isWithinWithdrawal(paidAt: string, at: Date | string): boolean {
  const deadline = withdrawalDeadline(paidAt);
  const when = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return deadline !== '' && !Number.isNaN(when) && when <= Date.parse(deadline);
}

// ------------------------------------------------------------------ deposit instalments

/**
 * A deposit split into `count` card instalments that add up exactly: every instalment is
 * the whole-unit share rounded down, and the last absorbs what rounding left.
 */
export function depositInstalments(amount: number, count: number): number[] {
  const total = Math.max(0, Math.round(amount) || 0);
  const parts = Math.max(1, Math.trunc(count) || 1);
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, index) =>
    index === parts - 1 ? total - share * (parts - 1) : share,
  );
}

/**
 * The instalments in words: '1 pago de $ 350.000', '2 cuotas de $ 175.000', or, when
 * rounding leaves a remainder, '3 cuotas: 2 de $ 116.666 y la última de $ 116.668 (la
 * última ajusta el redondeo)'.
 */
export function depositInstalmentsText(
  amount: number,
  count: number,
  currency?: string | null,
): string {
  const parts = depositInstalments(amount, count);
  const first = parts[0] ?? 0;
  const last = parts[parts.length - 1] ?? 0;
  if (parts.length === 1) return `1 pago de ${formatPrice(first, currency)}`;
  if (first === last) return `${parts.length} cuotas de ${formatPrice(first, currency)}`;
  return (
    `${parts.length} cuotas: ${parts.length - 1} de ${formatPrice(first, currency)} ` +
    `y la última de ${formatPrice(last, currency)} (la última ajusta el redondeo)`
  );
}

/**
 * The disclosure figures an operation's `amounts` carry, from the unit snapshot it reserves
 * (whose `fullprice` is the vehicle after its discounts plus registration and delivery),
 * its dollar rate and its promotion code's discount.
 */
export function operationPriceDisclosure(
  vehicle: {
    readonly fullprice: number;
    readonly license_cost?: number | null;
    readonly preparation_cost?: number | null;
    readonly currency?: string | null;
    readonly iva_rate?: number | null;
    readonly internal_tax_rate?: number | null;
  },
  usdRate: number,
  promotionDiscount: number,
): {
  price_without_national_taxes: number;
  final_price_ars: number | null;
  price_without_national_taxes_ars: number | null;
} {
  const license = vehicle.license_cost ?? 0;
  const preparation = vehicle.preparation_cost ?? 0;
  const disclosure = unitPriceDisclosure(
    {
      price: vehicle.fullprice - license - preparation,
      license_cost: license,
      preparation_cost: preparation,
      currency: vehicle.currency ?? null,
    },
    taxRatesOf(vehicle),
    usdRate,
    promotionDiscount,
  );
  return {
    price_without_national_taxes: disclosure.withoutNationalTaxes,
    final_price_ars: disclosure.finalPriceArs,
    price_without_national_taxes_ars: disclosure.withoutNationalTaxesArs,
  };
}

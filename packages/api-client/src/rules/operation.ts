/**
 * The money of a dealership operation and the guards of its steps, for the API (which
 * enforces them on every write and before any charge) and the reservation app (which
 * shows the same figures as hints). One function settles the amounts; nobody else
 * subtracts.
 *
 * DECISIONS "Money on dollar-priced units": an operation's amounts are in its unit's
 * currency. Trade-in valuations and bank credits are quoted in pesos; on a dollar unit
 * they are converted with the operation's dollar rate, rounded down to whole dollars (the
 * buyer is never credited more than the peso figure is worth). With a rate of 0 (spec 8
 * 'Confirmar en concesionario') nothing in pesos is converted online: trade-ins and
 * financing are settled at the dealership and the operation holds cash only.
 *
 * The pending amount is never negative: what would overpay is capped (cash, credit) or
 * refused (trade-ins worth more than the price, a valuation counted twice). Every amount
 * is a whole number of its currency.
 */
import { maxUsedVehicles } from '../constants';
import { formatPrice, isDollarCurrency } from '../money';
import { messages } from '../messages';
import { normalizeBirthdate, normalizeDni, validatePersonalData } from './personal-data';
import type { MaritalStatusId, PersonalDataField, PersonalDataValues } from './personal-data';

export type OperationCurrency = 'ars' | 'usd';

/** The currency an operation's amounts are in: its unit's ('usd' means dollars). */
export function operationCurrency(unitCurrency: string | null | undefined): OperationCurrency {
  return isDollarCurrency(unitCurrency) ? 'usd' : 'ars';
}

/** Whole units; anything that is not a finite number counts as 0. */
function whole(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** The rate in hundredths of a peso, so conversions are integer arithmetic. */
function rateCents(usdRate: number): bigint {
  return BigInt(Math.round(usdRate * 100));
}

/** Whether pesos can be converted into the operation's currency online. */
export function canConvertPesos(currency: OperationCurrency, usdRate: number): boolean {
  return currency === 'ars' || (Number.isFinite(usdRate) && Math.round(usdRate * 100) > 0);
}

/**
 * A peso amount in the operation's currency: itself on a peso unit; whole dollars rounded
 * down on a dollar unit; null when there is no rate to convert with.
 */
export function pesosToOperationCurrency(
  pesos: number,
  currency: OperationCurrency,
  usdRate: number,
): number | null {
  const amount = Math.max(0, whole(pesos));
  if (currency === 'ars') return amount;
  if (!canConvertPesos(currency, usdRate)) return null;
  return Number((BigInt(amount) * 100n) / rateCents(usdRate));
}

/**
 * The most pesos that convert to at most `amount` of the operation's currency (the peso
 * ceiling of a credit that must not exceed what remains); null without a rate.
 */
export function operationCurrencyToPesos(
  amount: number,
  currency: OperationCurrency,
  usdRate: number,
): number | null {
  const value = Math.max(0, whole(amount));
  if (currency === 'ars') return value;
  if (!canConvertPesos(currency, usdRate)) return null;
  // floor(pesos * 100 / cents) <= value  <=>  pesos <= ((value + 1) * cents - 1) / 100
  return Number(((BigInt(value) + 1n) * rateCents(usdRate) - 1n) / 100n);
}

// ------------------------------------------------------------------ settling the amounts

export type UsedVehicleQuote = {
  readonly codia: string;
  readonly year: number;
  readonly kms: number;
  /** The valuation in pesos (spec 7.2 valuation). */
  readonly valuation: number;
};

export type CreditChoice = {
  /** The amount financed, in pesos (bank credits are peso loans). */
  readonly amount: number;
  readonly name: string;
  /** The plan's limits, in pesos. */
  readonly min: number;
  readonly max: number;
};

export type OperationMoneyInput = {
  readonly currency: OperationCurrency;
  /** Pesos per dollar; 0 when unknown (spec 8). Ignored on a peso unit. */
  readonly usdRate: number;
  /** The unit's full price with discount (spec 3), in the operation's currency. */
  readonly fullPrice: number;
  /** The discount code's discount, in the operation's currency. */
  readonly promotionDiscount: number;
  /** The cash the buyer asks for, in the operation's currency. */
  readonly cash: number;
  readonly usedVehicles: readonly UsedVehicleQuote[];
  readonly credit: CreditChoice | null;
  /**
   * Which of cash and credit keeps its amount when both do not fit: the one the buyer did
   * not just change (`keptAmount`), so what was entered before stays and the new amount is
   * capped. Default 'credit': a credit is a plan the bank approves, cash tops it up.
   */
  readonly keep?: 'cash' | 'credit';
};

/**
 * Which of cash and credit the buyer changed in a write, from the stored values and the
 * new ones: the other one keeps its amount (`OperationMoneyInput.keep`).
 */
export function keptAmount(
  stored: {
    readonly cash: number;
    readonly creditAmount: number;
    readonly creditId: number | null;
  },
  next: { readonly cash: number; readonly creditAmount: number; readonly creditId: number | null },
): 'cash' | 'credit' {
  const cashChanged = whole(stored.cash) !== whole(next.cash);
  const creditChanged =
    stored.creditId !== next.creditId || whole(stored.creditAmount) !== whole(next.creditAmount);
  return creditChanged && !cashChanged ? 'cash' : 'credit';
}

export type SettledAmounts = {
  readonly currency: OperationCurrency;
  readonly fullPrice: number;
  readonly promotionDiscount: number;
  /** The final price: full price with discount − the code's discount. */
  readonly promotionPrice: number;
  /** Each trade-in in the operation's currency, in order. */
  readonly usedVehicleAmounts: readonly number[];
  readonly usedVehiclesTotal: number;
  /** The credit in pesos, as financed (after its cap). */
  readonly creditPesos: number;
  /** The credit in the operation's currency. */
  readonly creditAmount: number;
  /** The cash, after its cap. */
  readonly cash: number;
  /** promotionPrice − trade-ins − credit − cash; never negative. */
  readonly pending: number;
};

/** The settled amounts as the operation's wire carries them (`amounts`). */
export function amountsWire(amounts: SettledAmounts) {
  return {
    full_price: amounts.fullPrice,
    promotion_discount: amounts.promotionDiscount,
    promotion_price: amounts.promotionPrice,
    used_vehicles: [...amounts.usedVehicleAmounts],
    used_vehicles_total: amounts.usedVehiclesTotal,
    credit_pesos: amounts.creditPesos,
    credit: amounts.creditAmount,
    cash: amounts.cash,
    pending: amounts.pending,
  };
}

/** Why an amount was changed or refused, keyed by the operation's wire field. */
export type MoneyField = 'cash_amount' | 'credit_amount' | 'used_vehicles';

export type MoneySettlement = {
  readonly amounts: SettledAmounts;
  /** Amounts that were lowered to fit, with the reason to show beside the field. */
  readonly capped: Partial<Record<MoneyField, string>>;
  /** What cannot be accepted at all; the write is refused. Field paths as on the wire. */
  readonly errors: Readonly<Record<string, string>>;
};

export const moneyMessages = {
  cashCapped: (max: string) =>
    `El efectivo no puede superar lo que resta pagar: ${max}. Lo ajustamos a ese importe.`,
  creditCapped: (max: string) =>
    `El crédito no puede superar lo que resta pagar ni el máximo del plan: ${max}. Lo ajustamos a ese importe.`,
  creditBelowMinimum: (name: string, min: string) =>
    `${name} financia desde ${min}. Ingresá un importe mayor o elegí otro plan.`,
  creditWithoutBalance:
    'No queda saldo para financiar: bajá el efectivo o quitá un usado para elegir un crédito.',
  usedVehicleTwice: 'Este vehículo usado ya está en tu operación.',
  usedVehiclesOverPrice:
    'La cotización de tus usados supera el precio final. Consultá la diferencia en el concesionario.',
  tooManyUsedVehicles: messages.tooManyUsedVehicles,
  pesosNeedRate:
    'Sin cotización del dólar no podemos calcular usados ni financiación online: se confirman en el concesionario.',
} as const;

/** The key that makes two quotes the same car (the same version, year and kilometres). */
export function usedVehicleKey(used: Pick<UsedVehicleQuote, 'codia' | 'year' | 'kms'>): string {
  return `${used.codia.trim().toUpperCase()}|${used.year}|${used.kms}`;
}

/**
 * Settles an operation's money in one pass, in the order of what is least negotiable:
 * the price, then the trade-ins (valuations are facts; refused if they exceed the price or
 * repeat a car), then whichever of credit and cash keeps its amount (`keep`), then the
 * other, capped at what still remains.
 */
export function settleOperationMoney(input: OperationMoneyInput): MoneySettlement {
  const { currency, usdRate } = input;
  const price = (amount: number) => formatPrice(amount, currency);
  const errors: Record<string, string> = {};
  const capped: Partial<Record<MoneyField, string>> = {};

  const fullPrice = Math.max(0, whole(input.fullPrice));
  const promotionDiscount = Math.min(Math.max(0, whole(input.promotionDiscount)), fullPrice);
  const promotionPrice = fullPrice - promotionDiscount;
  const convertible = canConvertPesos(currency, usdRate);

  // Trade-ins.
  const usedVehicleAmounts: number[] = [];
  if (input.usedVehicles.length > maxUsedVehicles) {
    errors.used_vehicles = moneyMessages.tooManyUsedVehicles;
  }
  if (input.usedVehicles.length > 0 && !convertible) {
    errors.used_vehicles = moneyMessages.pesosNeedRate;
  }
  const seen = new Set<string>();
  input.usedVehicles.forEach((used, index) => {
    const key = usedVehicleKey(used);
    if (seen.has(key)) errors[`used_vehicles.${index}`] = moneyMessages.usedVehicleTwice;
    seen.add(key);
    usedVehicleAmounts.push(pesosToOperationCurrency(used.valuation, currency, usdRate) ?? 0);
  });
  let usedVehiclesTotal = usedVehicleAmounts.reduce((total, amount) => total + amount, 0);
  if (usedVehiclesTotal > promotionPrice) {
    errors.used_vehicles ??= moneyMessages.usedVehiclesOverPrice;
  }
  usedVehiclesTotal = Math.min(usedVehiclesTotal, promotionPrice);

  const afterTradeIns = promotionPrice - usedVehiclesTotal;
  const requestedCash = Math.max(0, whole(input.cash));
  const keepCash = input.keep === 'cash';

  // Credit: within the plan's limits and what remains (after the cash, when the cash
  // keeps its amount).
  let creditPesos = 0;
  let creditAmount = 0;
  if (input.credit) {
    const credit = input.credit;
    const remaining = keepCash
      ? Math.max(0, afterTradeIns - Math.min(requestedCash, afterTradeIns))
      : afterTradeIns;
    if (!convertible) {
      errors.credit_amount = moneyMessages.pesosNeedRate;
    } else if (remaining <= 0) {
      errors.credit_amount = moneyMessages.creditWithoutBalance;
    } else {
      const requested = Math.max(0, whole(credit.amount));
      const ceiling = Math.min(
        Math.max(0, whole(credit.max)),
        operationCurrencyToPesos(remaining, currency, usdRate) ?? 0,
      );
      creditPesos = Math.min(requested, ceiling);
      if (requested > ceiling) {
        capped.credit_amount = moneyMessages.creditCapped(formatPrice(ceiling, 'ars'));
      }
      if (creditPesos < Math.max(0, whole(credit.min)) || creditPesos <= 0) {
        errors.credit_amount = moneyMessages.creditBelowMinimum(
          credit.name,
          formatPrice(Math.max(1, whole(credit.min)), 'ars'),
        );
      }
      creditAmount = Math.min(
        pesosToOperationCurrency(creditPesos, currency, usdRate) ?? 0,
        remaining,
      );
    }
  }

  // Cash: whatever still remains at most.
  const cashCeiling = Math.max(0, afterTradeIns - creditAmount);
  const cash = Math.min(requestedCash, cashCeiling);
  if (requestedCash > cashCeiling) {
    capped.cash_amount = moneyMessages.cashCapped(price(cashCeiling));
  }

  return {
    amounts: {
      currency,
      fullPrice,
      promotionDiscount,
      promotionPrice,
      usedVehicleAmounts,
      usedVehiclesTotal,
      creditPesos,
      creditAmount,
      cash,
      pending: promotionPrice - usedVehiclesTotal - creditAmount - cash,
    },
    capped,
    errors,
  };
}

// ------------------------------------------------------------------ guards

export const guardMessages = {
  pendingBalance:
    'Para continuar, cubrí el saldo pendiente con efectivo o financiación, o agregá un vehículo usado.',
} as const;

/** spec 4, 5: step 1 continues only when the pending amount is 0 or a used vehicle is present. */
export function paymentModeErrors(input: {
  readonly pending: number;
  readonly usedVehicleCount: number;
}): Readonly<Record<string, string>> {
  return input.pending === 0 || input.usedVehicleCount > 0
    ? {}
    : { cash_amount: guardMessages.pendingBalance };
}

/** The operation's personal data as the rules read it (wire names). */
export type PurchaseLike = {
  readonly email?: string | null;
  readonly name?: string | null;
  readonly lastname?: string | null;
  readonly dni?: string | null;
  readonly telephone?: string | null;
  readonly birthdate?: string | null;
  readonly marital_status_id?: number | null;
  readonly address?: string | null;
};

/** The wire path of each personal-data field (the operation's purchase block). */
export const purchaseFieldPaths: Readonly<Record<PersonalDataField, string>> = {
  dni: 'purchase.dni',
  name: 'purchase.name',
  lastname: 'purchase.lastname',
  birthdate: 'purchase.birthdate',
  maritalStatusId: 'purchase.marital_status_id',
  telephone: 'purchase.telephone',
  email: 'purchase.email',
  address: 'purchase.address',
};

function isMaritalStatusId(value: unknown): value is MaritalStatusId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export function personalDataFromPurchase(purchase: PurchaseLike): PersonalDataValues {
  return {
    dni: purchase.dni ?? '',
    name: purchase.name ?? '',
    lastname: purchase.lastname ?? '',
    birthdate: purchase.birthdate ?? '',
    maritalStatusId: isMaritalStatusId(purchase.marital_status_id)
      ? purchase.marital_status_id
      : null,
    telephone: purchase.telephone ?? '',
    email: purchase.email ?? '',
    address: purchase.address ?? '',
  };
}

/** spec 5 step 2: every required field valid (DECISIONS "Argentina"), keyed by wire path. */
export function personalDataErrors(
  purchase: PurchaseLike,
  today: string,
): Readonly<Record<string, string>> {
  const errors: Record<string, string> = {};
  const found = validatePersonalData(personalDataFromPurchase(purchase), today);
  for (const [field, message] of Object.entries(found) as [PersonalDataField, string][]) {
    errors[purchaseFieldPaths[field]] = message;
  }
  return errors;
}

/**
 * What a write of personal data may store: a field is either empty (a draft the buyer has
 * not filled in yet) or valid. Step 2's guard, not this, requires every field.
 */
export function personalDataWriteErrors(
  purchase: PurchaseLike,
  today: string,
): Readonly<Record<string, string>> {
  const values = personalDataFromPurchase(purchase);
  const errors: Record<string, string> = {};
  const found = validatePersonalData(values, today);
  for (const [field, message] of Object.entries(found) as [PersonalDataField, string][]) {
    const value = values[field];
    const isEmpty =
      value === null ||
      (typeof value === 'string' &&
        (field === 'birthdate' ? normalizeBirthdate(value) === '' : value.trim() === ''));
    if (!isEmpty) errors[purchaseFieldPaths[field]] = message;
  }
  return errors;
}

/** Everything a deposit needs (spec 4, 5): step 1's guard and complete personal data. */
export function paymentGuardErrors(
  input: {
    readonly purchase: PurchaseLike;
    readonly pending: number;
    readonly usedVehicleCount: number;
  },
  today: string,
): Readonly<Record<string, string>> {
  return {
    ...paymentModeErrors(input),
    ...personalDataErrors(input.purchase, today),
  };
}

/** The personal data as stored: DNI digits, the national phone number, trimmed text. */
export function normalizedPurchase(purchase: PurchaseLike): PurchaseLike {
  const dni = purchase.dni ?? '';
  const telephone = purchase.telephone ?? '';
  const email = purchase.email ?? '';
  return {
    ...purchase,
    dni: normalizeDni(dni) ?? dni.trim(),
    telephone: telephone.trim(),
    email: email.trim(),
    name: (purchase.name ?? '').trim(),
    lastname: (purchase.lastname ?? '').trim(),
    birthdate: normalizeBirthdate(purchase.birthdate),
    address: (purchase.address ?? '').trim(),
  };
}

/**
 * Derived values as pure functions of the state (STYLE "State": never stored twice).
 * Selectors that build objects or arrays are memoized per state object, so a React
 * `useStore(store, selector)` sees the same reference until the state changes.
 */
import {
  capCashAmount,
  computeOperationAmounts,
  displayedPendingAmount,
  maxUsedVehicles,
  formatPrice,
  messages,
  moneyMessages,
  operationCurrency,
  parseAmount,
  promotionDiscount,
  refundWindowHours,
  reservationFee,
} from '@territorio/api-client/core';
import type {
  MoneySettlement,
  Operation,
  OperationCurrency,
  ReservationScreen,
  SettledAmounts,
} from '@territorio/api-client/core';
import { creditAmountChangedMessage, priceBreakdownLabels, usedVehicleFieldMessages } from './copy';
import {
  displayBirthdate,
  isKeptMask,
  isValidEmail,
  maskedPersonalDataFields,
  normalizeBirthdate,
  normalizeDni,
  personalDataMessages,
  validatePersonalData,
} from './personal-data';
import type {
  KeptMasks,
  MaskedPersonalDataField,
  PersonalDataErrors,
  PersonalDataField,
  PersonalDataValues,
} from './personal-data';
import {
  canConvertOperationPesos,
  creditLimitsOf,
  currencyOfOperation,
  operationAmountInPesos,
  settleOperation,
} from './money';
import type { CreditLimits, SettledOperation } from './money';
import { memoizeByState } from './memo';
import type { DealershipFlowData } from './state';
import {
  isEditingStep,
  isOperationStep,
  isOutcomeStep,
  operationStepPath,
  resumeEntryPath,
  resumePath,
  vehicleStepPath,
} from './steps';
import type { EditingStep, FlowStep, OutcomeStep } from './steps';

type State = DealershipFlowData;

/** spec 9: financing for brand id 6 (BAIC) reads 'Próximamente'. */
export const financingComingSoonBrandIds: readonly number[] = [6];

// ------------------------------------------------------------------ vehicle and amounts

/** The unit's full price with discount: the operation's, else the loaded unit's; null if unknown. */
export function selectFullPrice(state: State): number | null {
  if (state.operation) return state.operation.purchase.vehicle.fullprice;
  if (state.vehicle.status === 'loaded') return state.vehicle.breakdown.fullPriceWithDiscount;
  return null;
}

/** The brand of the operation or of the loaded unit. */
export function selectBrandId(state: State): number | null {
  if (state.operation) return state.operation.brand_id;
  if (state.vehicle.status === 'loaded') return state.vehicle.stock.brand_id;
  return null;
}

/** The currency of the unit ('usd' means dollars). */
export function selectCurrency(state: State): string {
  if (state.operation) return state.operation.purchase.vehicle.currency;
  if (state.vehicle.status === 'loaded') return state.vehicle.stock.currency;
  return 'ars';
}

/**
 * spec 5: the cash typed, parsed (non-numeric is 0). With an operation it is capped at
 * what remains after trade-ins and credit (DECISIONS: the pending amount is never
 * negative); before one, at the full price with discount.
 */
export function selectCashAmount(state: State): number {
  const settled = selectSettledOperation(state);
  if (settled) return settled.settlement.amounts.cash;
  const fullPrice = selectFullPrice(state);
  return fullPrice === null
    ? Math.max(0, parseAmount(state.cashText))
    : capCashAmount(state.cashText, fullPrice);
}

/**
 * A draft may be stored only empty or valid (api-client `personalDataWriteErrors`): while
 * the buyer is still typing an invalid value, the operation keeps the stored one.
 */
function isWritable(
  field: PersonalDataField,
  values: PersonalDataValues,
  errors: PersonalDataErrors,
): boolean {
  if (!errors[field]) return true;
  const value = values[field];
  if (typeof value !== 'string') return value === null;
  return field === 'birthdate' ? normalizeBirthdate(value) === '' : value.trim() === '';
}

/**
 * The DNI, birthdate and address as the server answered them: masked once stored (a code
 * does not open the buyer's identity). Each stays valid while the buyer leaves it as is;
 * the server then keeps the stored value.
 */
function keptMasksOf(operation: Operation | null): KeptMasks {
  if (!operation) return {};
  const { purchase, customer } = operation;
  return {
    dni: purchase.dni || customer.dni,
    birthdate: normalizeBirthdate(purchase.birthdate),
    address: purchase.address || customer.address,
  };
}

/** The personal data as the operation stores it (purchase and customer fields). */
function personalDataPatch(operation: Operation, values: PersonalDataValues, today: string) {
  const errors = validatePersonalData(values, today, keptMasksOf(operation));
  const { purchase, customer } = operation;
  const text = (field: Exclude<PersonalDataField, 'maritalStatusId'>, stored: string) =>
    isWritable(field, values, errors) ? values[field].trim() : stored;
  const email = isValidEmail(values.email) ? values.email.trim() : purchase.email;
  const dni = isWritable('dni', values, errors)
    ? (normalizeDni(values.dni) ?? values.dni.trim())
    : purchase.dni;
  const birthdate = isWritable('birthdate', values, errors)
    ? normalizeBirthdate(values.birthdate)
    : normalizeBirthdate(purchase.birthdate);
  const telephone = text('telephone', purchase.telephone);
  const name = text('name', purchase.name);
  const lastname = text('lastname', purchase.lastname);
  const address = text('address', purchase.address);
  return {
    purchase: {
      ...purchase,
      email,
      name,
      lastname,
      dni,
      telephone,
      birthdate,
      display_birthdate: displayBirthdate(birthdate),
      marital_status_id: values.maritalStatusId,
      address,
    },
    customer: { ...customer, name, lastname, email, telephone, address, dni },
  };
}

/**
 * The chosen plan's limits (pesos) when the flow knows the plan: the one chosen here, one
 * of the plans listed for the amount, or the stored plan's as the operation carries them.
 * null otherwise.
 */
export function selectCreditLimits(state: State, creditId: number | null): CreditLimits | null {
  if (creditId === null) return null;
  const { chosen, plans } = state.credit;
  if (chosen?.id === creditId) return creditLimitsOf(chosen);
  const listed =
    plans.status === 'loaded' ? plans.plans.find((plan) => plan.id === creditId) : null;
  if (listed) return creditLimitsOf(listed);
  // The server sends the stored plan's limits with the operation (after a resume).
  const operation = state.operation;
  if (
    operation?.credit_id === creditId &&
    operation.credit_financed_min !== null &&
    operation.credit_financed_max !== null
  ) {
    return { min: operation.credit_financed_min, max: operation.credit_financed_max };
  }
  return null;
}

/** The discount code's discount as the server will apply it: the checked code's, else the stored one. */
function workingPromotion(state: State, operation: Operation): Operation['promotion'] {
  const { check } = state.promotion;
  if (check.status !== 'successful') return operation.promotion;
  return {
    ...operation.promotion,
    code: check.promotion.code,
    discount: promotionDiscount(check.promotion, operation.purchase.vehicle.fullprice),
  };
}

/**
 * The working operation and its settlement: the server's last answer with what is being
 * typed (cash, personal data, a checked code) on top, settled exactly as the server
 * settles an update. null before there is an operation.
 */
export const selectSettledOperation = memoizeByState((state): SettledOperation | null => {
  const operation = state.operation;
  if (!operation) return null;
  return settleOperation(
    {
      ...operation,
      ...personalDataPatch(operation, state.personalData.values, state.today),
      promotion: workingPromotion(state, operation),
      cash_amount: Math.max(0, parseAmount(state.cashText)),
    },
    selectCreditLimits(state, operation.credit_id),
    operation,
  );
});

/**
 * The operation as the buyer sees it now, with its settled amounts. This is what an
 * update sends (spec 7.2: the body is the whole operation) and what the server stores.
 */
export function selectWorkingOperation(state: State): Operation | null {
  return selectSettledOperation(state)?.operation ?? null;
}

/** The settlement of the working operation: amounts, caps and refusals; null without operation. */
export function selectMoneySettlement(state: State): MoneySettlement | null {
  return selectSettledOperation(state)?.settlement ?? null;
}

/** The settled amounts of the working operation; null before there is an operation. */
export function selectOperationAmounts(state: State): SettledAmounts | null {
  return selectMoneySettlement(state)?.amounts ?? null;
}

/**
 * spec 3: promotion price − cash − trade-ins − credit, in the operation's currency;
 * never negative (DECISIONS); null without operation.
 */
export function selectPendingAmount(state: State): number | null {
  return selectOperationAmounts(state)?.pending ?? null;
}

/** The pending amount as shown (never below 0); null without operation. */
export function selectDisplayedPendingAmount(state: State): number | null {
  const pending = selectPendingAmount(state);
  return pending === null ? null : displayedPendingAmount(pending);
}

/** The currency of the amounts shown: the operation's, else the loaded unit's. */
export function selectOperationCurrency(state: State): OperationCurrency {
  return state.operation
    ? currencyOfOperation(state.operation)
    : operationCurrency(selectCurrency(state));
}

/** Whether a dollar unit's pesos (trade-ins, credit) cannot be converted online (rate 0). */
export function isPesoConversionUnavailable(state: State): boolean {
  return state.operation !== null && !canConvertOperationPesos(state.operation);
}

/**
 * Why an amount beside a field was lowered or refused (DECISIONS: shown beside the field),
 * keyed by the operation's wire field: cash and credit caps of the working settlement, the
 * refusals of the last change the flow did not send, and the cap of the last cash saved.
 */
export const selectMoneyMessages = memoizeByState((state): Readonly<Record<string, string>> => {
  const settlement = selectMoneySettlement(state);
  return {
    ...state.moneyNotices,
    ...settlement?.capped,
    ...settlement?.errors,
    ...state.moneyRefusal,
  };
});

export function selectUsedVehicles(state: State): Operation['used_vehicles'] {
  return state.operation?.used_vehicles ?? [];
}

export type FieldNotice = {
  readonly message: string;
  /** Refused (the field is in error), rather than lowered to fit. */
  readonly isRefusal: boolean;
};

/**
 * The most a credit chosen now can finance, in pesos: what remains after trade-ins and
 * cash (a credit chosen now keeps the cash as it is, api-client `keptAmount`). null
 * without an operation or, on a dollar unit, without a rate.
 */
export function selectLoanCeiling(state: State): number | null {
  const operation = state.operation;
  const settled = selectSettledOperation(state);
  if (!operation || !settled || !canConvertOperationPesos(operation)) return null;
  const { promotionPrice, usedVehiclesTotal, cash } = settled.settlement.amounts;
  const remaining = promotionPrice - usedVehiclesTotal - cash;
  return remaining <= 0 ? 0 : (operationAmountInPesos(operation, remaining) ?? 0);
}

/**
 * What to say beside the amount to finance (pesos): refused when there is no rate on a
 * dollar unit, no balance left or less than the chosen plan's minimum; lowered when it is
 * more than what remains (or was, at the last save). null when it can be financed as typed.
 */
export const selectLoanAmountNotice = memoizeByState((state): FieldNotice | null => {
  const operation = state.operation;
  const settled = selectSettledOperation(state);
  if (!operation || !settled) return null;
  const refusal = (message: string) => ({ message, isRefusal: true });
  if (!canConvertOperationPesos(operation)) return refusal(moneyMessages.pesosNeedRate);
  const ceiling = selectLoanCeiling(state);
  if (ceiling === null || ceiling <= 0) return refusal(moneyMessages.creditWithoutBalance);
  const amount = selectLoanAmount(state);
  if (amount > ceiling) {
    return { message: moneyMessages.creditCapped(formatPrice(ceiling, 'ars')), isRefusal: false };
  }
  const { chosen } = state.credit;
  if (chosen && chosen.id === operation.credit_id && amount > 0 && amount < chosen.financed_min) {
    return refusal(
      moneyMessages.creditBelowMinimum(chosen.name, formatPrice(chosen.financed_min, 'ars')),
    );
  }
  if (state.moneyRefusal.credit_amount) return refusal(state.moneyRefusal.credit_amount);
  const lowered = state.moneyNotices.credit_amount;
  return lowered ? { message: lowered, isRefusal: false } : null;
});

/**
 * Why the quote shown cannot be added to the operation (DECISIONS: a car counted twice,
 * trade-ins worth more than the price, no dollar rate); null when it can.
 */
export function selectQuoteRefusal(state: State): string | null {
  const { valuation } = state.usedVehicle;
  const working = selectWorkingOperation(state);
  if (valuation.status !== 'shown' || !working) return null;
  const usedVehicles = [...working.used_vehicles, valuation.vehicle];
  const { settlement } = settleOperation(
    { ...working, used_vehicles: usedVehicles },
    selectCreditLimits(state, working.credit_id),
    state.operation,
  );
  const { errors } = settlement;
  return errors[`used_vehicles.${usedVehicles.length - 1}`] ?? errors.used_vehicles ?? null;
}

/** Each trade-in's valuation in the operation's currency (converted on a dollar unit), in order. */
export function selectUsedVehicleAmounts(state: State): readonly number[] {
  return selectOperationAmounts(state)?.usedVehicleAmounts ?? noAmounts;
}

const noAmounts: readonly number[] = [];

/** spec 4, 5: step 1 continues only when the pending amount is 0 or a used vehicle exists. */
export function canContinueFromPaymentMode(state: State): boolean {
  const pending = selectDisplayedPendingAmount(state);
  if (pending === null) return false;
  return pending === 0 || selectUsedVehicles(state).length > 0;
}

/** spec 9: BAIC financing is 'Próximamente' and cannot be chosen. */
export function isFinancingComingSoon(state: State): boolean {
  const brandId = selectBrandId(state);
  return brandId !== null && financingComingSoonBrandIds.includes(brandId);
}

/** spec 4: the financing button is disabled when the balance is 0 and no financing is chosen. */
export function isFinancingDisabled(state: State): boolean {
  const pending = selectDisplayedPendingAmount(state);
  if (pending === null) return true;
  return pending === 0 && !hasCredit(state.operation);
}

function hasCredit(operation: Operation | null): boolean {
  return operation !== null && operation.credit_id !== null;
}

/** The chosen credit plan's id, or null. */
export function selectSelectedCreditPlanId(state: State): number | null {
  return state.operation?.credit_id ?? null;
}

/** spec 5: the loan amount typed, parsed (non-numeric is 0). */
export function selectLoanAmount(state: State): number {
  return parseAmount(state.credit.loanAmountText);
}

/**
 * spec 4: a chosen plan finances the amount it was chosen for. Once the buyer types
 * another amount, the plan still holds the old one until a plan is chosen again: the
 * screen says so beside the amount (messages: creditAmountChangedMessage).
 */
export function isCreditAmountChanged(state: State): boolean {
  const operation = state.operation;
  if (!operation || operation.credit_id === null) return false;
  if (state.credit.loanAmountText.trim() === '') return false;
  return selectLoanAmount(state) !== operation.credit_amount;
}

/** The message beside the amount to finance while it differs from the chosen plan's; else null. */
export function selectCreditAmountMessage(state: State): string | null {
  return isCreditAmountChanged(state) ? creditAmountChangedMessage : null;
}

// ------------------------------------------------------------------ used vehicles

/**
 * spec 9, DECISIONS: up to 3 used vehicles; none online on a dollar unit without a rate
 * (their peso valuations are settled at the dealership).
 */
export function canAddUsedVehicle(state: State): boolean {
  return (
    state.operation !== null &&
    selectUsedVehicles(state).length < maxUsedVehicles &&
    !isPesoConversionUnavailable(state)
  );
}

/** The latest model year a used vehicle may have: next year (this year's stock of next year's model). */
export function latestUsedYear(today: string): number {
  return (Number(today.slice(0, 4)) || new Date().getFullYear()) + 1;
}

/** A model year typed: four digits from 1900 to `latestUsedYear`. */
export function parseUsedYear(text: string, today: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  const year = Number(trimmed);
  return year >= 1900 && year <= latestUsedYear(today) ? year : null;
}

/** Kilometres typed ('45000', '45.000'): a whole number, 0 or more; null when not a number. */
export function parseUsedKms(text: string): number | null {
  if (text.trim() === '') return null;
  const kms = parseAmount(text);
  if (!Number.isInteger(kms) || kms < 0) return null;
  // parseAmount reads anything unreadable as 0; only a typed zero is a zero.
  if (kms === 0 && !/^\s*0+\s*$/.test(text)) return null;
  return kms;
}

/** spec 5: 'Cotizar' needs the version (codia), the kilometres and the year. */
export function canQuote(state: State): boolean {
  const { form, valuation } = state.usedVehicle;
  return (
    state.operation !== null &&
    form.brandId !== null &&
    form.model !== null &&
    form.codia !== null &&
    parseUsedYear(form.year, state.today) !== null &&
    parseUsedKms(form.kms) !== null &&
    valuation.status !== 'requested'
  );
}

/** Why the year typed cannot be quoted; null while it is empty or valid. */
export function selectUsedYearError(state: State): string | null {
  const { year } = state.usedVehicle.form;
  if (year.trim() === '' || parseUsedYear(year, state.today) !== null) return null;
  return usedVehicleFieldMessages.year(latestUsedYear(state.today));
}

/** Why the kilometres typed cannot be quoted; null while they are empty or valid. */
export function selectUsedKmsError(state: State): string | null {
  const { kms } = state.usedVehicle.form;
  if (kms.trim() === '' || parseUsedKms(kms) !== null) return null;
  return usedVehicleFieldMessages.kms;
}

// ------------------------------------------------------------------ personal data

/** Every invalid field with its message (spec 5, DECISIONS "Argentina"). */
export const selectPersonalDataErrors = memoizeByState((state): PersonalDataErrors =>
  validatePersonalData(state.personalData.values, state.today, keptMasksOf(state.operation)),
);

/**
 * The fields showing a stored value masked and left untouched: the screen says they are
 * kept, and that typing the whole value again replaces it.
 */
export const selectKeptPersonalDataFields = memoizeByState(
  (state): readonly MaskedPersonalDataField[] => {
    const masks = keptMasksOf(state.operation);
    return maskedPersonalDataFields.filter((field) =>
      isKeptMask(state.personalData.values[field], masks[field]),
    );
  },
);

/** The errors of the fields the buyer has already left. */
export const selectVisiblePersonalDataErrors = memoizeByState((state): PersonalDataErrors => {
  const errors = selectPersonalDataErrors(state);
  const visible: PersonalDataErrors = {};
  for (const [field, message] of Object.entries(errors) as [keyof PersonalDataErrors, string][]) {
    if (state.personalData.touched[field]) visible[field] = message;
  }
  return visible;
});

/** spec 5: step 2 continues only when every required field is valid. */
export function canContinuePersonalData(state: State): boolean {
  return state.operation !== null && Object.keys(selectPersonalDataErrors(state)).length === 0;
}

// ------------------------------------------------------------------ start

export type StartScreen =
  'loadingVehicle' | 'vehicleUnavailable' | 'startError' | 'operationCreated' | 'emailForm';

/** spec 4 start screen: loading vehicle, vehicle unavailable, start error, operation created, email form. */
export function selectStartScreen(state: State): StartScreen {
  const { start, vehicle } = state;
  if (start.status !== 'idle' && start.mode === 'resume') {
    if (start.status === 'failed') return 'startError';
    if (start.status === 'succeeded' && state.operation) return 'operationCreated';
    return 'loadingVehicle';
  }
  if (vehicle.status === 'unavailable') return 'vehicleUnavailable';
  if (vehicle.status === 'idle' || vehicle.status === 'loading') return 'loadingVehicle';
  if (start.status === 'failed') return 'startError';
  if (start.status === 'succeeded' && state.operation) return 'operationCreated';
  return 'emailForm';
}

/** A message under the start email once it is typed and not an email. */
export function selectStartEmailError(state: State): string | null {
  if (state.email.trim() === '') return null;
  return isValidEmail(state.email) ? null : personalDataMessages.emailInvalid;
}

/** spec 5: 'Comenzar' is disabled while the email is empty (or invalid) or a request runs. */
export function canStart(state: State): boolean {
  return (
    state.vehicle.status === 'loaded' &&
    state.start.status !== 'requested' &&
    isValidEmail(state.email)
  );
}

// ------------------------------------------------------------------ promotion

/** The applied promotion's discount: the checked code's (confirmation), else the operation's. */
export function selectPromotionDiscount(state: State): number {
  const fullPrice = selectFullPrice(state);
  if (state.promotion.check.status === 'successful' && fullPrice !== null) {
    return promotionDiscount(state.promotion.check.promotion, fullPrice);
  }
  return state.operation?.promotion.discount ?? 0;
}

/** The code that travels with 'Comenzar' (spec 7.2 promotion_code). */
export function selectAppliedPromotionCode(state: State): string | null {
  if (state.promotion.check.status === 'successful') return state.promotion.check.promotion.code;
  return state.operation?.promotion.code ?? null;
}

/** The discovered code to suggest, unless it is already applied. */
export function selectSuggestedPromotionCode(state: State): string | null {
  const { discover } = state.promotion;
  if (discover.status !== 'successful' || !discover.promotion) return null;
  const code = discover.promotion.code;
  return selectAppliedPromotionCode(state) === code ? null : code;
}

// ------------------------------------------------------------------ reservation fee and breakdown

/**
 * spec 9, DECISIONS: the deposit. With an operation, the amount it will charge (its
 * booking_price); before, the brand's booking_price by api-client's rule with the
 * confirmation fallback. null while the booking prices load.
 */
export function selectReservationFee(
  state: State,
  screen: ReservationScreen = 'confirmation',
): number | null {
  if (state.operation) return state.operation.booking_price;
  const brandId = selectBrandId(state);
  if (brandId === null) return null;
  if (state.services.status === 'loaded') {
    return reservationFee({ services: state.services.services, brandId, screen });
  }
  if (state.services.status === 'failed')
    return reservationFee({ services: null, brandId, screen });
  return null;
}

export type PriceRowKey =
  | 'listPrice'
  | 'licenseCost'
  | 'preparationCost'
  | 'discount'
  | 'promotion'
  | 'finalPrice'
  | 'reservationFee';

export type PriceRow = {
  readonly key: PriceRowKey;
  readonly label: string;
  /** null when unknown (formatPrice shows 'no disponible'). */
  readonly amount: number | null;
  /** For api-client's formatPrice. The deposit is always in pesos. */
  readonly currency: string;
  /** A discount: shown as a subtraction. */
  readonly isDeduction: boolean;
};

/**
 * The price the buyer pays for the unit: list − discounts + registration + delivery
 * (spec 3 full price with discount), minus the discount code once applied. api-client's
 * `computeOperationAmounts(...).promotionPrice`, for the operation or, before there is
 * one, for the loaded unit with the checked code. null while unknown.
 */
export function selectFinalPrice(state: State): number | null {
  const amounts = selectOperationAmounts(state);
  if (amounts) return amounts.promotionPrice;
  if (state.vehicle.status !== 'loaded') return null;
  const fullprice = state.vehicle.breakdown.fullPriceWithDiscount;
  if (fullprice === null) return null;
  const promotion =
    state.promotion.check.status === 'successful' ? state.promotion.check.promotion : null;
  return computeOperationAmounts({ purchase: { vehicle: { fullprice } } }, promotion)
    .promotionPrice;
}

/**
 * spec 2.11 confirmation: Precio de lista contado, Patentamiento, Entrega, the discount
 * (when there is one; 'Descuento especial' or 'Descuento web' by api-client's rule), the
 * discount code (when one applies), Precio final (`selectFinalPrice`, the figure the
 * review and the summary show) and, apart, Pago de reserva.
 */
export const selectPriceBreakdownRows = memoizeByState((state): readonly PriceRow[] => {
  if (state.vehicle.status !== 'loaded') return [];
  const { breakdown, stock } = state.vehicle;
  const currency = stock.currency;
  const rows: PriceRow[] = [
    {
      key: 'listPrice',
      label: priceBreakdownLabels.listPrice,
      amount: breakdown.listPrice,
      currency,
      isDeduction: false,
    },
    {
      key: 'licenseCost',
      label: priceBreakdownLabels.licenseCost,
      amount: breakdown.licenseCost,
      currency,
      isDeduction: false,
    },
    {
      key: 'preparationCost',
      label: priceBreakdownLabels.preparationCost,
      amount: breakdown.preparationCost,
      currency,
      isDeduction: false,
    },
  ];
  if (breakdown.discountAmount > 0) {
    rows.push({
      key: 'discount',
      label: breakdown.discountLabel ?? priceBreakdownLabels.discount,
      amount: breakdown.discountAmount,
      currency,
      isDeduction: true,
    });
  }
  const promotion = selectPromotionDiscount(state);
  if (promotion > 0) {
    rows.push({
      key: 'promotion',
      label: priceBreakdownLabels.promotion,
      amount: promotion,
      currency,
      isDeduction: true,
    });
  }
  rows.push({
    key: 'finalPrice',
    label: priceBreakdownLabels.finalPrice,
    amount: selectFinalPrice(state),
    currency,
    isDeduction: false,
  });
  rows.push({
    key: 'reservationFee',
    label: priceBreakdownLabels.reservationFee,
    amount: selectReservationFee(state, 'confirmation'),
    currency: 'ars',
    isDeduction: false,
  });
  return rows;
});

// ------------------------------------------------------------------ steps and guard

/**
 * DECISIONS refund promise: a cancelled (refunded) reservation. It is closed: no step and
 * no outcome page shows it; the resume route shows its cancelled state.
 */
export function isOperationCancelled(operation: Operation | null): boolean {
  if (!operation) return false;
  return operation.status === 'cancelled' || operation.purchase.transaction.status === 'refunded';
}

/** DECISIONS "Outcome": the page a paid operation lives on; null while open or once cancelled. */
export function selectOutcomeStep(operation: Operation | null): OutcomeStep | null {
  if (!operation || isOperationCancelled(operation)) return null;
  const transaction = operation.purchase.transaction.status;
  if (operation.status === 'reserved' || transaction === 'approved') return 'reserved';
  if (operation.status === 'pending' || transaction === 'pending' || transaction === 'in_process') {
    return 'pending';
  }
  return null;
}

/** Whether the operation can no longer be edited: paid, pending or cancelled. */
function isOperationClosed(operation: Operation): boolean {
  return isOperationCancelled(operation) || selectOutcomeStep(operation) !== null;
}

/**
 * spec 4 order: the first step the buyer has not completed. Step 1 until the balance is
 * covered (or a used vehicle is given), then step 2 until the personal data are valid,
 * then step 3 (review). null without an open operation.
 */
export function selectEarliestIncompleteStep(state: State): EditingStep | null {
  const operation = state.operation;
  if (!operation || isOperationClosed(operation)) return null;
  if (!canContinueFromPaymentMode(state)) return 'paymentMode';
  if (!canContinuePersonalData(state)) return 'personalData';
  return 'review';
}

/**
 * Where a step the buyer may not see yet sends them: a sub-page of step 1 to step 1, any
 * other step to the earliest incomplete one (never further than the step asked for).
 */
function fallbackStep(state: State, step: FlowStep): EditingStep {
  if (step === 'usedVehicle' || step === 'financing') return 'paymentMode';
  return selectEarliestIncompleteStep(state) ?? 'paymentMode';
}

/**
 * Where the resume route sends the buyer: the outcome page of a paid operation; the step
 * they were opening (`from`) when they may see it, else the earliest incomplete step.
 * null without an operation, and for a cancelled one (the resume route shows it).
 */
export function selectResumeStep(state: State, from?: FlowStep | null): FlowStep | null {
  const operation = state.operation;
  if (!operation || isOperationCancelled(operation)) return null;
  const outcome = selectOutcomeStep(operation);
  if (outcome) return outcome;
  if (from && canGoTo(state, from)) return from;
  return from ? fallbackStep(state, from) : (selectEarliestIncompleteStep(state) ?? 'paymentMode');
}

/** Steps the buyer may go to now (the progress bar's enabled steps, spec 2.11). */
export const selectReachableSteps = memoizeByState((state): readonly FlowStep[] => {
  const operation = state.operation;
  if (!operation) {
    return state.vehicle.status === 'loaded' ? ['confirmation', 'start'] : [];
  }
  if (isOperationCancelled(operation)) return [];
  const outcome = selectOutcomeStep(operation);
  if (outcome) return [outcome];
  const steps: FlowStep[] = ['paymentMode'];
  if (canAddUsedVehicle(state)) steps.push('usedVehicle');
  if (!isFinancingComingSoon(state) && !isFinancingDisabled(state)) steps.push('financing');
  if (canContinueFromPaymentMode(state)) {
    steps.push('personalData');
    if (canContinuePersonalData(state)) steps.push('review', 'payment');
  }
  return steps;
});

export function canGoTo(state: State, step: FlowStep): boolean {
  return selectReachableSteps(state).includes(step);
}

/** The path of a step for the current operation or unit; null when it has none yet. */
export function selectStepPath(state: State, step: FlowStep): string | null {
  if (isOperationStep(step)) {
    return state.operation ? operationStepPath(step, state.operation.code) : null;
  }
  if (state.vehicle.status !== 'loaded') return null;
  const { stock } = state.vehicle;
  return vehicleStepPath(step, {
    brand: stock.brand_id,
    id: stock.id,
    family: stock.family,
    family_id: stock.family_id,
    model: stock.model ?? stock.name,
  });
}

export type FlowGuard =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly path: string };

function sameCode(left: string, right: string): boolean {
  return left.trim().toUpperCase() === right.trim().toUpperCase();
}

/**
 * spec 2.11: a flow screen reached without an operation (or with another one) goes to
 * the resume route, which loads it (without a code, to the resume route that asks for
 * it). A paid operation only shows its outcome page and a cancelled one only the resume
 * route's cancelled state; an open one cannot show an outcome page, nor a step it has not
 * reached (it goes to the earliest step it has not completed).
 */
export function selectFlowGuard(
  state: State,
  step: FlowStep,
  routeOperationCode?: string | null,
): FlowGuard {
  if (!isOperationStep(step)) return { kind: 'allow' };
  const operation = state.operation;
  const code = routeOperationCode?.trim() || null;
  if (!operation || (code !== null && !sameCode(operation.code, code))) {
    return { kind: 'redirect', path: code ? resumePath(code) : resumeEntryPath };
  }
  if (isOperationCancelled(operation)) {
    return { kind: 'redirect', path: resumePath(operation.code) };
  }
  const outcome = selectOutcomeStep(operation);
  if (outcome) {
    return outcome === step
      ? { kind: 'allow' }
      : { kind: 'redirect', path: operationStepPath(outcome, operation.code) };
  }
  if (isOutcomeStep(step) || (isEditingStep(step) && !canGoTo(state, step))) {
    return { kind: 'redirect', path: operationStepPath(fallbackStep(state, step), operation.code) };
  }
  return { kind: 'allow' };
}

// ------------------------------------------------------------------ rate, payment, refund

/** The dollar rate; null while loading; 0 means messages.usdRateUnavailable (spec 8). */
export function selectUsdRate(state: State): number | null {
  // DECISIONS: a dollar operation converts with the rate stored on it when it started.
  const operation = state.operation;
  if (operation && currencyOfOperation(operation) === 'usd') return operation.usd_rate;
  if (state.usdRate.status === 'loaded') return state.usdRate.value;
  return null;
}

export function isUsdRateUnavailable(state: State): boolean {
  const rate = selectUsdRate(state);
  return rate !== null && rate <= 0;
}

/** The text of the rate line when there is no rate (spec 8), else null. */
export function selectUsdRateMessage(state: State): string | null {
  return isUsdRateUnavailable(state) ? messages.usdRateUnavailable : null;
}

/** spec 5: the payment frame is shown only with the brand's payment configuration. */
export function isPaymentFrameVisible(state: State): boolean {
  return (
    state.paymentConfig.status === 'loaded' &&
    state.operation !== null &&
    !isOperationClosed(state.operation) &&
    state.purchase.status !== 'success' &&
    // A rejected attempt is told by the screen with its one retry; the frame comes back
    // for the next attempt (the frame's own result page would offer a second retry).
    state.purchase.status !== 'failed'
  );
}

export type RefundWindow = {
  readonly isOpen: boolean;
  /** ISO time the refund promise ends; null when nothing was paid. */
  readonly until: string | null;
};

/**
 * DECISIONS refund promise: within 48 hours of the payment the buyer can cancel. The
 * server's refundable_until decides; without it, paid_at + 48 hours. `now` in ms.
 */
export function selectRefundWindow(state: State, now: number): RefundWindow {
  const operation = state.operation;
  if (!operation || operation.status === 'cancelled') return { isOpen: false, until: null };
  const { transaction } = operation.purchase;
  if (!['approved', 'pending', 'in_process'].includes(transaction.status)) {
    return { isOpen: false, until: null };
  }
  let until = transaction.refundable_until;
  if (!until && transaction.paid_at) {
    const paidAt = Date.parse(transaction.paid_at);
    if (Number.isFinite(paidAt)) {
      until = new Date(paidAt + refundWindowHours * 3_600_000).toISOString();
    }
  }
  if (!until) return { isOpen: false, until: null };
  const end = Date.parse(until);
  return { isOpen: Number.isFinite(end) && now < end, until };
}

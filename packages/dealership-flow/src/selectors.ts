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
  messages,
  parseAmount,
  promotionDiscount,
  refundWindowHours,
  reservationFee,
  routes,
} from '@territorio/api-client/core';
import type { Operation, OperationAmounts, ReservationScreen } from '@territorio/api-client/core';
import { priceBreakdownLabels } from './copy';
import {
  displayBirthdate,
  isValidEmail,
  normalizeBirthdate,
  normalizeDni,
  personalDataMessages,
  validatePersonalData,
} from './personal-data';
import type { PersonalDataErrors, PersonalDataValues } from './personal-data';
import type { DealershipFlowData } from './state';
import {
  isEditingStep,
  isOperationStep,
  isOutcomeStep,
  operationStepPath,
  resumePath,
  vehicleStepPath,
} from './steps';
import type { FlowStep, OutcomeStep } from './steps';

type State = DealershipFlowData;

function memoizeByState<Result>(compute: (state: State) => Result): (state: State) => Result {
  const cache = new WeakMap<State, Result>();
  return (state) => {
    if (cache.has(state)) return cache.get(state) as Result;
    const result = compute(state);
    cache.set(state, result);
    return result;
  };
}

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

/** spec 5: the cash typed, parsed (non-numeric is 0) and capped at the full price with discount. */
export function selectCashAmount(state: State): number {
  const fullPrice = selectFullPrice(state);
  return fullPrice === null
    ? Math.max(0, parseAmount(state.cashText))
    : capCashAmount(state.cashText, fullPrice);
}

/** The personal data as the operation stores it (purchase and customer fields). */
function personalDataPatch(operation: Operation, values: PersonalDataValues) {
  const email = isValidEmail(values.email) ? values.email.trim() : operation.purchase.email;
  const dni = normalizeDni(values.dni) ?? values.dni.trim();
  const birthdate = normalizeBirthdate(values.birthdate);
  const telephone = values.telephone.trim();
  const name = values.name.trim();
  const lastname = values.lastname.trim();
  const address = values.address.trim();
  return {
    purchase: {
      ...operation.purchase,
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
    customer: { ...operation.customer, name, lastname, email, telephone, address, dni },
  };
}

/**
 * The operation as the buyer sees it now: the server's last answer with what is being
 * typed (cash, personal data) on top. This is what an update sends (spec 7.2: the body is
 * the whole operation).
 */
export const selectWorkingOperation = memoizeByState((state): Operation | null => {
  const operation = state.operation;
  if (!operation) return null;
  return {
    ...operation,
    ...personalDataPatch(operation, state.personalData.values),
    cash_amount: selectCashAmount(state),
  };
});

/** api-client's totals of the working operation; null before there is an operation. */
export const selectOperationAmounts = memoizeByState((state): OperationAmounts | null => {
  const working = selectWorkingOperation(state);
  return working ? computeOperationAmounts(working) : null;
});

/** spec 3: promotion price − cash − used vehicles − credit (may be negative); null without operation. */
export function selectPendingAmount(state: State): number | null {
  return selectOperationAmounts(state)?.pendingAmount ?? null;
}

/** The pending amount as shown (never below 0); null without operation. */
export function selectDisplayedPendingAmount(state: State): number | null {
  const pending = selectPendingAmount(state);
  return pending === null ? null : displayedPendingAmount(pending);
}

export function selectUsedVehicles(state: State): Operation['used_vehicles'] {
  return state.operation?.used_vehicles ?? [];
}

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

// ------------------------------------------------------------------ used vehicles

/** spec 9, DECISIONS: up to 3 used vehicles. */
export function canAddUsedVehicle(state: State): boolean {
  return state.operation !== null && selectUsedVehicles(state).length < maxUsedVehicles;
}

/** A model year typed: four digits from 1900 to next year (this year's stock of next year's model). */
export function parseUsedYear(text: string, today: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  const year = Number(trimmed);
  const thisYear = Number(today.slice(0, 4)) || new Date().getFullYear();
  return year >= 1900 && year <= thisYear + 1 ? year : null;
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

// ------------------------------------------------------------------ personal data

/** Every invalid field with its message (spec 5, DECISIONS "Argentina"). */
export const selectPersonalDataErrors = memoizeByState((state): PersonalDataErrors =>
  validatePersonalData(state.personalData.values, state.today),
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
  'listPrice' | 'licenseCost' | 'preparationCost' | 'discount' | 'promotion' | 'reservationFee';

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
 * spec 2.11 confirmation: Precio de lista contado, Patentamiento, Entrega, the discount
 * (when there is one; 'Descuento especial' or 'Descuento web' by api-client's rule), the
 * discount code (when one applies) and Pago de reserva.
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
    key: 'reservationFee',
    label: priceBreakdownLabels.reservationFee,
    amount: selectReservationFee(state, 'confirmation'),
    currency: 'ars',
    isDeduction: false,
  });
  return rows;
});

// ------------------------------------------------------------------ steps and guard

/** DECISIONS "Outcome": where a paid (or cancelled) operation lives; null while it is open. */
export function selectOutcomeStep(operation: Operation | null): OutcomeStep | null {
  if (!operation) return null;
  const transaction = operation.purchase.transaction.status;
  if (operation.status === 'reserved' || transaction === 'approved') return 'reserved';
  if (operation.status === 'pending' || transaction === 'pending' || transaction === 'in_process') {
    return 'pending';
  }
  // A cancelled reservation (refunded) is shown on the success page's cancelled state.
  if (operation.status === 'cancelled' || transaction === 'refunded') return 'reserved';
  return null;
}

/** Where the resume route sends the buyer: the outcome page, else step 1. */
export function selectResumeStep(state: State): FlowStep | null {
  if (!state.operation) return null;
  return selectOutcomeStep(state.operation) ?? 'paymentMode';
}

/** Steps the buyer may go to now (the progress bar's enabled steps, spec 2.11). */
export const selectReachableSteps = memoizeByState((state): readonly FlowStep[] => {
  const operation = state.operation;
  if (!operation) {
    return state.vehicle.status === 'loaded' ? ['confirmation', 'start'] : [];
  }
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
 * the resume route, which loads it. A paid operation only shows its outcome page; an open
 * one cannot show an outcome page, nor a step it has not reached (it goes to the last
 * step it may show).
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
    return { kind: 'redirect', path: code ? resumePath(code) : routes.home };
  }
  const outcome = selectOutcomeStep(operation);
  if (outcome) {
    return outcome === step
      ? { kind: 'allow' }
      : { kind: 'redirect', path: operationStepPath(outcome, operation.code) };
  }
  if (isOutcomeStep(step) || (isEditingStep(step) && !canGoTo(state, step))) {
    const reachable = selectReachableSteps(state).filter(isEditingStep);
    const fallback = [...reachable]
      .reverse()
      .find((candidate) => !['usedVehicle', 'financing'].includes(candidate));
    return { kind: 'redirect', path: operationStepPath(fallback ?? 'paymentMode', operation.code) };
  }
  return { kind: 'allow' };
}

// ------------------------------------------------------------------ rate, payment, refund

/** The dollar rate; null while loading; 0 means messages.usdRateUnavailable (spec 8). */
export function selectUsdRate(state: State): number | null {
  if (state.usdRate.status === 'loaded') return state.usdRate.value;
  return null;
}

export function isUsdRateUnavailable(state: State): boolean {
  return state.usdRate.status === 'loaded' && state.usdRate.value <= 0;
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
    selectOutcomeStep(state.operation) === null &&
    state.purchase.status !== 'success'
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

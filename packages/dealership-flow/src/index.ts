export { createDealershipFlowStore, defaultDebounce, defaultPaymentPoll } from './store';
export type { DealershipFlowOptions, DealershipFlowStore } from './store';
export type { DealershipApi } from './api';
export { readServedUnit } from './served';
export type { ServedUnit } from './served';
export type { DebounceOptions, PaymentPollOptions } from './context';
export type * from './state';
export * from './selectors';
export * from './money';
export * from './steps';
export {
  displayBirthdate,
  emptyPersonalData,
  isKeptMask,
  isMaskedValue,
  isValidEmail,
  maritalStatusOptions,
  maskedPersonalDataFields,
  minimumBuyerAge,
  normalizeArgentinePhone,
  normalizeBirthdate,
  normalizeDni,
  personalDataFields,
  personalDataMessages,
  requiredPersonalDataFields,
  validatePersonalData,
} from './personal-data';
export type {
  KeptMasks,
  MaritalStatusId,
  MaskedPersonalDataField,
  PersonalDataErrors,
  PersonalDataField,
  PersonalDataValues,
} from './personal-data';
export {
  creditAmountChangedMessage,
  defaultRejectionReason,
  formatTime,
  installmentsLabel,
  paymentOutcomeUnknown,
  paymentRejectionMessage,
  reservationRights,
  priceBreakdownLabels,
  usedVehicleFieldMessages,
} from './copy';
export { purchaseOutcome } from './slices/payment';
export {
  creditPlanTerms,
  depositSettlement,
  isPlanAvailableFor,
  operationPriceFigures,
  planFinancedAmount,
  selectCashPriceArs,
  selectCreditTerms,
  selectDepositSettlement,
  selectOperationPriceFigures,
  selectUnitPriceFigures,
  selectWithdrawalUntil,
} from './disclosure';
export type { CreditTermsFigures, DepositSettlement, PriceFigures } from './disclosure';

/**
 * The personal-data rules live in `@territorio/api-client` (one rules package for the API
 * and both apps); the flow re-exports them for its own modules and the reservation app.
 */
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
} from '@territorio/api-client/core';
export type {
  KeptMasks,
  MaritalStatusId,
  MaskedPersonalDataField,
  PersonalDataErrors,
  PersonalDataField,
  PersonalDataValues,
} from '@territorio/api-client/core';

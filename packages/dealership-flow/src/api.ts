import type { ApiClient } from '@territorio/api-client/core';

/**
 * The calls the flow makes, named as `@territorio/api-client` names them. The result of
 * `createApiClient(...)` satisfies this type as it is; tests may pass a hand-written fake.
 */
export type DealershipApi = Pick<
  ApiClient,
  | 'findStockUnit'
  | 'findParameters'
  | 'discoverPromotion'
  | 'checkPromotion'
  | 'startOperation'
  | 'resumeOperation'
  | 'updateOperation'
  | 'requestValuation'
  | 'findCredits'
  | 'findUsdRate'
  | 'findUsedBrands'
  | 'findUsedModels'
  | 'findUsedVersions'
  | 'findPaymentConfig'
  | 'cancelOperation'
>;

/**
 * Catalogue reads (spec 7.1), built from the database into the contract's wire shapes.
 * Only available units count as stock: a unit held by a pending payment or reserved by an
 * approved one disappears from stock lists, counts and offers (DECISIONS).
 *
 * What has ended leaves the answers on its Argentine end day's morrow (`businessToday`,
 * inclusive dates): an offer past its window is no offer (off the offers lists, and its
 * special discount no longer applies to the unit's price), a promotion code is refused
 * outside its dates or once `units` live operations hold it, and news, popups and banners
 * past their `ends_at` leave /parameter. Every price carries its Res. SIyC 4/2025 figures
 * (services/pricing) and every credit plan its `financingTerms`.
 *
 * The used-vehicle lists and the payment configuration have no rule of their own: they
 * are the repositories' reads as they are.
 */
export { findFamily, listFamilies, listSubfamilies } from './families';
export { offersFor } from './offers';
export { parameters, serviceCategories } from './parameters';
export { discoverPromotion, promotionForCode, promotionWire } from './promotions';
export { listSavingPlans } from './saving-plans';
export { listStock, reservableUnit } from './stock';
export { paymentConfig } from '../../repositories/payment-configs';
export { usedBrands, usedModels, usedVersions } from '../../repositories/used-vehicles';

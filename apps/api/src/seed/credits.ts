/**
 * Credit plans of fictional banks. /credit/find answers the brand's plans whose
 * financed_min <= loan_amount, those above their financed_max flagged not available (spec
 * 4: choosing one finances its maximum); every figure comes from `financingTerms`. What
 * each plan costs beyond its rate: IVA on the interest, a granting fee (+ IVA) and a
 * monthly insurance on the balance. 'Tasa 0 % 12 meses' carries a granting fee, so its
 * CFTEA is above 0; 'Crédito Volkswagen 36 meses' carries no fee and no insurance. BAIC (6)
 * has none: its financing reads 'Próximamente'.
 */
import type { SeedCreditPlan, SeedReferenceFinancing } from './types';

const oeste = 'Banco de la Provincia del Oeste';
const andino = 'Banco Andino';
const cuyo = 'Financiera Cuyo';
const aconcagua = 'Compañía Financiera Aconcagua';

export const creditPlans: SeedCreditPlan[] = [
  { id: 1, name: 'Tasa 0 % 12 meses', bank: cuyo, months: 12, financed_min: 1000000, financed_max: 5000000, annual_rate: 0, brand_ids: [1, 2, 4], interest_vat_rate: 21, granting_fee_rate: 3, monthly_insurance_rate: 0, system: 'french' },
  { id: 2, name: 'Prendario 18 meses', bank: cuyo, months: 18, financed_min: 1000000, financed_max: 8000000, annual_rate: 19.9, brand_ids: [1, 2, 4], interest_vat_rate: 21, granting_fee_rate: 2, monthly_insurance_rate: 0.08, system: 'french' },
  { id: 3, name: 'Prendario tasa fija 24 meses', bank: oeste, months: 24, financed_min: 2000000, financed_max: 12000000, annual_rate: 29.9, brand_ids: [1, 2, 4], interest_vat_rate: 21, granting_fee_rate: 1.5, monthly_insurance_rate: 0.1, system: 'french' },
  { id: 4, name: 'Prendario tasa fija 36 meses', bank: oeste, months: 36, financed_min: 2000000, financed_max: 20000000, annual_rate: 36.5, brand_ids: [1, 2, 4], interest_vat_rate: 21, granting_fee_rate: 2, monthly_insurance_rate: 0.1, system: 'french' },
  { id: 5, name: 'Crédito Volkswagen 36 meses', bank: aconcagua, months: 36, financed_min: 3000000, financed_max: 25000000, annual_rate: 24.9, brand_ids: [1], interest_vat_rate: 21, granting_fee_rate: 0, monthly_insurance_rate: 0, system: 'french' },
  { id: 6, name: 'Crédito Chevrolet 48 meses', bank: aconcagua, months: 48, financed_min: 3000000, financed_max: 25000000, annual_rate: 32.9, brand_ids: [2], interest_vat_rate: 21, granting_fee_rate: 1, monthly_insurance_rate: 0.05, system: 'french' },
  { id: 7, name: 'Crédito Nissan 24 meses', bank: aconcagua, months: 24, financed_min: 2000000, financed_max: 15000000, annual_rate: 14.9, brand_ids: [4], interest_vat_rate: 21, granting_fee_rate: 0, monthly_insurance_rate: 0.06, system: 'french' },
  { id: 8, name: 'Prendario 48 meses', bank: andino, months: 48, financed_min: 5000000, financed_max: 30000000, annual_rate: 42.9, brand_ids: [1, 2, 4], interest_vat_rate: 21, granting_fee_rate: 4, monthly_insurance_rate: 0.12, system: 'french' },
  { id: 9, name: 'Prendario 60 meses', bank: andino, months: 60, financed_min: 5000000, financed_max: 40000000, annual_rate: 45.9, brand_ids: [1, 2, 4], interest_vat_rate: 21, granting_fee_rate: 3.5, monthly_insurance_rate: 0.12, system: 'french' },
]; // prettier-ignore

/**
 * The reference plan the stock search shows every unit's instalment with (setting
 * `reference_financing`): plan 4 financing half of the final price.
 */
export const referenceFinancing: SeedReferenceFinancing = { credit_plan_id: 4, share_percent: 50 };

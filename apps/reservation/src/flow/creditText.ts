import { formatPrice } from '@territorio/api-client/core';
import type { Operation } from '@territorio/api-client/core';
import { installmentsLabel } from '@territorio/dealership-flow';
import type { CreditTermsFigures } from '@territorio/dealership-flow';

/**
 * The credit's monthly instalment, as the review told it: the first payment with its
 * terms when known, else the plan's average instalment.
 */
export function creditInstalmentText(
  operation: Operation,
  terms: CreditTermsFigures | null,
): string {
  return terms
    ? `${installmentsLabel(terms.months)} de ${formatPrice(terms.instalment, 'ars')} (primera cuota)`
    : `${installmentsLabel(operation.credit_installments)} de ${formatPrice(operation.credit_avg_installment, 'ars')} (cuota promedio)`;
}

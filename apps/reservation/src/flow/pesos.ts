import { formatPrice } from '@territorio/api-client/core';
import { currencyOfOperation, pesosInOperationCurrency } from '@territorio/dealership-flow';
import { useFlow } from './FlowProvider';

/**
 * A peso figure (a trade-in's valuation, a bank credit) as the buyer reads it: on a dollar
 * unit with a rate, with its conversion, '$ 8.660.000 ≈ US$ 5.851' (DECISIONS "Money on
 * dollar-priced units": both figures are shown); otherwise '$ 8.660.000'.
 */
export function usePesos(): (pesos: number | null | undefined) => string {
  const operation = useFlow((state) => state.operation);
  return (pesos) => {
    const text = formatPrice(pesos, 'ars');
    if (!operation || typeof pesos !== 'number' || currencyOfOperation(operation) !== 'usd') {
      return text;
    }
    const dollars = pesosInOperationCurrency(operation, pesos);
    return dollars === null ? text : `${text} ≈ ${formatPrice(dollars, 'usd')}`;
  };
}

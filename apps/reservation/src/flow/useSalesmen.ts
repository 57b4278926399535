import { useEffect, useState } from 'react';
import type { Salesman } from '@territorio/api-client/core';
import { useAppServices } from '../app/services';

export type SalesmenState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly salesmen: readonly Salesman[] }
  | { readonly status: 'failed' };

/**
 * spec 2.11: the brand's sales contacts from the parameters. The flow store keeps only the
 * booking prices of the parameters, so the outcome pages read the salesmen themselves.
 */
export function useBrandSalesmen(brandId: number | null): SalesmenState {
  const { api } = useAppServices();
  const [state, setState] = useState<SalesmenState>({ status: 'loading' });
  useEffect(() => {
    if (brandId === null) return;
    let isCurrent = true;
    api.findParameters().then(
      (parameters) => {
        if (!isCurrent) return;
        setState({
          status: 'loaded',
          salesmen: parameters.salesmen.filter((salesman) => salesman.brand_id === brandId),
        });
      },
      () => {
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, brandId]);
  return state;
}

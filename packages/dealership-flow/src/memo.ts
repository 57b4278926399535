import type { DealershipFlowData } from './state';

/**
 * A selector that builds an object or an array, memoized per state object: a React
 * `useStore(store, selector)` sees the same reference until the state changes.
 */
export function memoizeByState<Result>(
  compute: (state: DealershipFlowData) => Result,
): (state: DealershipFlowData) => Result {
  const cache = new WeakMap<DealershipFlowData, Result>();
  return (state) => {
    if (cache.has(state)) return cache.get(state) as Result;
    const result = compute(state);
    cache.set(state, result);
    return result;
  };
}

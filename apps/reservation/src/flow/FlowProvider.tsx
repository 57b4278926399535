import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import { createDealershipFlowStore } from '@territorio/dealership-flow';
import type {
  DealershipFlowOptions,
  DealershipFlowState,
  DealershipFlowStore,
} from '@territorio/dealership-flow';
import { useStore } from 'zustand';
import { useAppServices } from '../app/services';
import type { Route as BuyRoute } from '../routes/+types/buy';

const FlowStoreContext = createContext<DealershipFlowStore | null>(null);

/** Overrides of the flow store's timings (component tests: short debounces and polling). */
export const FlowOptionsContext = createContext<FlowProviderProps['options']>(undefined);

export type FlowProviderProps = {
  /** Test overrides (debounces, payment polling). */
  options?: Partial<Omit<DealershipFlowOptions, 'api'>>;
  children: ReactNode;
};

/**
 * One reservation flow store per mount (STYLE "State": a store that needs props is
 * created per mount and provided by context). The screens give it the stock unit or the
 * operation code through its actions; it is disposed on unmount.
 */
export const FlowProvider = ({ options, children }: FlowProviderProps) => {
  const { api, now } = useAppServices();
  // The buy route's unit as its server loader read it (none after an in-app navigation):
  // the store starts from it, so the page hydrates as the server rendered it.
  const served = useRouteLoaderData<BuyRoute.ComponentProps['loaderData']>('buy')?.unit;
  const [store] = useState(() => createDealershipFlowStore({ api, now, served, ...options }));
  const disposeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    // What was typed just before a reload, a closed tab or a switch to another app is
    // saved now (with keepalive) instead of when its debounce would have ended.
    const onHide = () => void store.getState().flushOnHide();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onHide);
    };
  }, [store]);
  useEffect(() => {
    // React's strict mode unmounts and mounts again at once: only a real unmount disposes.
    clearTimeout(disposeTimer.current);
    return () => {
      disposeTimer.current = setTimeout(() => store.getState().dispose(), 0);
    };
  }, [store]);
  return <FlowStoreContext.Provider value={store}>{children}</FlowStoreContext.Provider>;
};

export function useFlowStore(): DealershipFlowStore {
  const store = useContext(FlowStoreContext);
  if (!store) throw new Error('The reservation screens need a FlowProvider.');
  return store;
}

/** Binds a selector of the flow state (zustand `useStore`). */
export function useFlow<Selected>(selector: (state: DealershipFlowState) => Selected): Selected {
  return useStore(useFlowStore(), selector);
}

/** The store's actions (stable functions) without subscribing to changes. */
export function useFlowActions(): DealershipFlowState {
  return useFlowStore().getState();
}

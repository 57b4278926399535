import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppServices } from './appServices';
import type { CatalogueState } from '../stores/catalogueStore';
import type { SessionState } from '../stores/sessionStore';

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useServices needs an AppServicesProvider');
  return services;
}

export function useCatalogue<Selected>(selector: (state: CatalogueState) => Selected): Selected {
  return useStore(useServices().stores.catalogue, selector);
}

export function useSession<Selected>(selector: (state: SessionState) => Selected): Selected {
  return useStore(useServices().stores.session, selector);
}

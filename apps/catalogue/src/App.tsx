import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { DesignSystemProvider } from '@territorio/design-system';
import { markHydrated } from '@territorio/static-server/page';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { RouterLink } from './components/RouterLink';
import { AppServicesProvider } from './services/context';
import type { AppServices } from './services/appServices';

/** Providers shared by the app and the tests: services, the group theme, router links. */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <AppServicesProvider services={services}>
      <DesignSystemProvider theme="group" linkComponent={RouterLink}>
        {children}
      </DesignSystemProvider>
    </AppServicesProvider>
  );
}

export function App({ services }: { services: AppServices }) {
  // Runs once the root has committed: held taps may go to the app (paint-first loader).
  useEffect(() => markHydrated(document), []);
  return (
    <BrowserRouter>
      <AppProviders services={services}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}

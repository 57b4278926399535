import type { ReactNode } from 'react';
import { DesignSystemProvider } from '@territorio/design-system';
import { RouterLink } from '../components/RouterLink';
import { AppServicesProvider } from '../services/context';
import type { AppServices } from '../services/appServices';

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

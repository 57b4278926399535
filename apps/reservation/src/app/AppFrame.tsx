import type { ReactNode } from 'react';
import { DesignSystemProvider } from '@territorio/design-system';
import { NavigationTracker } from './navigation';
import { RouterLink } from './RouterLink';
import { AppServicesProvider } from './services';
import type { AppServices } from './services';

/** What every screen sits in: the services, the group's theme with router links, navigation. */
export const AppFrame = ({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) => (
  <AppServicesProvider services={services}>
    <DesignSystemProvider theme="group" linkComponent={RouterLink}>
      <NavigationTracker>{children}</NavigationTracker>
    </DesignSystemProvider>
  </AppServicesProvider>
);

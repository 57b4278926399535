import { render } from '@testing-library/react';
import { createApiClient } from '@territorio/api-client';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../app/App';
import type { AppServices } from '../app/services';

let currentPath = '';

/** Records the router's location so tests can assert redirects. */
const LocationProbe = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    currentPath = pathname;
  }, [pathname]);
  return null;
};

export function locationPath(): string {
  return currentPath;
}

/** The whole app at `path`, its API on `apiUrl` (a real local HTTP server). */
export function renderApp(
  path: string,
  options: { apiUrl: string; now?: () => number },
): ReturnType<typeof render> {
  const config = { ...defaultRuntimeConfig, apiUrl: options.apiUrl, intranetUrl: options.apiUrl };
  const services: AppServices = {
    config,
    api: createApiClient({
      apiBaseUrl: config.apiUrl,
      intranetBaseUrl: config.intranetUrl,
      readRetries: 0,
    }),
    now: options.now ?? (() => Date.now()),
  };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App services={services} flowOptions={{ paymentPoll: { intervalMs: 10, attempts: 3 } }} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { AppProviders } from '../App';
import { createAppServices } from '../services/appServices';
import type { AppServices } from '../services/appServices';
import { browserCookies } from '../stores/sessionStore';

export function testServices(apiUrl: string): AppServices {
  return createAppServices(
    {
      ...defaultRuntimeConfig,
      apiUrl,
      intranetUrl: apiUrl,
      reservationUrl: 'http://reservas.test',
    },
    { cookies: browserCookies(), timeoutMs: 3000, readRetries: 0 },
  );
}

export function renderWithServices(
  ui: ReactElement,
  services: AppServices,
  path = '/',
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders services={services}>{ui}</AppProviders>
    </MemoryRouter>,
  );
}

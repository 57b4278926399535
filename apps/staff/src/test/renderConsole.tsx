import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DesignSystemProvider } from '@territorio/design-system';
import { startCannedHttp, type CannedHttp } from '@territorio/e2e-kit/canned-http';
import type { StaffSession } from '@territorio/api-client/staff';
import { RouterLink } from '../components/RouterLink';
import { routes } from '../routes';
import { sessionStore } from '../lib/session';

/**
 * A stand-in API on a real port, and the page's address on that origin: the console
 * calls `/staff/api/...` on its own origin, as behind its server.
 */
export async function startConsoleApi(): Promise<CannedHttp> {
  const api = await startCannedHttp();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${api.url}/`);
  sessionStore.getState().clear();
  return api;
}

export function sessionOf(
  role: StaffSession['member']['role'],
  brandIds: number[] = [],
): StaffSession {
  return {
    member: { id: 7, email: 'persona@consola.test', name: 'Persona', role, brand_ids: brandIds },
    csrf_token: 'token-de-prueba',
    expires_at: '2026-11-27T00:00:00.000Z',
  } as StaffSession;
}

/** The console's routes in memory, at `path`. */
export function renderConsole(path: string): RenderResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <DesignSystemProvider theme="group" linkComponent={RouterLink}>
      <RouterProvider router={router} />
    </DesignSystemProvider>,
  );
}

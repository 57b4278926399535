import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isReservationPath } from '@territorio/api-client/core';
import { readRuntimeConfig } from '@territorio/site-config';
import { readServerState } from '@territorio/static-server/page';
import { App } from './App';
import { isChunkLoadError } from './components/lazyPage';
import { reservationAddress } from './layout/ReservationRedirect';
import { registerServiceWorker } from './serviceWorker';
import { createAppServices } from './services/appServices';
import type { StoresSnapshot } from './services/appServices';
import { browserCookies, browserSessionStorage } from './stores/sessionStore';

const config = readRuntimeConfig(window);

if (isReservationPath(window.location.pathname)) {
  // DECISIONS: the reservation app's paths open on its own origin.
  window.location.replace(reservationAddress(config.reservationUrl, window.location));
} else {
  // The app starts in a task of its own, after the one that evaluated this script (issue 7:
  // two shorter tasks instead of one long one); taps meanwhile are held by the loader.
  setTimeout(startApp, 0);
}

function startApp() {
  // A page the server rendered carries its data: the stores start from it and hydrate.
  const initial = readServerState<StoresSnapshot>(document);
  const services = createAppServices(config, {
    storage: browserSessionStorage(),
    cookies: browserCookies(),
    initial,
  });
  const root = document.getElementById('root');
  const app = (
    <StrictMode>
      <App services={services} />
    </StrictMode>
  );
  // A page chunk that fails to load is handled on screen ('Reintentar'): a warning, not an error.
  const onCaughtError = (error: unknown) => {
    if (isChunkLoadError(error)) console.warn('ChunkLoadError', error);
    else console.error(error);
  };
  // A transition hydrates the root in slices that yield to the browser, not in one long
  // task; the shell's parts are HydrationSlices, hydrated after it. A tap on a link followed
  // by the browser before the router exists can be cancelled when the router sets the
  // history's state (an e2e run lost one): paintFirstVitePlugin's loader holds taps until
  // the root has committed (App marks the page hydrated) and the page is idle.
  startTransition(() => {
    if (root && initial && root.firstChild) hydrateRoot(root, app, { onCaughtError });
    else if (root) createRoot(root, { onCaughtError }).render(app);
  });
  if (import.meta.env.PROD) registerServiceWorker(config);
}

/**
 * The catalogue app's start: its own modules, a second file the entry (main.tsx) imports
 * dynamically, so the browser evaluates it in a task of its own (issue 7, bundling.ts
 * entryChunk).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readServerState } from '@territorio/static-server/page';
import type { RuntimeConfig } from '@territorio/site-config';
import { App } from './App';
import { isChunkLoadError } from './components/lazyPage';
import { registerServiceWorker } from './serviceWorker';
import { createAppServices } from './services/appServices';
import type { AppServices, StoresSnapshot } from './services/appServices';
import { browserCookies } from './stores/sessionStore';

export function startApp(config: RuntimeConfig) {
  // A page the server rendered carries its data: the stores start from it and hydrate.
  const initial = readServerState<StoresSnapshot>(document);
  const services = createAppServices(config, {
    cookies: browserCookies(),
    initial,
  });
  // The stores are made in this task, React starts in the next (two shorter tasks).
  setTimeout(() => hydrateApp(services, initial), 0);
  if (import.meta.env.PROD) registerServiceWorker(config);
}

function hydrateApp(services: AppServices, initial: StoresSnapshot | null) {
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
}

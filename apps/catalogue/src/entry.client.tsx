import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { readRuntimeConfig } from '@territorio/site-config';
import { registerServiceWorker } from './serviceWorker';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

if (import.meta.env.PROD) registerServiceWorker(readRuntimeConfig(window));

import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// The service worker is no part of the first paint: its registration, the runtime
// configuration it reads and the API's endpoint tables it sends load on their own.
if (import.meta.env.PROD) {
  void import('./serviceWorker').then(({ registerServiceWorkerFromPage }) =>
    registerServiceWorkerFromPage(),
  );
}

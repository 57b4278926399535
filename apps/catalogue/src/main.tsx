import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isReservationPath } from '@territorio/api-client';
import { readRuntimeConfig } from '@territorio/site-config';
import { App } from './App';
import { isChunkLoadError } from './components/lazyPage';
import { reservationAddress } from './layout/ReservationRedirect';
import { registerServiceWorker } from './serviceWorker';
import { createAppServices } from './services/appServices';
import { browserSessionStorage } from './stores/sessionStore';

const config = readRuntimeConfig(window);

if (isReservationPath(window.location.pathname)) {
  // DECISIONS: the reservation app's paths open on its own origin.
  window.location.replace(reservationAddress(config.reservationUrl, window.location));
} else {
  const services = createAppServices(config, { storage: browserSessionStorage() });
  const root = document.getElementById('root');
  if (root) {
    createRoot(root, {
      // A page chunk that fails to load is handled on screen ('Reintentar'): a warning, not an error.
      onCaughtError: (error) => {
        if (isChunkLoadError(error)) console.warn('ChunkLoadError', error);
        else console.error(error);
      },
    }).render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  }
  if (import.meta.env.PROD) registerServiceWorker(config);
}

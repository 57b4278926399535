/**
 * The catalogue's entry: React and react-dom, evaluated in this task. The app's own modules
 * are a second file (start.tsx), which the browser evaluates in a task of its own once
 * its import resolves; the app then starts in a third (issue 7: short tasks instead of
 * one long one, bundling.ts entryChunk). Taps meanwhile are held by the paint-first loader.
 */
import 'react';
import 'react-dom/client';
import { isReservationPath, reservationAddress } from '@territorio/api-client/core';
import { readRuntimeConfig } from '@territorio/site-config';

const config = readRuntimeConfig(window);

if (isReservationPath(window.location.pathname)) {
  // DECISIONS: the reservation app's paths open on its own origin.
  window.location.replace(reservationAddress(config.reservationUrl, window.location));
} else {
  import('./start').then(
    ({ startApp }) => setTimeout(() => startApp(config), 0),
    // The server's page stays, with plain links and forms (the loader hands taps to it).
    (error: unknown) => console.error('The app could not start:', error),
  );
}

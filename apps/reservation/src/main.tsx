/**
 * The reservation's entry: React and react-dom, evaluated in this task. The app's own
 * modules are a second file (start.tsx), which the browser evaluates in a task of its own
 * once its import resolves; the app then starts in a third (issue 7: short tasks instead
 * of one long one). Taps meanwhile are held by the paint-first loader on the page rendered
 * on the server.
 */
import 'react';
import 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

import('./start').then(
  ({ startApp }) => setTimeout(() => startApp(container), 0),
  // A page rendered on the server stays, with plain links and forms.
  (error: unknown) => console.error('The app could not start:', error),
);

/**
 * The reservation app's start: its own modules, a second file the entry (main.tsx)
 * imports dynamically, so the browser evaluates it in a task of its own (issue 7,
 * @territorio/static-server bundling.ts entryChunk).
 */
import '@territorio/design-system';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { FlowSnapshot } from '@territorio/dealership-flow';
import { readRuntimeConfig } from '@territorio/site-config';
import { readServerState } from '@territorio/static-server/page';
import { App } from './app/App';
import { createAppServices } from './app/services';

export function startApp(container: HTMLElement) {
  // A page the server rendered (the buy route, issue 7) carries the flow's data: the flow
  // store starts from it and the app hydrates the server's markup.
  const serverFlow = readServerState<FlowSnapshot>(document);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App services={createAppServices(readRuntimeConfig(), { serverFlow })} />
      </BrowserRouter>
    </StrictMode>
  );
  // A transition renders in slices that yield to the browser, instead of one long task.
  startTransition(() => {
    if (serverFlow && container.firstChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

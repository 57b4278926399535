import '@territorio/design-system';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { FlowSnapshot } from '@territorio/dealership-flow';
import { readRuntimeConfig } from '@territorio/site-config';
import { readServerState } from '@territorio/static-server/page';
import { App } from './app/App';
import { createAppServices } from './app/services';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The app starts in a task of its own, after the one that evaluated this script (issue 7:
// two shorter tasks instead of one long one); taps meanwhile are held by the paint-first
// loader on the page rendered on the server.
setTimeout(() => {
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
}, 0);

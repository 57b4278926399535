import '@territorio/design-system';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createAppServices } from './app/services';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A transition renders in slices that yield to the browser, instead of one long task.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App services={createAppServices()} />
      </BrowserRouter>
    </StrictMode>,
  );
});

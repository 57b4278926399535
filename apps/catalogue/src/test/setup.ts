import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for real HTTP answers, renders and modules loaded on demand (the proof-of-work
// solver): on a 2-core CI machine running every package's tests at once one wait can pass
// 5 s; the test's own 15 s still bounds it.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library cleans up by itself only with vitest globals; this project does not use them.
afterEach(() => {
  // The prerendering test runs without a DOM.
  if (typeof document === 'undefined') return;
  cleanup();
  // Session cookies (the session's flags) last the browser session: one test each here.
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0] ?? ''}=; Path=/; Max-Age=0`;
  }
});

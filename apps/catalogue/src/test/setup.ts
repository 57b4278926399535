import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for real HTTP answers and renders: 1 s (the default) is short on a busy
// 2-core CI machine, where these tests once failed only for being slow.
configure({ asyncUtilTimeout: 5000 });

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

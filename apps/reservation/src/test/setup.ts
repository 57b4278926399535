import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for real HTTP answers, debounced saves and renders: on a 2-core CI machine
// running every package's tests at once one wait can pass 5 s; the test's own 15 s still
// bounds it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for real HTTP answers and renders: 1 s (the default) is short on a busy
// 2-core CI machine, where these tests once failed only for being slow.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

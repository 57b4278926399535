import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for real HTTP answers and a route's next render: 1 s (the default) is short
// on a busy CI machine, where every package's tests run at once; 10 s as the other apps.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library cleans up by itself only with vitest globals; this project does not use them.
afterEach(() => cleanup());

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for real HTTP answers: 1 s (the default) is short on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

// Testing Library cleans up by itself only with vitest globals; this project does not use them.
afterEach(() => cleanup());

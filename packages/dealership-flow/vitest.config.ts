import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The real API, built and started once for the whole run (its test task depends on the
    // API's build in turbo.json).
    globalSetup: ['./src/test/global-setup.ts'],
    // A test makes several exchanges with a real server, each tens of ms, many more when
    // the cores are shared: the limits a failure waits for, not what a test takes.
    testTimeout: 30_000,
    expect: { poll: { timeout: 10_000 } },
  },
});

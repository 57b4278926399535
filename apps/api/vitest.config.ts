import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    // Each file starts its own server(s) on a temporary database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

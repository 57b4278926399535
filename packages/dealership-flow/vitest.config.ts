import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The real API, built and started once for the whole run (its test task depends on the
    // API's build in turbo.json).
    globalSetup: ['./src/test/global-setup.ts'],
  },
});

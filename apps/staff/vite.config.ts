import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { photoPathPrefix } from '@territorio/api-client/core';
import { staffBasePath } from '@territorio/api-client/staff';
import { defaultPorts, runtimeConfigFromEnv } from '@territorio/site-config';

const port = Number(process.env.STAFF_PORT ?? defaultPorts.staff);

// A plain client-rendered app: the dev server forwards the staff API like the console's
// own server does in production (same origin for the session cookie and the CSRF check).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port,
    strictPort: true,
    proxy: {
      [staffBasePath]: { target: runtimeConfigFromEnv(process.env).apiUrl },
      // The photos the console previews, as the console's server forwards them.
      [photoPathPrefix]: { target: runtimeConfigFromEnv(process.env).apiUrl },
    },
  },
  preview: { port, strictPort: true },
  build: { outDir: 'dist' },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Real HTTP and typing on a busy 2-core machine.
    testTimeout: 20_000,
  },
});

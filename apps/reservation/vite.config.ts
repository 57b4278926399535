import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultPorts, runtimeConfigFromEnv } from '@territorio/site-config';
import { runtimeConfigVitePlugin } from '@territorio/static-server';

const port = Number(process.env.RESERVATION_PORT ?? defaultPorts.reservation);

/**
 * The static server's plugin returns `server.middlewares.use(...)` (the connect app) from
 * its hooks, which Vite takes for a post hook and calls with no request: vitest and
 * `vite dev` crash. Calling the hooks for their effect only avoids it (reported).
 */
function runtimeConfigPlugin(): Plugin {
  const plugin = runtimeConfigVitePlugin({ ...runtimeConfigFromEnv(process.env) });
  return {
    name: plugin.name,
    configureServer(server) {
      plugin.configureServer(server);
    },
    configurePreviewServer(server) {
      plugin.configurePreviewServer(server);
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), runtimeConfigPlugin()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Frames load their page like a browser does (component tests serve a stand-in page).
    environmentOptions: { happyDOM: { settings: { enableIframePageLoading: true } } },
  },
});

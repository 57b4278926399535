import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultPorts, runtimeConfigFromEnv } from '@territorio/site-config';
import { runtimeConfigVitePlugin } from '@territorio/static-server';

const port = Number(process.env.CATALOGUE_PORT ?? defaultPorts.catalogue);

// runtimeConfigVitePlugin's hooks return the connect app, which Vite takes for a
// post-middleware hook and calls with no arguments (the dev server then fails to start).
// Calling them without returning anything keeps only the middleware.
const runtimeConfig = runtimeConfigVitePlugin({ ...runtimeConfigFromEnv(process.env) });
const runtimeConfigPlugin = {
  name: runtimeConfig.name,
  configureServer(server: Parameters<typeof runtimeConfig.configureServer>[0]) {
    runtimeConfig.configureServer(server);
  },
  configurePreviewServer(server: Parameters<typeof runtimeConfig.configurePreviewServer>[0]) {
    runtimeConfig.configurePreviewServer(server);
  },
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), runtimeConfigPlugin],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});

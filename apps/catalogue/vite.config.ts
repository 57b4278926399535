import { defineConfig } from 'vitest/config';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultPorts } from '@territorio/site-config';
import { precompressVitePlugin } from '@territorio/static-server';

const port = Number(process.env.CATALOGUE_PORT ?? defaultPorts.catalogue);

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    // Component tests render the pages without the framework's build.
    process.env.VITEST ? react() : reactRouter(),
    // Hashed files are served as their brotli copies, made once at build time.
    precompressVitePlugin(),
  ],
  server: { port, strictPort: true },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultPorts } from '@territorio/site-config';
import {
  inlineStylesheetPlugin,
  layoutChunksBuild,
  precompressVitePlugin,
} from '@territorio/build-tools';
import routes from './src/routes';

const port = Number(process.env.RESERVATION_PORT ?? defaultPorts.reservation);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    vanillaExtractPlugin(),
    // Component tests render the screens without the framework's build.
    process.env.VITEST ? react() : reactRouter(),
    // Hashed files are served as their brotli copies, made once at build time.
    precompressVitePlugin(),
    // One stylesheet, which the server puts inside every document.
    inlineStylesheetPlugin(),
  ],
  server: { port, strictPort: true },
  // What the root and the flow layout bring to every route below them, one file each.
  build: layoutChunksBuild(isSsrBuild, {
    appDirectory: fileURLToPath(new URL('./src', import.meta.url)),
    routes,
    root: 'root.tsx',
    layouts: { flow: 'routes/flow.tsx' },
  }),
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screens talk to a real HTTP stand-in; a file's first test also loads its screens,
    // which on a busy two-core machine takes a few seconds.
    testTimeout: 15_000,
    // Frames load their page like a browser does (component tests serve a stand-in page).
    environmentOptions: { happyDOM: { settings: { enableIframePageLoading: true } } },
  },
}));

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultPorts, runtimeConfigFromEnv } from '@territorio/site-config';
import preloadedFonts from '@territorio/design-system/preloaded-fonts.json';
import {
  entryChunk,
  fontPreloadVitePlugin,
  pureReactRouterVitePlugin,
  runtimeConfigVitePlugin,
} from '@territorio/static-server';

const port = Number(process.env.RESERVATION_PORT ?? defaultPorts.reservation);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    runtimeConfigVitePlugin({ ...runtimeConfigFromEnv(process.env) }),
    fontPreloadVitePlugin(Object.values(preloadedFonts)),
    pureReactRouterVitePlugin(),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  // The server build (dist-ssr, issue 7) renders the buy route; public/ is the client's.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    modulePreload: { polyfill: false },
    // One file for what the entry imports; on-demand parts apart (issue 7).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: entryChunk() }] } } },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Frames load their page like a browser does (component tests serve a stand-in page).
    environmentOptions: { happyDOM: { settings: { enableIframePageLoading: true } } },
  },
}));

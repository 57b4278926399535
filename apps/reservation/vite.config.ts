import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { formatLocale } from '@territorio/api-client/core';
import { defaultPorts, runtimeConfigFromEnv } from '@territorio/site-config';
import preloadedFonts from '@territorio/design-system/preloaded-fonts.json';
import {
  appBuildOptions,
  appBundlingVitePlugins,
  fontPreloadVitePlugin,
  localeWarmupVitePlugin,
  runtimeConfigVitePlugin,
} from '@territorio/static-server';

const port = Number(process.env.RESERVATION_PORT ?? defaultPorts.reservation);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    runtimeConfigVitePlugin({ ...runtimeConfigFromEnv(process.env) }),
    fontPreloadVitePlugin(Object.values(preloadedFonts)),
    // Intl's locale data loads while the HTML is parsed, not while the page hydrates.
    localeWarmupVitePlugin(formatLocale),
    // react-router and react-dom trimmed, the start chunk loaded with the entry, assets
    // precompressed (@territorio/static-server bundling.ts).
    ...appBundlingVitePlugins(),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: appBuildOptions(isSsrBuild),
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Frames load their page like a browser does (component tests serve a stand-in page).
    environmentOptions: { happyDOM: { settings: { enableIframePageLoading: true } } },
  },
}));

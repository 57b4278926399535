import type { Plugin } from 'vite';
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
  paintFirstVitePlugin,
  runtimeConfigVitePlugin,
} from '@territorio/static-server';
import { pageMeta } from './src/seo';
import { autoDealerJsonLd, serializeJsonLd } from './src/structuredData';

/** The home page's title, description and the group's JSON-LD, from their one place. */
function homeHeadPlugin(): Plugin {
  return {
    name: 'territorio-home-head',
    transformIndexHtml: () => [
      { tag: 'title', children: pageMeta.home.title, injectTo: 'head-prepend' },
      {
        tag: 'meta',
        attrs: { name: 'description', content: pageMeta.home.description },
        injectTo: 'head',
      },
      {
        tag: 'script',
        attrs: { type: 'application/ld+json' },
        children: serializeJsonLd(autoDealerJsonLd()),
        injectTo: 'head',
      },
    ],
  };
}

const port = Number(process.env.CATALOGUE_PORT ?? defaultPorts.catalogue);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    runtimeConfigVitePlugin({ ...runtimeConfigFromEnv(process.env) }),
    fontPreloadVitePlugin(Object.values(preloadedFonts)),
    // Intl's locale data loads while the HTML is parsed, not while the page hydrates.
    localeWarmupVitePlugin(formatLocale),
    homeHeadPlugin(),
    // react-router and react-dom trimmed, the start chunk loaded with the entry, assets
    // precompressed (@territorio/static-server bundling.ts).
    ...appBundlingVitePlugins(),
    // Pages are server-rendered: their largest picture paints before the script runs.
    paintFirstVitePlugin(),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: appBuildOptions(isSsrBuild),
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
}));

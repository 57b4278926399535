import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultPorts, runtimeConfigFromEnv } from '@territorio/site-config';
import preloadedFonts from '@territorio/design-system/preloaded-fonts.json';
import {
  entryChunk,
  fontPreloadVitePlugin,
  paintFirstVitePlugin,
  pureReactRouterVitePlugin,
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
    homeHeadPlugin(),
    pureReactRouterVitePlugin(),
    // Pages are server-rendered: their largest picture paints before the script runs.
    paintFirstVitePlugin(),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  // The server build (dist-ssr, issue 7) renders pages; the files of public/ are the client's.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    modulePreload: { polyfill: false },
    // One file for what the entry imports; pages and on-demand parts apart (issue 7).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: entryChunk() }] } } },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
}));

/**
 * Builds the service worker after the app: bundles src/sw.ts (Workbox's modules included)
 * into one classic script, with the catalogue reads the built route modules declare
 * (`export const catalogueReads`), then lets workbox-build's injectManifest write the
 * build's precache list (its hashed files) into dist/client/sw.js.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundleDir = join(appRoot, 'node_modules', '.cache', 'service-worker');

const serverBuild = await import(pathToFileURL(join(appRoot, 'dist', 'server', 'index.js')).href);
const catalogueReads = [
  ...new Set(
    Object.values(serverBuild.routes).flatMap(({ module }) => module.catalogueReads ?? []),
  ),
].sort();

await build({
  configFile: false,
  root: appRoot,
  logLevel: 'warn',
  publicDir: false,
  // Workbox prints its development logs unless this is 'production'.
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    routeCatalogueReads: JSON.stringify(catalogueReads),
  },
  build: {
    outDir: bundleDir,
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    lib: {
      entry: join(appRoot, 'src', 'sw.ts'),
      formats: ['iife'],
      name: 'catalogueServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: join(bundleDir, 'sw.js'),
  swDest: join(appRoot, 'dist', 'client', 'sw.js'),
  globDirectory: join(appRoot, 'dist', 'client'),
  // What pages load: scripts, fonts and icons (not maps, not the precompressed copies the
  // server sends instead). The styles are inside every document, kept with it.
  globPatterns: ['favicon.svg', 'assets/**/*.{js,woff2,svg}'],
  globIgnores: ['sw.js', '**/*.map', '**/*.br'],
  // Hashed names change with their content: no revision needed.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) console.warn(warning);
console.log(
  `service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB), reads kept: ${catalogueReads.join(', ')}`,
);

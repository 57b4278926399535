import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  entry: [
    'src/index.ts',
    'src/app.ts',
    'src/page.ts',
    'src/security.ts',
    'src/document.tsx',
    'src/streamDocument.tsx',
  ],
  format: ['esm'],
  dts: true,
  // `pnpm dev` runs the watcher while the apps and the API already load dist/: a watch
  // build overwrites files in place and never empties the folder.
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
}));

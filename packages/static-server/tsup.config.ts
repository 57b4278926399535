import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  entry: [
    'src/index.ts',
    'src/page.ts',
    'src/render.ts',
    'src/security.ts',
    'src/document.tsx',
    'src/streamDocument.tsx',
  ],
  format: ['esm'],
  dts: true,
  // A watch rebuilds in place: the apps' dev servers read these files while it runs.
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
}));

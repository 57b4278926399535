import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  // Two entries sharing chunks: index (everything) and core (no ky, no zod: the JavaScript budgets).
  entry: ['src/index.ts', 'src/core.ts', 'src/staff.ts'],
  splitting: true,
  format: ['esm'],
  dts: true,
  // `pnpm dev` runs the watcher while the apps and the API already load dist/: a watch
  // build overwrites files in place and never empties the folder.
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
}));

import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  // Every module is an entry of its own, beside index (everything), core (no ky, no zod: the
  // JavaScript budgets) and staff: an app's bundler then places each module where it is
  // used, instead of chunks that merge modules different pages use.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-*.ts'],
  splitting: true,
  format: ['esm'],
  dts: true,
  // `pnpm dev` runs the watcher while the apps and the API already load dist/: a watch
  // build overwrites files in place and never empties the folder.
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
}));

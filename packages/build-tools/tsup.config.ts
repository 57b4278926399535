import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  // `pnpm dev` runs the watcher while the apps already load dist/: a watch build
  // overwrites files in place and never empties the folder.
  clean: !options.watch,
  sourcemap: true,
  target: 'node24',
}));

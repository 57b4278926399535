import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entries sharing chunks: index (everything) and core (no ky, no zod; issue 7).
  entry: ['src/index.ts', 'src/core.ts', 'src/staff.ts'],
  splitting: true,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

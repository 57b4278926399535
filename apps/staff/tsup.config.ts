import { defineConfig } from 'tsup';

// The console's Node server (the browser app is Vite's): dist-server/.
export default defineConfig({
  entry: ['server/server.ts', 'server/main.ts'],
  outDir: 'dist-server',
  format: ['esm'],
  dts: { entry: 'server/server.ts' },
  clean: true,
  sourcemap: true,
  target: 'node24',
});

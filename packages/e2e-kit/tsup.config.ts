import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/cannedHttp.ts',
    'src/apiProcess.ts',
    'src/staffAccounts.ts',
    'src/reservationApi.ts',
    'src/visitApi.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'node24',
  external: ['@playwright/test', '@axe-core/playwright', '@territorio/api-client'],
});

import { defineConfig } from 'tsup';

// The load generator (src/bench.ts) is a dev tool: `pnpm bench` runs it from source with
// tsx, and it is not part of the shipped build.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    // Operations commands: `pnpm migrate`, `pnpm backup`, `pnpm staff:add`, `pnpm seed:stock`,
    // `pnpm stock:import`, `pnpm dms:token`.
    migrate: 'src/migrate-cli.ts',
    backup: 'src/backup-cli.ts',
    'staff-add': 'src/staff-add.ts',
    'seed-stock': 'src/seed-stock-cli.ts',
    'stock-import': 'src/stock-import-cli.ts',
    'dms-token': 'src/dms-token-cli.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  // Runtime dependencies (fastify, kysely, better-sqlite3, workspace packages) stay in
  // node_modules; only the server's own code is bundled.
  splitting: false,
});

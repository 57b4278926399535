/**
 * `pnpm seed:stock <n>`: adds n available units to the configured database (the same
 * environment as the servers; db/add-stock.ts says how they are made) and exits. The
 * database must be migrated and seeded: start the API once first.
 */
import { loadConfig } from './config';
import { addStockUnits } from './db/add-stock';
import { openDatabase } from './db/database';
import { assertMigrated } from './db/migrate';

const maxUnits = 1_000_000;

async function main() {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 1 || count > maxUnits) {
    throw new Error(`Usage: pnpm seed:stock <n>, n a whole number from 1 to ${maxUnits}.`);
  }
  const config = loadConfig();
  const store = openDatabase(config.database);
  try {
    await assertMigrated(store);
    const { first, last } = await addStockUnits(store, count);
    console.log(`Added ${count} available units (ids ${first} to ${last}).`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

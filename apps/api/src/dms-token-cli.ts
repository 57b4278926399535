/**
 * `pnpm dms:token create <name> [--scopes stock:dry-run,stock:apply] [--rate 6]`,
 * `pnpm dms:token list`, `pnpm dms:token revoke <id>`: the tokens a dealership system
 * (DMS) pushes its stock with, on the configured database. A new token is printed once:
 * only its hash is kept.
 */
import { dmsScopes, type DmsScope } from '@territorio/api-client/staff';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { assertMigrated } from './db/migrate';
import { createDmsToken, listDmsTokens, revokeDmsToken } from './services/stock-import/dms-tokens';

const usage =
  'Usage: pnpm dms:token create <name> [--scopes stock:dry-run,stock:apply] [--rate 6]\n' +
  '       pnpm dms:token list\n' +
  '       pnpm dms:token revoke <id>';

class UsageError extends Error {}

function createArguments(argv: readonly string[]) {
  let name: string | undefined;
  let scopes: DmsScope[] = [...dmsScopes];
  let rate = 6;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const [flag, inline] = argument.startsWith('--') ? argument.split(/=(.*)/s, 2) : [argument];
    if (flag === '--scopes' || flag === '--rate') {
      const value = inline ?? argv[(index += 1)];
      if (!value) throw new UsageError(`${flag} needs a value.`);
      if (flag === '--rate') rate = Number(value);
      else {
        const given = value.split(',').map((scope) => scope.trim());
        const unknown = given.filter((scope) => !dmsScopes.includes(scope as DmsScope));
        if (unknown.length > 0)
          throw new UsageError(
            `Unknown scope ${unknown.join(', ')} (scopes: ${dmsScopes.join(', ')}).`,
          );
        scopes = given as DmsScope[];
      }
    } else if (argument.startsWith('--')) throw new UsageError(`Unknown option ${argument}.`);
    else if (name === undefined) name = argument.trim();
    else throw new UsageError('Give one name (quote it if it has spaces).');
  }
  if (!name || name.length > 100)
    throw new UsageError('Give the token a name (up to 100 characters).');
  if (!Number.isInteger(rate) || rate < 1 || rate > 600)
    throw new UsageError('--rate is a whole number of requests per minute, 1 to 600.');
  return { name, scopes, ratePerMinute: rate };
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'create' && command !== 'list' && command !== 'revoke')
    throw new UsageError('Give a command: create, list or revoke.');
  const create = command === 'create' ? createArguments(rest) : undefined;
  const revokeId = command === 'revoke' ? Number(rest[0]) : undefined;
  if (command === 'revoke' && (!Number.isInteger(revokeId) || rest.length !== 1))
    throw new UsageError("Give the token's id (pnpm dms:token list shows it).");
  const config = loadConfig();
  const store = openDatabase(config.database);
  try {
    await assertMigrated(store);
    if (create) {
      const { token, record } = await createDmsToken(store.db, create);
      console.log(
        `Token ${record.id} "${record.name}" (${record.scopes.join(', ')}; ${record.rate_per_minute} per minute):\n${token}\n` +
          'Keep it now: it is not shown again.',
      );
    } else if (revokeId !== undefined) {
      if (!(await revokeDmsToken(store.db, revokeId)))
        throw new UsageError(`No live token ${revokeId}.`);
      console.log(`Token ${revokeId} revoked.`);
    } else {
      for (const token of await listDmsTokens(store.db)) {
        const state = token.revoked_at ? `revoked ${token.revoked_at}` : 'live';
        console.log(
          `${token.id}\t${token.name}\t${token.scopes.join(',')}\t${token.rate_per_minute}/min\t${state}\tlast used ${token.last_used_at ?? 'never'}`,
        );
      }
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n${usage}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

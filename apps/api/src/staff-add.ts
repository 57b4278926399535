/**
 * `pnpm staff:add <email> <role> [--brands 1,2] [--name "Nombre"]`: creates a staff
 * console account, or updates the one with that email (password, role, brands, name; it
 * is then signed out everywhere). The password comes from STAFF_PASSWORD, or is asked for
 * on the terminal without echo; there is no default password. It uses the API's own
 * configuration (DATABASE_URL, DATA_DIR) and applies pending migrations first.
 */
import { brandIds } from '@territorio/api-client';
import { staffRoleLabels, staffRoles, type StaffRole } from '@territorio/api-client/staff';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { upsertAccount } from './services/staff/accounts';
import { minPasswordLength } from './services/staff/passwords';

const usage =
  'Usage: pnpm staff:add <email> <role> [--brands 1,2] [--name "Nombre"]\n' +
  `  role: ${staffRoles.join(', ')} (sales needs --brands: ${brandIds.join(', ')})\n` +
  '  password: STAFF_PASSWORD, or asked for on the terminal';

class UsageError extends Error {}

type Arguments = { email: string; role: StaffRole; brandIds: number[]; name: string };

function parseArguments(argv: readonly string[]): Arguments {
  const positional: string[] = [];
  let brands: string | undefined;
  let name: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const [flag, inline] = argument.startsWith('--') ? argument.split(/=(.*)/s, 2) : [argument];
    if (flag === '--brands' || flag === '--name') {
      const value = inline ?? argv[(index += 1)];
      if (value === undefined) throw new UsageError(`${flag} needs a value.`);
      if (flag === '--brands') brands = value;
      else name = value;
    } else if (argument.startsWith('--')) {
      throw new UsageError(`Unknown option ${argument}.`);
    } else {
      positional.push(argument);
    }
  }
  const [rawEmail, rawRole, ...extra] = positional;
  if (!rawEmail || !rawRole || extra.length > 0) throw new UsageError('Expected <email> <role>.');
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw new UsageError(`'${rawEmail}' is not an email address.`);
  }
  if (!(staffRoles as readonly string[]).includes(rawRole)) {
    throw new UsageError(`Unknown role '${rawRole}'.`);
  }
  const role = rawRole as StaffRole;
  const ids = (brands ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const id = Number(entry);
      if (!(brandIds as readonly number[]).includes(id)) {
        throw new UsageError(`Unknown brand '${entry}' (brands: ${brandIds.join(', ')}).`);
      }
      return id;
    });
  if (role === 'sales' && ids.length === 0) {
    throw new UsageError('A sales account needs --brands (the brands it works).');
  }
  if (role !== 'sales' && ids.length > 0) {
    throw new UsageError(`--brands is only for sales accounts (${role} is not limited by brand).`);
  }
  const displayName = (name ?? email.split('@')[0] ?? email).trim();
  if (displayName.length < 1 || displayName.length > 100) {
    throw new UsageError('--name must have 1 to 100 characters.');
  }
  return { email, role, brandIds: ids, name: displayName };
}

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    return Promise.reject(
      new UsageError('Set STAFF_PASSWORD, or run on a terminal to type the password.'),
    );
  }
  return new Promise((resolve, reject) => {
    process.stdout.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let value = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new UsageError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new UsageError('The passwords do not match.');
  return first;
}

async function main() {
  const args = parseArguments(process.argv.slice(2));
  const password = await readPassword();
  if ([...password].length < minPasswordLength) {
    throw new UsageError(`The password must have at least ${minPasswordLength} characters.`);
  }
  const config = loadConfig();
  const where =
    config.database.kind === 'sqlite'
      ? `SQLite ${config.database.file}`
      : 'PostgreSQL (DATABASE_URL)';
  const store = openDatabase(config.database);
  try {
    await migrateToLatest(store);
    const { created, member } = await upsertAccount(
      store,
      { ...args, password },
      config.staff.passwordCost,
    );
    const brands = member.brand_ids.length > 0 ? ` for brands ${member.brand_ids.join(', ')}` : '';
    console.log(
      `${created ? 'Created' : 'Updated'} ${member.email} (${member.role}: ${
        staffRoleLabels[member.role]
      }${brands}) in ${where}.`,
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});

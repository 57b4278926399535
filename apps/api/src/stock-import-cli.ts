/**
 * `pnpm stock:import <file> [--apply] [--sitio <slug>]...`: the console's stock import from
 * the command line, on the configured database (the servers' environment): a dry run
 * printed as a table, or with --apply the import, all or nothing. Each --sitio makes the
 * file the whole stock of that site (its missing units are retired, never a held one).
 * Exits 1 when a row is refused (nothing is then applied), 2 on a usage or file error.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import {
  stockImportActionLabels,
  stockImportMessages,
  stockImportRefusalText,
  type StockImportReport,
} from '@territorio/api-client/staff';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { assertMigrated } from './db/migrate';
import { DomainError } from './domain/errors';
import { runStockImport } from './services/stock-import/index';

const usage = 'Usage: pnpm stock:import <file.csv|file.xlsx> [--apply] [--sitio <slug>]...';

class UsageError extends Error {}

function parseArguments(argv: readonly string[]) {
  let file: string | undefined;
  let apply = false;
  const sites: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const [flag, inline] = argument.startsWith('--') ? argument.split(/=(.*)/s, 2) : [argument];
    if (flag === '--apply') apply = true;
    else if (flag === '--sitio') {
      const value = inline ?? argv[(index += 1)];
      if (!value) throw new UsageError('--sitio needs a site slug.');
      sites.push(value);
    } else if (argument.startsWith('--')) throw new UsageError(`Unknown option ${argument}.`);
    else if (file === undefined) file = argument;
    else throw new UsageError('Give one file.');
  }
  if (!file) throw new UsageError('Give the file to import.');
  return { file, apply, sites };
}

/** The report as a table: refused rows first, then every row with what it does. */
export function reportTable(report: StockImportReport): string {
  const lines = [['Fila', 'Chasis', 'Acción', 'Detalle']];
  for (const row of report.rows) {
    const detail =
      row.action === 'refused'
        ? row.refusals.map((refusal) => stockImportRefusalText(row.row, refusal)).join('; ')
        : row.changes
            .map((change) => `${change.column}: ${change.before} → ${change.after}`)
            .join('; ');
    lines.push([String(row.row), row.chassis, stockImportActionLabels[row.action], detail]);
  }
  for (const unit of report.retired)
    lines.push(['', unit.chassis, 'Retiro', `${unit.name} (${unit.site}): no está en el archivo`]);
  for (const unit of report.kept)
    lines.push(['', unit.chassis, 'Se conserva', `${unit.name} (${unit.site}): reservada`]);
  const widths = [0, 1, 2].map((column) => Math.max(...lines.map((line) => line[column]!.length)));
  const table = lines.map((line) =>
    line.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell)).join('  '),
  );
  const { totals } = report;
  table.push(
    '',
    `Filas: ${totals.rows}. Altas: ${totals.create}, cambios: ${totals.change}, sin cambios: ${totals.unchanged}, rechazadas: ${totals.refused}, retiros: ${totals.retire}.`,
  );
  return table.join('\n');
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  // pnpm runs the script in the API's folder; the path is the caller's.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), args.file);
  const content = await readFile(path);
  const config = loadConfig();
  const store = openDatabase(config.database);
  try {
    await assertMigrated(store);
    const options = { apply: args.apply, whole_stock: args.sites.length > 0, sites: args.sites };
    const actor = { id: null, email: 'stock:import' };
    let report: StockImportReport;
    try {
      report = await runStockImport(store, actor, { content, name: basename(path) }, options);
    } catch (error) {
      const data = error instanceof DomainError ? error.extra?.data : undefined;
      if (!data) throw error;
      report = data as StockImportReport;
    }
    console.log(reportTable(report));
    if (report.totals.refused > 0) {
      console.log(stockImportMessages.refused);
      return 1;
    }
    console.log(report.applied ? stockImportMessages.applied : stockImportMessages.dryRun);
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${usage}`);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);

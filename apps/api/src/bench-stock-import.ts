/**
 * `pnpm bench` for the stock import (root: `pnpm bench:stock-import`): one API instance on
 * SQLite (a temporary file, the production configuration) with 5,000 available units; a
 * dealership system pushes 5,000 generated rows through its endpoint, a dry run and then the
 * apply, while 20 connections search the stock. It reports how long each took and the
 * search's p50 and p99 at rest and while the import runs.
 *
 * Output: a Markdown table (machine, Node, date) printed and written to
 * bench-results/stock-import-<date>.md at the repository root.
 * Options: --rows=5000, --units=5000, --connections=20, --rest=10 (seconds of search at rest).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, brands, type BrandId } from '@territorio/api-client';
import { dmsPaths, stockImportColumns, type StockImportReport } from '@territorio/api-client/staff';
import autocannon, { type Instance, type Request, type Result } from 'autocannon';
import { appRoot, loadConfig } from './config';
import { addStockUnits } from './db/add-stock';
import { seedData } from './seed/index';
import { createServer } from './server';
import { createDmsToken } from './services/stock-import/dms-tokens';

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return (
    process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length) ?? fallback
  );
}

/** Child mode: serve with `units` available units and a DMS token; send both to the parent. */
async function serve(units: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'territorio-bench-import-'));
  const server = await createServer(
    loadConfig({
      ...process.env,
      API_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '1000000000',
    }),
  );
  const url = await server.listen();
  const row = await server.store.db
    .selectFrom('stock_units')
    .select((eb) => eb.fn.countAll<number | string>().as('units'))
    .executeTakeFirstOrThrow();
  const missing = units - Number(row.units);
  if (missing > 0) await addStockUnits(server.store, missing);
  const { token } = await createDmsToken(server.store.db, {
    name: 'bench',
    scopes: ['stock:dry-run', 'stock:apply'],
    ratePerMinute: 600,
  });
  process.on('SIGTERM', () => {
    void server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
  process.send?.({ url, token });
}

type Child = { child: ChildProcess; url: string; token: string };

function startChild(units: number): Promise<Child> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), `--serve=${units}`],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  return new Promise((resolvePromise, reject) => {
    child.on('message', (message: { url?: string; token?: string }) => {
      if (message.url && message.token)
        resolvePromise({ child, url: message.url, token: message.token });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

/** `count` rows of new units over the seed's versions, sites and colours. */
function generatedCsv(count: number): string {
  const lines = [stockImportColumns.join(',')];
  const sites = ['godoy-cruz', 'san-rafael', 'san-juan'];
  const units = seedData.stock.filter((unit) => unit.currency === 'ars');
  for (let index = 0; index < count; index += 1) {
    const unit = units[index % units.length]!;
    const price = unit.price + (index % 50) * 10_000;
    const values: Record<(typeof stockImportColumns)[number], string> = {
      chasis: `BENCH${String(index).padStart(12, '0')}`,
      marca: brands[unit.brand_id as BrandId].name,
      modelo: unit.family,
      version: unit.name.slice(unit.family.length + 1),
      anio_modelo: '2026',
      color: unit.color,
      sucursal: sites[index % sites.length]!,
      condicion: '0km',
      km: '',
      moneda: 'ARS',
      precio_lista: String(price),
      precio: String(price),
      patentamiento: String(unit.license_price),
      flete: String(unit.delivery_price),
      estado: index % 10 === 0 ? 'en_transito' : 'disponible',
      fecha_arribo: index % 10 === 0 ? '2027-03-01' : '',
      patente: '',
      duenos: '',
      observaciones: '',
    };
    lines.push(stockImportColumns.map((column) => values[column]).join(','));
  }
  return `${lines.join('\n')}\n`;
}

const searches = [
  'marca=volkswagen&sucursal=godoy-cruz&precio_max=40000000&orden=precio',
  'marca=chevrolet&cuota_max=800000&descuento=si&orden=descuento',
  'sucursal=san-juan&precio_min=30000000&cuota_max=1000000&orden=precio',
  'marca=nissan&precio_max=60000000&orden=recientes',
];
const searchRequests: Request[] = searches.map((search) => ({
  method: 'GET',
  path: `${apiPaths.stockSearch}?${search}`,
}));

async function push(child: Child, csv: string, apply: boolean) {
  const form = new FormData();
  if (apply) form.append('apply', '1');
  form.append('file', new Blob([csv]), 'bench.csv');
  const started = performance.now();
  const response = await fetch(`${child.url}${loadConfig().apiBasePath}${dmsPaths.stockImport}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${child.token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: StockImportReport };
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok || !body.data) throw new Error(`import answered ${response.status}`);
  return { seconds, report: body.data };
}

/** Searches until `work` ends; answers the work's result and the searches' latencies. */
async function searchingDuring<T>(
  child: Child,
  connections: number,
  work: () => Promise<T>,
): Promise<{ value: T; result: Result }> {
  let instance: Instance | undefined;
  const finished = new Promise<Result>((resolvePromise, reject) => {
    instance = autocannon(
      { url: child.url, connections, duration: 600, requests: searchRequests },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    );
  });
  const value = await work();
  instance!.stop();
  return { value, result: await finished };
}

async function main(): Promise<void> {
  const serveUnits = option('serve', '');
  if (serveUnits) return serve(Number(serveUnits));
  const rows = Number(option('rows', '5000'));
  const units = Number(option('units', '5000'));
  const connections = Number(option('connections', '20'));
  const rest = Number(option('rest', '10'));
  const csv = generatedCsv(rows);
  const child = await startChild(units);
  try {
    await autocannon({ url: child.url, connections, duration: 3, requests: searchRequests });
    const atRest = await autocannon({
      url: child.url,
      connections,
      duration: rest,
      requests: searchRequests,
    });
    const dry = await searchingDuring(child, connections, () => push(child, csv, false));
    const applied = await searchingDuring(child, connections, () => push(child, csv, true));
    const again = await push(child, csv, true);
    const line = (name: string, result: Result, seconds?: number) =>
      `| ${name} | ${seconds === undefined ? '' : `${seconds.toFixed(2)} s`} | ${result.requests.total} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors} |`;
    const date = new Date().toISOString().slice(0, 10);
    const text = [
      `Stock import bench, ${date}: ${rows} rows over ${units} available units, SQLite, one instance; ${connections} connections searching the stock.`,
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.version}.`,
      '',
      '| Phase | Import took | Searches | Search p50 | Search p99 | Non-2xx | Errors |',
      '| --- | --: | --: | --: | --: | --: | --: |',
      line('at rest', atRest),
      line(`dry run (${dry.value.report.totals.create} to create)`, dry.result, dry.value.seconds),
      line(
        `apply (${applied.value.report.totals.create} created)`,
        applied.result,
        applied.value.seconds,
      ),
      '',
      `The same file again: ${again.report.totals.unchanged} unchanged in ${again.seconds.toFixed(2)} s.`,
    ].join('\n');
    console.log(text);
    const folder = resolve(appRoot, '..', '..', 'bench-results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `stock-import-${date}.md`), `${text}\n`);
  } finally {
    child.child.kill('SIGTERM');
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

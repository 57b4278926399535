#!/usr/bin/env node
// `pnpm bench:web`: a benchmark, not a test. Starts the built product on its own ports
// (scripts/e2e-stack.mjs: a fresh temporary database, both apps), then runs Lighthouse
// (its default mobile preset: a mid-range phone on a throttled 4G connection, simulated)
// in Debian's Chromium, three times on each page of its list. Prints the median of
// every score and of LCP, TBT, CLS and the JavaScript bytes on the wire per page, as a
// table, and writes the table to bench-results/web-<date>.md.
//
// Then it loads every page again as a throttled phone does, with Chromium's DevTools
// throttling instead of Lighthouse's simulation, beside a bare page (bench-paint.mjs), and
// adds a second table: LCP, LCP as a multiple of the bare page's, FCP and bytes.
//
// Options: --runs=3 (runs per page), --warmup=1 (unmeasured runs before them, see below),
// --only=home,offers (page keys), --verbose (each run's LCP and TBT), --reports (also write
// each page's last Lighthouse report, to see what holds a figure back), --skip=lighthouse or
// --skip=devtools (one table only).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from './wait-for.mjs';
import { measurePaint, paintTable } from './bench-paint.mjs';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '@territorio/e2e-kit';
import {
  brandSlug,
  buyRoute,
  createApiClient,
  fillRoute,
  newsRoute,
  routes,
} from '@territorio/api-client';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const runs = Math.max(1, Number(args.runs ?? 3));
// A page's first load after the product starts finds its servers cold: the server renders
// the page for the first time (its modules load, its connections open) and the API reads the pictures from disk, on the same two cores as the browser.
// Visitors meet a warm server, so each page gets unmeasured runs first.
const warmupRuns = Math.max(0, Number(args.warmup ?? 1));
const ports = { api: 28787, catalogue: 28080, reservation: 28081, bare: 28090 };
const skip = new Set((args.skip ?? '').split(','));
const base = {
  api: `http://localhost:${ports.api}`,
  catalogue: `http://localhost:${ports.catalogue}`,
  reservation: `http://localhost:${ports.reservation}`,
};
const chromiumPath = chromiumLaunchOptions.executablePath;

// ------------------------------------------------------------------ the product
const stack = spawn(process.execPath, [join(root, 'scripts', 'e2e-stack.mjs')], {
  env: {
    ...process.env,
    E2E_API_PORT: String(ports.api),
    E2E_CATALOGUE_PORT: String(ports.catalogue),
    E2E_RESERVATION_PORT: String(ports.reservation),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chromium;
function stopChromium() {
  if (!chromium?.pid) return;
  try {
    process.kill(-chromium.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  chromium = undefined;
}
function stopAll(code) {
  stopChromium();
  stack.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(130));
stack.on('exit', (code) => {
  if (code && !process.exitCode) {
    console.error(`bench:web: the product stopped (exit code ${code}); run \`pnpm build\`.`);
    process.exit(1);
  }
});
await waitFor(`${base.catalogue}/favicon.svg`);
await waitFor(`${base.api}/health`);

// ------------------------------------------------------------------ the pages
const api = createApiClient({ apiBaseUrl: base.api, intranetBaseUrl: base.api });
const vw = 1;
const [family] = await api.findFamilies(vw);
const parameters = await api.findParameters();
const [newsItem] = parameters.news;
const unit = (await api.findStock(vw, { family_id: family.id })).find(
  (candidate) => candidate.status === 'available',
);
const pages = [
  ['home', base.catalogue + routes.home],
  ['families', base.catalogue + routes.families],
  ['brand', base.catalogue + fillRoute(routes.family, { brand: brandSlug(vw) })],
  [
    'versions',
    base.catalogue +
      fillRoute(routes.subfamilies, { brand: brandSlug(vw), family: family.name, id: family.id }),
  ],
  ['offers', base.catalogue + routes.offers],
  ['savings plans', base.catalogue + routes.savingPlans],
  ['news list', base.catalogue + routes.news],
  ['news item', base.catalogue + newsRoute(newsItem)],
  ['contact', base.catalogue + routes.contact],
  [
    'reservation confirmation',
    base.reservation +
      buyRoute({
        brand: vw,
        id: unit.id,
        family: unit.family,
        family_id: unit.family_id,
        model: unit.model ?? unit.name,
      }),
  ],
].filter(([key]) => !args.only || args.only.split(',').includes(key.replace(/ /g, '-')));

// ------------------------------------------------------------------ Lighthouse
// Every run gets a new Chromium with a new profile, as the Lighthouse CLI does: a first
// visit of a new visitor each time, with nothing a previous run left in the browser.
const debuggingPort = 29222;

async function withFreshChromium(use) {
  const profile = mkdtempSync(join(tmpdir(), 'territorio-bench-chromium-'));
  chromium = spawn(
    chromiumPath,
    [
      '--headless=new',
      ...chromiumLaunchOptions.args,
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${debuggingPort}`,
      'about:blank',
    ],
    // Its own process group, so stopping it stops its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  try {
    await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`);
    return await use();
  } finally {
    stopChromium();
    await exited;
    // A helper still closing can hold a file a moment longer: retry, and never fail the
    // benchmark over a temporary folder.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    } catch (error) {
      console.warn(`bench:web: could not remove ${profile}: ${error.message}`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const runLighthouse = (url) =>
  withFreshChromium(() =>
    lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    }),
  );

const rows = [];
// Lighthouse's benchmark index of this machine, measured in every run: the mobile preset
// slows the CPU four times whatever the machine, so its TBT depends on the host (it warns
// below 1000, 'a slower CPU than Lighthouse expects'). Printed with the table, so tables
// from different machines can be told apart.
const benchmarkIndexes = [];
const runWarnings = new Set();
for (const [name, url] of skip.has('lighthouse') ? [] : pages) {
  for (let run = 0; run < warmupRuns; run += 1) await runLighthouse(url);
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runLighthouse(url);
    const { categories, audits, environment, runWarnings: warnings } = result.lhr;
    benchmarkIndexes.push(environment.benchmarkIndex);
    for (const warning of warnings) runWarnings.add(warning);
    if (args.reports) {
      mkdirSync(join(root, 'bench-results'), { recursive: true });
      writeFileSync(join(root, 'bench-results', `lighthouse-${name}.json`), result.report);
    }
    const scripts = audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    samples.push({
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsBytes: scripts?.transferSize ?? 0,
    });
  }
  if (args.verbose) {
    const each = samples.map(
      (sample) => `${(sample.lcp / 1000).toFixed(2)} s/${Math.round(sample.tbt)} ms`,
    );
    console.log(`${name}: LCP/TBT per run ${each.join(', ')}`);
  }
  const pick = (key) => median(samples.map((sample) => sample[key]));
  const row = {
    name,
    path: new URL(url).pathname,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
  };
  rows.push(row);
  console.log(
    `${name.padEnd(26)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  JS ${(row.jsBytes / 1024).toFixed(1)} KB`,
  );
}

// ------------------------------------------------------------------ the table
const aim = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };
const mark = (ok) => (ok ? '' : ' ✗');
const date = new Date().toISOString().slice(0, 10);
const cores = cpus();
const lighthouseTable = [
  `Lighthouse ${lighthouseVersion()} mobile preset, median of ${runs} runs ` +
    `(after ${warmupRuns} unmeasured), ${date}, ` +
    `${cores.length} cores (${cores[0]?.model.trim()}), Node ${process.version}, ${chromiumPath}. ` +
    `Lighthouse's benchmark index of this machine: ${Math.round(median(benchmarkIndexes))} in median ` +
    `(${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}).`,
  'Aim: performance >= 95, accessibility, best practices and SEO 100, LCP <= 2.0 s, ' +
    'TBT <= 100 ms, CLS <= 0.02. ✗ marks a figure that misses it.',
  '',
  '| Page | Path | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS (wire) |',
  '| ---- | ---- | ---: | ---: | -: | --: | --: | --: | --: | --------: |',
  ...rows.map(
    (row) =>
      `| ${row.name} | \`${row.path}\` | ${row.performance}${mark(row.performance >= aim.performance)} ` +
      `| ${row.accessibility}${mark(row.accessibility >= aim.accessibility)} ` +
      `| ${row.bestPractices}${mark(row.bestPractices >= aim.bestPractices)} ` +
      `| ${row.seo}${mark(row.seo >= aim.seo)} ` +
      `| ${(row.lcp / 1000).toFixed(2)} s${mark(row.lcp <= 2000)} ` +
      `| ${Math.round(row.tbt)} ms${mark(row.tbt <= 100)} ` +
      `| ${row.cls.toFixed(3)}${mark(row.cls <= 0.02)} ` +
      `| ${(row.jsBytes / 1024).toFixed(1)} KB |`,
  ),
  ...(runWarnings.size ? ['', 'Lighthouse warned:', ...[...runWarnings].map((w) => `- ${w}`)] : []),
].join('\n');

// ------------------------------------------------------------------ DevTools throttling
const devtoolsTable = skip.has('devtools')
  ? ''
  : paintTable(
      await measurePaint({
        pages,
        barePort: ports.bare,
        runs,
        warmup: warmupRuns,
        verbose: Boolean(args.verbose),
      }),
      {
        runs,
        warmup: warmupRuns,
        date,
        machine: `${cores.length} cores (${cores[0]?.model.trim()}), Node ${process.version}, ${chromiumPath}`,
      },
    );
const table = [skip.has('lighthouse') ? '' : lighthouseTable, devtoolsTable]
  .filter(Boolean)
  .join('\n\n');
const outDir = join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
const outFile = join(outDir, `web-${date}.md`);
writeFileSync(outFile, table + '\n');
console.log(`\n${table}\n\nWritten to ${outFile}`);
stopAll(0);

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'))
      .version;
  } catch {
    return '';
  }
}

async function waitFor(url, timeoutMs = 90_000) {
  if (await waitForUrl(url, timeoutMs)) return;
  console.error(`bench:web: ${url} did not answer within ${timeoutMs / 1000} s.`);
  stopAll(1);
  process.exit(1);
}

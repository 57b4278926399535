// What `pnpm dev` depends on beyond what the build and the end-to-end suites already run:
// the dependency set, the workspace and task graph, the dev servers' configuration, the
// runtime check, and the modules each dev server starts from (the API's entry under tsx,
// each app's root and entries under Vite's dev server). A change to any other source file
// is compiled by the build and run by the suites; a change here can break `pnpm dev` alone.
//
// The smoke records the digest of these files when it passes (dev-smoke-passed.sha256,
// committed), and `pnpm test` runs it only when the digest differs from the record.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const recordFile = join(root, 'scripts', 'dev-smoke-passed.sha256');

const patterns = [
  '**/package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  '.npmrc',
  '.nvmrc',
  'turbo.json',
  '**/tsconfig*.json',
  '**/vite.config.ts',
  '**/react-router.config.ts',
  '**/tsup.config.ts',
  'scripts/dev-smoke.mjs',
  'scripts/dev-smoke-inputs.mjs',
  'scripts/ensure-setup.mjs',
  'scripts/node-runtime.mjs',
  'packages/site-config/src/**',
  'apps/api/src/main.ts',
  'apps/api/src/server.ts',
  'apps/api/src/config.ts',
  'apps/*/src/root.tsx',
  'apps/*/src/routes.ts',
  'apps/*/src/entry.*.tsx',
  'apps/staff/index.html',
  'apps/staff/src/main.tsx',
];

/** The tracked and new (not ignored) files the patterns name, sorted. */
function inputFiles() {
  const listed = execFileSync(
    'git',
    [
      'ls-files',
      '-z',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      ...patterns.map((pattern) => `:(glob)${pattern}`),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const files = [...new Set(listed.split('\0').filter(Boolean))];
  // A file deleted in the work tree but still in the index is not an input.
  return files.filter((file) => existsSync(join(root, file))).sort();
}

/**
 * The SHA-256 of every input's path and content, in path order; null outside a git
 * checkout (nothing to list the inputs by), where the smoke always runs.
 */
export function devSmokeInputsDigest() {
  let files;
  try {
    files = inputFiles();
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The digest recorded when the smoke last passed, or null. */
export function recordedDigest() {
  return existsSync(recordFile) ? readFileSync(recordFile, 'utf8').trim() : null;
}

export function recordPassedDigest(digest) {
  writeFileSync(recordFile, `${digest}\n`);
}

export const recordFileName = 'scripts/dev-smoke-passed.sha256';

#!/usr/bin/env node
// Makes a clone ready for `pnpm start`, `pnpm dev` and `pnpm test`: checks the Node.js it
// runs on, installs the workspace's dependencies when they are missing, and (with
// --browser) Debian's chromium for the browser tests. Uses only Node built-ins, so it runs
// before anything is installed, and says what to do on an older Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  nodeHeadersDir,
  nodeInstallHint,
  requiredNodeMajor,
  runningNodeMajor,
} from './node-runtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const major = requiredNodeMajor();
if (runningNodeMajor() !== major) {
  console.error(
    `This project runs on Node.js ${major} LTS; this is Node.js ${process.version}.\n` +
      `Node ${major} installs from the npm registry beside the system's (README, "Two commands"):\n\n` +
      `${nodeInstallHint(major)}\n`,
  );
  process.exit(1);
}

// An addon compiled from source must use the headers of the Node that will load it, whatever
// a user-level .npmrc says (these machines set nodedir=/usr, the system Node 20's).
const env = { ...process.env, npm_config_nodedir: nodeHeadersDir() };

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(root, 'node_modules', '.modules.yaml'))) {
  console.log('Installing dependencies (first run only; about a minute)...');
  run('pnpm', ['install', '--frozen-lockfile']);
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && existsSync('/usr/bin/apt-get')) {
      console.log("Installing Debian's chromium for the browser tests (first run only)...");
      run('apt-get', ['update', '-qq']);
      run('apt-get', ['install', '-y', '-qq', 'chromium']);
    } else {
      console.error(
        `Browser tests need Chromium at ${chromium}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
      );
      process.exit(1);
    }
  }
}

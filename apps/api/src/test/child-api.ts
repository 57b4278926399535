/**
 * The API as a real child process, for tests that kill or signal it: `node --import tsx`
 * on an entry of this app, started on a free port, resolved once it logs where it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type ChildApi = { readonly child: ChildProcess; readonly url: string };

/**
 * Starts `entry` (default `src/main.ts`) with the test's environment on top of
 * `process.env` and a port the system picks. Rejects with the child's output when it exits
 * or has not listened within 30 s.
 */
export function spawnApi(
  env: Record<string, string>,
  entry = 'src/main.ts',
): { readonly child: ChildProcess; readonly listening: Promise<ChildApi> } {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: appDir,
    env: {
      ...process.env,
      API_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_OPTIONS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening = new Promise<ChildApi>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, listening };
}

/** Resolves with the child's exit code (null when a signal ended it) once it has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Resolves once the child has written `count` lines matching `pattern` from now on (its
 * log is the event: a request that arrived, a drain that began). Subscribe before causing
 * what it waits for.
 */
export function outputSeen(
  child: ChildProcess,
  pattern: RegExp,
  count = 1,
  timeoutMs = 20_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    let partial = '';
    const onData = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      seen += lines.filter((line) => pattern.test(line)).length;
      if (seen >= count) finish();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`saw ${seen} of ${count} lines matching ${pattern} in ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
    };
    const finish = () => {
      stop();
      resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
}

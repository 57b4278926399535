/**
 * Waits for state the code under test reaches in its own time, where there is no event to
 * wait on (a row a worker writes, an instance that becomes ready): vitest's `vi.waitFor`
 * polls `probe` until it gives a value other than `undefined` or `false`, and fails naming
 * `what` after `timeoutMs`.
 */
import { vi } from 'vitest';

export function eventually<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  { what = 'a condition', timeoutMs = 15_000, intervalMs = 50 } = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === undefined || value === false) throw new Error(`still waiting for ${what}`);
      return value;
    },
    { timeout: timeoutMs, interval: intervalMs },
  );
}

/**
 * Counts wrong codes per client in a fixed window (DECISIONS: repeated wrong codes are
 * rate-limited): operation codes, and promotion codes (an unlisted one is money off), each
 * kind under its own `scope`. Once a client reaches the limit, every lookup of that kind
 * from it answers 429 until the window ends, right codes included, so guessing stays
 * useless. The counts live in the database (http/limits.ts), so the limit holds across
 * instances.
 */
import { messages } from '@territorio/api-client';
import { DomainError } from '../domain/errors';
import type { WindowCounter } from './limits';

/** The 429 a client over the limit gets, with the seconds to wait. */
export function tooManyAttempts(retryAfter: number): DomainError {
  return new DomainError('too_many_requests', 'too_many_requests', messages.tooManyRequests, {
    extra: { retry_after: retryAfter },
  });
}

export class AttemptLimiter {
  constructor(
    private readonly counter: WindowCounter,
    /** Wrong codes per window; Infinity disables the limit (and its queries). */
    private readonly limit: number,
    private readonly windowMs: number,
    /** What is counted, a prefix of the counter's key: 'wrong-code', 'wrong-promotion'. */
    private readonly scope = 'wrong-code',
  ) {}

  private key(client: string): string {
    return `${this.scope}:${client}`;
  }

  /** Seconds until the client may try again, or 0 when it may try now. */
  async retryAfter(client: string, now = Date.now()): Promise<number> {
    if (!Number.isFinite(this.limit)) return 0;
    const window = await this.counter.peek(this.key(client), this.windowMs, now);
    return window.count >= this.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  /**
   * Counts a wrong code. Answers the seconds to wait when this code went over the limit
   * (answer 429, not 404), else 0: `retryAfter` alone is a check-then-act, and concurrent
   * wrong codes (on any instance) all pass it before any of them is counted. The count the
   * upsert returns is this code's own place in the window, so at most `limit` pass.
   */
  async fail(client: string, now = Date.now()): Promise<number> {
    if (!Number.isFinite(this.limit)) return 0;
    const window = await this.counter.hit(this.key(client), this.windowMs, now);
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  /**
   * Looks a code up for `client`: 429 while the client is over the limit; a lookup that
   * finds nothing is counted, and the one that goes over the limit answers 429 too.
   */
  async lookup<T>(client: string, find: () => Promise<T | undefined>): Promise<T | undefined> {
    const retryAfter = await this.retryAfter(client);
    if (retryAfter > 0) throw tooManyAttempts(retryAfter);
    const found = await find();
    if (found !== undefined) return found;
    const over = await this.fail(client);
    if (over > 0) throw tooManyAttempts(over);
    return undefined;
  }
}

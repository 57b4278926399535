/**
 * Counts wrong operation codes per client in a fixed window (DECISIONS: repeated wrong
 * codes are rate-limited). Once a client reaches the limit, every code lookup from it
 * answers 429 until the window ends, right codes included, so guessing stays useless.
 * The counts live in the database (http/limits.ts), so the limit holds across instances.
 */
import type { WindowCounter } from './limits';

export class AttemptLimiter {
  constructor(
    private readonly counter: WindowCounter,
    /** Wrong codes per window; Infinity disables the limit (and its queries). */
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private key(client: string): string {
    return `wrong-code:${client}`;
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
}

/**
 * Counts wrong codes in a fixed window (DECISIONS: repeated wrong codes are rate-limited):
 * operation codes, and promotion codes (an unlisted one is money off), each kind under its
 * own `scope`. A wrong code counts twice: against its device (the signed cookie of
 * http/device.ts) or, for a request without a valid one, against its client address, at
 * the low per-device limit; and against its client address at a higher ceiling, all its
 * devices together. So one person's mistakes behind a carrier NAT do not lock out the
 * people sharing the address, a client that drops its cookie gains nothing, and a client
 * collecting fresh cookies is still bounded per address. Once a count is past its limit,
 * every lookup of that kind it covers answers 429 until the window ends, right codes
 * included, so guessing stays useless. The counts live in the database (http/limits.ts),
 * so the limits hold across instances.
 */
import { messages } from '@territorio/api-client';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors';
import type { WindowCounter } from './limits';

/** The 429 a client over the limit gets, with the seconds to wait. */
export function tooManyAttempts(retryAfter: number): DomainError {
  return new DomainError('too_many_requests', 'too_many_requests', messages.tooManyRequests, {
    extra: { retry_after: retryAfter },
  });
}

/** Who guesses: the client address (TRUST_PROXY) and the device, when its cookie is valid. */
export type GuessingClient = { readonly address: string; readonly device: string | undefined };

export const guessingClient = (request: FastifyRequest): GuessingClient => ({
  address: request.ip,
  device: request.device,
});

export type AttemptLimits = {
  /** Wrong codes per window for one device, or one address's requests without a device. */
  readonly perDevice: number;
  /** Wrong codes per window from one address, every device and none together. */
  readonly perAddress: number;
};

/** A count and its limit; Infinity disables it (and its queries). */
type Bucket = { readonly key: string; readonly limit: number };

const secondsUntil = (resetAt: number, now: number) =>
  Math.max(1, Math.ceil((resetAt - now) / 1000));

export class AttemptLimiter {
  constructor(
    private readonly counter: WindowCounter,
    private readonly limits: AttemptLimits,
    private readonly windowMs: number,
    /** What is counted, a prefix of the counter's keys: 'wrong-code', 'wrong-promotion'. */
    private readonly scope = 'wrong-code',
  ) {}

  private buckets(client: GuessingClient): Bucket[] {
    const { scope } = this;
    const own =
      client.device === undefined
        ? { key: `${scope}:${client.address}`, limit: this.limits.perDevice }
        : { key: `${scope}:device:${client.device}`, limit: this.limits.perDevice };
    const address = { key: `${scope}:address:${client.address}`, limit: this.limits.perAddress };
    return [own, address].filter((bucket) => Number.isFinite(bucket.limit));
  }

  /** Seconds until the client may try again, or 0 when it may try now. */
  async retryAfter(client: GuessingClient, now = Date.now()): Promise<number> {
    const waits = await Promise.all(
      this.buckets(client).map(async ({ key, limit }) => {
        const window = await this.counter.peek(key, this.windowMs, now);
        return window.count >= limit ? secondsUntil(window.resetAt, now) : 0;
      }),
    );
    return Math.max(0, ...waits);
  }

  /**
   * Counts a wrong code. Answers the seconds to wait when this code went over a limit
   * (answer 429, not 404), else 0: `retryAfter` alone is a check-then-act, and concurrent
   * wrong codes (on any instance) all pass it before any of them is counted. The count each
   * upsert returns is this code's own place in its window, so at most `limit` pass.
   */
  async fail(client: GuessingClient, now = Date.now()): Promise<number> {
    const waits = await Promise.all(
      this.buckets(client).map(async ({ key, limit }) => {
        const window = await this.counter.hit(key, this.windowMs, now);
        return window.count > limit ? secondsUntil(window.resetAt, now) : 0;
      }),
    );
    return Math.max(0, ...waits);
  }

  /**
   * Looks a code up for `client`: 429 while the client is over a limit; a lookup that
   * finds nothing is counted, and the one that goes over a limit answers 429 too.
   */
  async lookup<T>(
    client: GuessingClient,
    find: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const retryAfter = await this.retryAfter(client);
    if (retryAfter > 0) throw tooManyAttempts(retryAfter);
    const found = await find();
    if (found !== undefined) return found;
    const over = await this.fail(client);
    if (over > 0) throw tooManyAttempts(over);
    return undefined;
  }
}

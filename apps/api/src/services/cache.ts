/** An answer's value, and its JSON as sent (UTF-8 bytes, one Buffer per entry). */
export type CachedAnswer<T> = { readonly value: T; readonly body: Buffer };

/**
 * In-memory cache of catalogue answers: each is kept as its value and as the bytes sent,
 * serialised once through the route's answer schema, so a hit neither serialises again nor
 * parses JSON to read what it holds. Catalogue reads are the hot path (every page loads
 * them) and change only when a payment holds, reserves or releases a unit; those writes
 * call `clear()`. With several instances on PostgreSQL another instance's write is seen
 * after `ttlMs` at most. Concurrent misses of one key share a single computation.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { answer: CachedAnswer<unknown>; expires: number }>();
  private readonly pending = new Map<string, Promise<CachedAnswer<unknown>>>();
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /**
   * The answer cached at `key`, or `compute`d and `serialize`d now. A key names one kind of
   * answer: the value read back is the one `compute` of that key made.
   */
  get<T>(
    key: string,
    compute: () => Promise<T>,
    serialize: (value: T) => string,
  ): Promise<CachedAnswer<T>> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return Promise.resolve(hit.answer as CachedAnswer<T>);
    const running = this.pending.get(key);
    if (running) return running as Promise<CachedAnswer<T>>;
    const generation = this.clears;
    const promise = compute()
      .then((value) => {
        const answer = { value, body: Buffer.from(serialize(value), 'utf8') };
        // A write that cleared the cache while this was computing makes the answer stale.
        if (generation === this.clears) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { answer, expires: Date.now() + this.ttlMs });
        }
        return answer;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  /** Changes with every `clear()`: what is derived from the same data elsewhere keys on it. */
  get generation(): number {
    return this.clears;
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
    this.pending.clear();
  }
}

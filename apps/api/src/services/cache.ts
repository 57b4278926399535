/**
 * In-memory cache of serialized catalogue answers. Catalogue reads are the hot path (every
 * page loads them) and change only when a payment holds, reserves or releases a unit; those
 * writes call `clear()`. With several instances on PostgreSQL another instance's write is
 * seen after `ttlMs` at most. Concurrent misses of one key share a single computation.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: Buffer; expires: number }>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /** The cached answer, as UTF-8 JSON bytes ready to send. */
  get(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return Promise.resolve(hit.body);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.clears;
    const promise = compute()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value), 'utf8');
        // A write that cleared the cache while this was computing makes the answer stale.
        if (generation === this.clears) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
        }
        return body;
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

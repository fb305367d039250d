/**
 * Sliding-window limit per key (the client address). Memory is bounded: each key keeps at most
 * `max` timestamps, keys idle for a whole window are swept, and past `maxKeys` the least recently
 * seen key is dropped.
 */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();
  #lastSweep = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
    readonly maxKeys = 10_000,
  ) {}

  /** Counts one request; returns 0 if it is allowed, else the seconds to wait before retrying. */
  hit(key: string): number {
    const now = this.now();
    this.#sweep(now);
    const recent = (this.#hits.get(key) ?? []).filter((time) => time > now - this.windowMs);
    this.#hits.delete(key);
    if (recent.length >= this.max) {
      this.#hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.#hits.set(key, recent);
    if (this.#hits.size > this.maxKeys) {
      const leastRecent = this.#hits.keys().next().value;
      if (leastRecent !== undefined) this.#hits.delete(leastRecent);
    }
    return 0;
  }

  get size(): number {
    return this.#hits.size;
  }

  #sweep(now: number) {
    if (now - this.#lastSweep < this.windowMs) return;
    this.#lastSweep = now;
    for (const [key, times] of this.#hits) {
      const last = times[times.length - 1];
      if (last === undefined || last <= now - this.windowMs) this.#hits.delete(key);
    }
  }
}

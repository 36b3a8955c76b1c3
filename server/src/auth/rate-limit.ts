/** At most `limit` events within `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * In-memory sliding-window limiter: at most `limit` events per key within `windowMs`. State is
 * per process, which is enough for a single reference server.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();
  readonly limit: number;
  readonly windowMs: number;

  constructor({ limit, windowMs }: RateLimit) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Records an attempt; returns 0 when allowed, else the seconds until the next one is. */
  hit(key: string, nowMs: number): number {
    const recent = (this.events.get(key) ?? []).filter((time) => time > nowMs - this.windowMs);
    if (recent.length >= this.limit) {
      this.events.set(key, recent);
      const oldest = recent[0] ?? nowMs;
      return Math.max(1, Math.ceil((oldest + this.windowMs - nowMs) / 1000));
    }
    recent.push(nowMs);
    this.events.set(key, recent);
    if (this.events.size > 10_000) this.prune(nowMs);
    return 0;
  }

  /** The seconds until the key may act again (0: now), without recording anything. */
  waitFor(key: string, nowMs: number): number {
    const recent = (this.events.get(key) ?? []).filter((time) => time > nowMs - this.windowMs);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit] ?? nowMs;
    return Math.max(1, Math.ceil((oldest + this.windowMs - nowMs) / 1000));
  }

  /** Forgets a key's attempts, e.g. after a successful sign-in. */
  clear(key: string): void {
    this.events.delete(key);
  }

  private prune(nowMs: number): void {
    for (const [key, times] of this.events) {
      if (times.every((time) => time <= nowMs - this.windowMs)) this.events.delete(key);
    }
  }
}

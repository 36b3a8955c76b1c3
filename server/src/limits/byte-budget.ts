import type { RateLimit } from './keys';
import type { CallWindows } from './window-counters';

/** Budgets are counted in kilobytes: a unit per started kilobyte. */
const UNIT_BYTES = 1024;

/**
 * At most `limit` bytes per key within `windowMs`, counted in the call windows (shared by every
 * process on PostgreSQL): for what a visitor may store, whatever the number of requests.
 */
export class ByteBudget {
  private readonly units: RateLimit;

  constructor(
    private readonly windows: CallWindows,
    private readonly scope: string,
    { limit, windowMs }: RateLimit,
  ) {
    this.units = { limit: Math.floor(limit / UNIT_BYTES), windowMs };
  }

  /** Spends `bytes` of the key's budget: 0 when they fit, else the seconds until it renews. */
  async spend(key: string, bytes: number, nowMs: number): Promise<number> {
    const units = Math.max(1, Math.ceil(bytes / UNIT_BYTES));
    for (let spent = 0; spent < units; spent += 1) {
      const wait = await this.windows.take(this.scope, key, this.units, nowMs);
      if (wait > 0) return wait;
    }
    return 0;
  }
}

import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { processChangeFeed, type ChangedIds } from '../src/db/change-feed';
import { migrateToLatest, openDatabase, type Db } from '../src/db/database';
import { createAppMetaRepository } from '../src/db/repositories/app-meta';
import { addressKey, DEFAULT_RATE_LIMITS, scaledRateLimits } from '../src/http/rate-limits';
import { DEFAULT_MAIL_LIMITS } from '../src/limits/mail-limits';
import { SignInThrottle } from '../src/limits/sign-in-throttle';
import { SlidingWindow } from '../src/limits/sliding-window';
import { databaseWindowStore, ProcessWindows, SharedWindows } from '../src/limits/window-counters';
import { createTempDirectory } from './helpers';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

// Two connections to one database stand for two server processes sharing it.
let directory: string;
let location: string;
let first: Db;
let second: Db;

beforeAll(async () => {
  directory = createTempDirectory();
  location = await createTestDatabase(directory);
  first = openDatabase(location).db;
  await migrateToLatest(first);
  second = openDatabase(location).db;
});

afterAll(async () => {
  await first.destroy();
  await second.destroy();
  await dropTestDatabase(location);
  rmSync(directory, { recursive: true, force: true });
});

const NOW = 1_800_000_000_000;

describe('rate limits counted in one process (SQLite)', () => {
  it('lets through exactly the limit per key and window', () => {
    const counters = new ProcessWindows();
    const limit = { limit: 20, windowMs: 60_000 };
    const waits = Array.from({ length: 25 }, (_, call) =>
      counters.take('api', '203.0.113.7', limit, NOW + call),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(20);
    expect(waits.slice(20)).toEqual([60, 60, 60, 60, 60]);
    expect(counters.take('api', '203.0.113.7', limit, NOW + 60_000)).toBe(0);
  });
});

// PostgreSQL's: the per-call windows of SQLite are counted in its one process.
describe.runIf(inject('postgresUrl') !== undefined)(
  'rate limits shared by the processes of one database',
  () => {
    it('lets through exactly the limit, whichever process the calls reach', async () => {
      const [one, other] = [
        new SharedWindows(databaseWindowStore(first)),
        new SharedWindows(databaseWindowStore(second)),
      ];
      const limit = { limit: 5, windowMs: 60_000 };
      const waits: number[] = [];
      for (let call = 0; call < 8; call += 1) {
        waits.push(
          await (call % 2 === 0 ? one : other).take('api', '203.0.113.7', limit, NOW + call),
        );
      }
      expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
      expect(waits.slice(5).every((wait) => wait === 60)).toBe(true);
      // Another key, and the same key once the window has ended, start afresh.
      expect(await one.take('api', '203.0.113.8', limit, NOW)).toBe(0);
      expect(await other.take('api', '203.0.113.7', limit, NOW + 60_000)).toBe(0);
    });

    it('never lets more than a large limit through, with calls made at once in both', async () => {
      const [one, other] = [
        new SharedWindows(databaseWindowStore(first)),
        new SharedWindows(databaseWindowStore(second)),
      ];
      const limit = { limit: 300, windowMs: 60_000 };
      const waits = await Promise.all(
        Array.from({ length: 400 }, (_, call) =>
          Promise.resolve((call % 2 === 0 ? one : other).take('api', '198.51.100.1', limit, NOW)),
        ),
      );
      const allowed = waits.filter((wait) => wait === 0).length;
      expect(allowed).toBeLessThanOrEqual(300);
      // A process may hold a little of the window the other one then misses.
      expect(allowed).toBeGreaterThanOrEqual(280);
    });

    it('counts sign-in failures of one account across processes', async () => {
      const options = {
        perAddress: { limit: 100, windowMs: 60_000 },
        perAccount: {
          freeFailures: 2,
          firstDelayMs: 10_000,
          maxDelayMs: 60_000,
          forgetAfterMs: 3_600_000,
        },
        perDevice: { limit: 3, windowMs: 60_000 },
      };
      const [one, other] = [
        new SignInThrottle(first, options),
        new SignInThrottle(second, options),
      ];
      const attempt = (address: string) => ({ address, account: 'ana@example.com', device: null });
      expect(await one.begin(attempt('192.0.2.1'), NOW)).toBe(0);
      expect(await other.begin(attempt('192.0.2.2'), NOW)).toBe(0);
      // Two free failures, from two addresses through two processes: the third waits.
      expect(await one.begin(attempt('192.0.2.3'), NOW)).toBe(10);
      expect(await other.begin(attempt('192.0.2.4'), NOW + 1000)).toBe(9);
      await other.recordSuccess(attempt('192.0.2.4'));
      expect(await one.begin(attempt('192.0.2.1'), NOW + 2000)).toBe(0);
    });

    it('counts attempts in a sliding window across processes, and stores no email', async () => {
      const [one, other] = [
        new SlidingWindow(first, 'reset-password', { limit: 2, windowMs: 60_000 }),
        new SlidingWindow(second, 'reset-password', { limit: 2, windowMs: 60_000 }),
      ];
      expect(await one.hit('ben@example.com', NOW)).toBe(0);
      expect(await other.hit('ben@example.com', NOW + 10_000)).toBe(0);
      expect(await one.hit('ben@example.com', NOW + 20_000)).toBe(40);
      expect(await other.hit('ben@example.com', NOW + 60_001)).toBe(0);
      const keys = await first.selectFrom('throttle_events').select(['key', 'account']).execute();
      expect(JSON.stringify(keys)).not.toContain('example.com');
    });
  },
);

describe('changes announced within one process', () => {
  it('name the records that changed when the change says', async () => {
    const changes = processChangeFeed();
    const heard: ChangedIds[] = [];
    changes.subscribe('positions', (ids) => {
      heard.push(ids);
    });
    await changes.publish('positions', [7, 9]);
    await changes.publish('positions');
    await changes.publish('branding');
    expect(heard).toEqual([[7, 9], null]);
  });
});

describe.runIf(inject('postgresUrl') !== undefined)(
  'changes announced to the processes of one database',
  () => {
    /** Resolves at the listener's next call. */
    const nextCall = (calls: (() => void)[]): Promise<void> =>
      new Promise((resolve) => {
        calls.push(resolve);
      });

    it('reach another process, and count as made once its lost connection is back', async () => {
      const publisher = openDatabase(location);
      const follower = openDatabase(location);
      const heard: ChangedIds[] = [];
      follower.changes.subscribe('branding', (ids) => {
        heard.push(ids);
      });
      await follower.changes.start();
      // Listening again waits a second after the loss; a few seconds cover it on a busy machine.
      const heardSoon = (expected: ChangedIds[]) =>
        expect.poll(() => heard, { timeout: 5000 }).toEqual(expected);
      try {
        await publisher.changes.publish('branding', [3]);
        await heardSoon([[3]]);

        // The follower's listening connection is cut, as a database restart would (only this
        // file's database: other files listen on the same server): once it listens again, what it may have missed counts as changed (no ids).
        const cut = await sql<{ cut: boolean }>`SELECT pg_terminate_backend(pid) AS cut
          FROM pg_stat_activity
          WHERE query = 'LISTEN pcsx_changes' AND datname = current_database()
            AND pid <> pg_backend_pid()`.execute(publisher.db);
        expect(cut.rows).toEqual([{ cut: true }]);
        await heardSoon([[3], null]);

        await publisher.changes.publish('branding', [5]);
        await heardSoon([[3], null, [5]]);
      } finally {
        await follower.changes.close();
        await Promise.all([publisher.db.destroy(), follower.db.destroy()]);
      }
    });

    it('name the records that changed, and none once a change may have been missed', async () => {
      const publisher = openDatabase(location);
      const follower = openDatabase(location);
      const waiting: (() => void)[] = [];
      const heard: ChangedIds[] = [];
      follower.changes.subscribe('positions', (ids) => {
        heard.push(ids);
        waiting.splice(0).forEach((resolve) => resolve());
      });
      await follower.changes.start();
      try {
        let next = nextCall(waiting);
        await publisher.changes.publish('positions', [7, 9]);
        await next;
        next = nextCall(waiting);
        await publisher.changes.publish('positions');
        await next;
        // More ids than one notification names: announced without them.
        next = nextCall(waiting);
        await publisher.changes.publish(
          'positions',
          Array.from({ length: 501 }, (_, index) => index + 1),
        );
        await next;
        next = nextCall(waiting);
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query = 'LISTEN pcsx_changes' AND datname = current_database()
            AND pid <> pg_backend_pid()`.execute(publisher.db);
        await next;
        expect(heard).toEqual([[7, 9], null, null, null]);
      } finally {
        await follower.changes.close();
        await Promise.all([publisher.db.destroy(), follower.db.destroy()]);
      }
    });
  },
);

describe('periodic work shared by the processes of one database', () => {
  it('is done by one process per turn: the lease goes to one, and is free again once over', async () => {
    const [one, other] = [createAppMetaRepository(first), createAppMetaRepository(second)];
    const claims = await Promise.all(
      [one, other].map((appMeta) => appMeta.claimLease('test-task', NOW + 60_000, NOW)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await one.claimLease('test-task', NOW + 90_000, NOW + 30_000)).toBe(false);
    expect(await other.claimLease('test-task', NOW + 120_000, NOW + 60_000)).toBe(true);
    expect(await one.claimLease('other-task', NOW + 60_000, NOW)).toBe(true);
  });
});

describe('the key an address is counted under', () => {
  it('is an IPv4 address itself, and an IPv6 address its /64 network', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('PCSX_RATE_LIMIT_FACTOR', () => {
  it('multiplies every per-call and per-address mail limit', () => {
    expect(scaledRateLimits(1)).toEqual(DEFAULT_RATE_LIMITS);
    const scaled = scaledRateLimits(10);
    expect(scaled.api).toEqual({
      ...DEFAULT_RATE_LIMITS.api,
      limit: DEFAULT_RATE_LIMITS.api.limit * 10,
    });
    expect(scaled.anonymousUploads.limit).toBe(DEFAULT_RATE_LIMITS.anonymousUploads.limit * 10);
    // One machine registering many candidates from one address, as the browser suite does.
    expect(scaled.registrationPerAddress).toEqual({
      ...DEFAULT_MAIL_LIMITS.registrationPerAddress,
      limit: DEFAULT_MAIL_LIMITS.registrationPerAddress.limit * 10,
    });
    expect(scaled.jobAlertPerAddress?.limit).toBe(
      DEFAULT_MAIL_LIMITS.jobAlertPerAddress.limit * 10,
    );
    expect(scaled.resetPasswordPerAddress?.limit).toBe(
      DEFAULT_MAIL_LIMITS.resetPasswordPerAddress.limit * 10,
    );
    // An inbox stays protected.
    expect(scaled).not.toHaveProperty('registration');
  });
});

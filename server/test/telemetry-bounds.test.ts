import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/time';
import { TELEMETRY_BOUNDS } from '../src/telemetry/bounds';
import { pruneTelemetry } from '../src/telemetry/storage';
import { DOMAIN, errorOf, startServer, type TestServer, visitorAt } from './helpers';

const query = { domain: DOMAIN };
const KB = 1024;
const GENEROUS = { limit: 100_000, windowMs: 60_000 };
/** A small daily share, so the test reaches it in a few calls. */
const SHARE_BYTES = 16 * KB;

/** The stored bytes of every telemetry event, as the table holds them. */
const storedEvents = async (server: TestServer) =>
  server.app.pcsx.services.db
    .selectFrom('telemetry_events')
    .select(['id', 'data_json', 'metrics', 'created_ms'])
    .execute();

describe('telemetry storage bounds', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      trustProxy: true,
      rateLimits: {
        api: GENEROUS,
        telemetry: GENEROUS,
        telemetryBytes: { limit: SHARE_BYTES, windowMs: DAY_MS },
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses the largest event the schema allows (213 KB of tags) and stores nothing', async () => {
    const visitor = await visitorAt(server, '198.51.100.1');
    const tags = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`tag${index}`, 'x'.repeat(500)]),
    );
    const metrics = Array.from({ length: 20 }, (_, index) => ({
      name: `metric${index}`,
      value: index,
      tags,
    }));
    const before = (await storedEvents(server)).length;
    const answer = await visitor.post('/vslog', {
      query,
      json: {
        event: 'error_boundary',
        namespace: 'pcsx_app',
        data_json: JSON.stringify({ filler: 'x'.repeat(4000) }),
        metrics_to_push: metrics,
      },
    });
    expect(answer.status, answer.text).toBe(413);
    expect(errorOf(answer)).toMatchObject({ code: 'payload_too_large' });
    expect((await storedEvents(server)).length).toBe(before);
  });

  it("stops an address at its day's share, and only that address", async () => {
    const visitor = await visitorAt(server, '198.51.100.2');
    const event = {
      event: 'page_load',
      namespace: 'pcsx_app',
      data_json: JSON.stringify({ filler: 'x'.repeat(3 * KB) }),
    };
    const before = (await storedEvents(server)).length;
    let accepted = 0;
    for (;;) {
      const answer = await visitor.post('/vslog', { query, json: event });
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        break;
      }
      expect(answer.status, answer.text).toBe(204);
      accepted += 1;
      expect(accepted).toBeLessThan(10);
    }
    const stored = (await storedEvents(server)).slice(before);
    expect(stored).toHaveLength(accepted);
    const storedBytes = stored.reduce((total, row) => total + (row.data_json?.length ?? 0), 0);
    expect(storedBytes).toBeLessThanOrEqual(SHARE_BYTES);
    // A new cookie does not help: the share is the address's.
    const sameAddress = await visitorAt(server, '198.51.100.2');
    expect((await sameAddress.post('/vslog', { query, json: event })).status).toBe(429);

    const elsewhere = await visitorAt(server, '198.51.100.3');
    expect((await elsewhere.post('/vslog', { query, json: event })).status).toBe(204);
  });

  it('forgets events past their age, then the oldest beyond the count', async () => {
    const { services } = server.app.pcsx;
    const nowMs = services.now();
    const rows = [nowMs - TELEMETRY_BOUNDS.keepMs - DAY_MS, nowMs - TELEMETRY_BOUNDS.keepMs - 1];
    for (const createdMs of [...rows, nowMs - DAY_MS, nowMs]) {
      await services.repositories.activity.logEvent({
        domain: DOMAIN,
        event: 'page_load',
        namespace: 'pcsx_app',
        dataJson: JSON.stringify({ createdMs }),
        metrics: undefined,
        ownerKey: 'prune-test',
        nowMs: createdMs,
      });
    }
    await pruneTelemetry(services, nowMs);
    const kept = await storedEvents(server);
    expect(kept.every((row) => row.created_ms >= nowMs - TELEMETRY_BOUNDS.keepMs)).toBe(true);
    expect(kept.length).toBeGreaterThanOrEqual(2);

    const newest = kept.map((row) => row.id).sort((a, b) => b - a);
    expect(await services.repositories.activity.pruneEvents(0, 2)).toBe(kept.length - 2);
    expect((await storedEvents(server)).map((row) => row.id).sort((a, b) => b - a)).toEqual(
      newest.slice(0, 2),
    );
  });
});

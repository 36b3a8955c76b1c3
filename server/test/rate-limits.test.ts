import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits';
import type { Client, Answer, TestServer } from './helpers';
import { DOMAIN, errorOf, startServer, visitorAt } from './helpers';

const query = { domain: DOMAIN };
const WINDOW_MS = 60_000;
const limit = (count: number) => ({ limit: count, windowMs: WINDOW_MS });

const addToCart = (client: Client, positionId: number) =>
  client.post('/api/pcsx/job_cart', {
    query,
    json: { pids: [String(positionId)], operation: 'add', domain: DOMAIN },
  });

const expectRateLimited = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(429);
  expect(errorOf(answer)).toEqual({
    status: 429,
    code: 'rate_limited',
    message: 'Please try again in a few minutes',
  });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
};

describe('rate limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      trustProxy: true,
      rateLimits: {
        api: limit(40),
        account: limit(25),
        anonymousWrites: limit(3),
        telemetry: limit(2),
        accountUploads: limit(2),
        anonymousUploads: limit(1),
      },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('stops the N+1th anonymous write from one address, and only that address', async () => {
    const visitor = await visitorAt(server, '203.0.113.10');
    for (let index = 0; index < 3; index += 1)
      expect((await addToCart(visitor, 1000 + index)).status).toBe(200);
    expectRateLimited(await addToCart(visitor, 1003));
    // Reading is not a write: the visitor still sees the cart.
    expect((await visitor.get('/api/pcsx/job_cart', { query })).status).toBe(200);
    // A new cookie does not reset the count: it is kept by address.
    const sameAddress = await visitorAt(server, '203.0.113.10');
    expectRateLimited(await addToCart(sameAddress, 1004));

    const elsewhere = await visitorAt(server, '203.0.113.11');
    expect((await addToCart(elsewhere, 1000)).status).toBe(200);
  });

  it('limits telemetry per address', async () => {
    const visitor = await visitorAt(server, '203.0.113.20');
    const event = { event: 'page_load', namespace: 'pcsx_app', data_json: '{"page":"jobs"}' };
    for (let index = 0; index < 2; index += 1)
      expect((await visitor.post('/vslog', { query, json: event })).status).toBe(204);
    expectRateLimited(await visitor.post('/vslog', { query, json: event }));
    const elsewhere = await visitorAt(server, '203.0.113.21');
    expect((await elsewhere.post('/vslog', { query, json: event })).status).toBe(204);
  });

  it('limits uploads per account: another account on the same address is unaffected', async () => {
    const upload = (client: Client) =>
      client.post('/api/pcsx/profile/avatar', {
        query,
        json: { image: 'data:image/png;base64,AAAA' },
      });
    const first = await visitorAt(server, '203.0.113.30');
    await first.login('demo.candidate@example.com');
    for (let index = 0; index < 2; index += 1) {
      // Counted whether or not the file is accepted (this one is not a real image).
      expect((await upload(first)).status).not.toBe(429);
    }
    expectRateLimited(await upload(first));

    const second = await visitorAt(server, '203.0.113.30');
    await second.login('second.candidate@example.com');
    expect((await upload(second)).status).not.toBe(429);
  });

  it('limits a visitor’s applications with a file per address', async () => {
    const visitor = await visitorAt(server, '203.0.113.40');
    const apply = (positionId: number) =>
      visitor.post('/api/pcsx/apply', {
        query,
        json: {
          position_id: positionId,
          domain: DOMAIN,
          form_data: { email: `visitor.${positionId}@example.com` },
        },
      });
    expect((await apply(1000)).status).not.toBe(429);
    expectRateLimited(await apply(1001));
  });

  it('puts a ceiling on every call per address and per account', async () => {
    const visitor = await visitorAt(server, '203.0.113.50');
    // boot took one call.
    for (let index = 1; index < 40; index += 1)
      expect((await visitor.get('/api/pcsx/job_cart', { query })).status).toBe(200);
    expectRateLimited(await visitor.get('/api/pcsx/job_cart', { query }));

    // One account from many addresses meets its own ceiling.
    const candidate = await visitorAt(server, '203.0.113.51');
    await candidate.login('admin@example.com');
    const fromAddress = (index: number) =>
      candidate.get('/api/pcsx/job_cart', {
        query,
        headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
      });
    for (let index = 0; index < 25; index += 1) expect((await fromAddress(index)).status).toBe(200);
    expectRateLimited(await fromAddress(25));
  });

  it('leaves sign-in to its own throttling', async () => {
    const visitor = await visitorAt(server, '203.0.113.60');
    for (let index = 0; index < 4; index += 1) {
      const answer = await visitor.post('/api/pcsx/auth/login', {
        query,
        json: { email: 'demo.candidate@example.com', password: 'Demo-Candidate-1' },
      });
      expect(answer.status, answer.text).toBe(200);
    }
  });
});

describe('the default rate limits', () => {
  it('keep anonymous writes, telemetry and uploads stricter than the ceiling', () => {
    const perMinute = ({ limit: count, windowMs }: { limit: number; windowMs: number }) =>
      (count * 60_000) / windowMs;
    const ceiling = perMinute(DEFAULT_RATE_LIMITS.api);
    expect(ceiling).toBeGreaterThanOrEqual(300);
    for (const name of [
      'anonymousWrites',
      'telemetry',
      'accountUploads',
      'anonymousUploads',
    ] as const) {
      expect(perMinute(DEFAULT_RATE_LIMITS[name])).toBeLessThan(ceiling / 10);
    }
  });
});

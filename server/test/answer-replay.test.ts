import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Client,
  DOMAIN,
  errorOf,
  startServer,
  type Answer,
  type TestServer,
  visitorAt,
} from './helpers';

const SEARCH = '/api/pcsx/search';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'de-DE,de;q=0.9' };

/** The headers that differ between two answers to the same request by their nature. */
const OWN_HEADERS = new Set(['x-request-id', 'date']);

const sharedHeaders = (answer: Answer): Record<string, string> =>
  Object.fromEntries([...answer.headers].filter(([name]) => !OWN_HEADERS.has(name)));

describe("a visitor's repeated search, answered before routing", () => {
  let server: TestServer;
  const logLines: string[] = [];
  const replayed = () => server.app.pcsx.searchReplay?.replayed ?? 0;
  const query = { domain: DOMAIN, query: 'engineer', num: 10 };

  beforeAll(async () => {
    server = await startServer({
      trustProxy: ['127.0.0.1'],
      devTools: true,
      rateLimits: { api: { limit: 12, windowMs: 60_000 } },
      logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers as the pipeline did: the same bytes and headers, with its own request id', async () => {
    const visitor = await visitorAt(server, '203.0.113.1', BROWSER);
    const first = await visitor.get(SEARCH, { query });
    expect(first.status, first.text).toBe(200);
    const before = replayed();
    const second = await visitor.get(SEARCH, { query, headers: { 'x-request-id': 'lb-42' } });
    expect(replayed()).toBe(before + 1);
    expect(second.text).toBe(first.text);
    expect(sharedHeaders(second)).toEqual(sharedHeaders(first));
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('x-request-id')).toBe('lb-42');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('keep-alive')).toBe(first.headers.get('keep-alive'));
  });

  it('keeps an answer per language and encodings of an address, and replays each to its own', async () => {
    const visitor = await visitorAt(server, '203.0.113.4', BROWSER);
    const nurses = { ...query, query: 'nurse' };
    const variants = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-language': 'en-US,en;q=0.9' },
    ] as const;
    const ask = () =>
      Promise.all(variants.map((headers) => visitor.get(SEARCH, { query: nurses, headers })));
    const before = replayed();
    const first = await ask();
    expect(replayed()).toBe(before);
    // German and English answers differ (the filters' labels), so a mix-up would show.
    expect(first[0]?.text).not.toBe(first[2]?.text);
    const again = await ask();
    expect(replayed()).toBe(before + variants.length);
    expect(again.map((answer) => answer.headers.get('content-encoding'))).toEqual([
      'br',
      null,
      'br',
    ]);
    expect(again.map((answer) => answer.text)).toEqual(first.map((answer) => answer.text));
  });

  it('gives each visitor their own CSRF token, and logs the request as fastify does', async () => {
    const one = await visitorAt(server, '203.0.113.2', BROWSER);
    const other = await visitorAt(server, '203.0.113.3', BROWSER);
    const found = await one.get<{ data: { positions: { id: number }[] } }>(SEARCH, { query });
    const before = replayed();
    const answer = await other.get(SEARCH, { query, headers: { 'x-request-id': 'replay-log-1' } });
    expect(replayed()).toBe(before + 1);
    expect(answer.headers.get('x-csrf-token')).toBe(other.csrfToken);
    expect(other.csrfToken).not.toBe(one.csrfToken);
    // The token works: a visitor's state change with it is accepted.
    const cart = await other.post('/api/pcsx/job_cart', {
      query: { domain: DOMAIN },
      json: { pids: [String(found.body.data.positions[0]?.id)], operation: 'add', domain: DOMAIN },
    });
    expect(cart.status, cart.text).toBe(200);

    const lines = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === 'replay-log-1');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.req).toMatchObject({ method: 'GET', remoteAddress: '203.0.113.3' });
    expect(lines[1]?.res).toEqual({ statusCode: 200 });
  });

  it('sends HSTS when the trusted proxy says the visitor came over https', async () => {
    const visitor = await visitorAt(server, '203.0.113.4', BROWSER);
    const https = { 'x-forwarded-proto': 'https' };
    const first = await visitor.get(SEARCH, { query, headers: https });
    const before = replayed();
    const second = await visitor.get(SEARCH, { query, headers: https });
    expect(replayed()).toBe(before + 1);
    expect(second.headers.get('strict-transport-security')).toBe(
      first.headers.get('strict-transport-security'),
    );
    expect(second.headers.get('strict-transport-security')).toContain('max-age=');
    const plain = await visitor.get(SEARCH, { query });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('counts replayed answers against the rate limit; the pipeline answers the 429', async () => {
    const visitor = await visitorAt(server, '203.0.113.5', BROWSER);
    // The boot call counted one; 11 searches use up the limit of 12.
    const statuses: number[] = [];
    for (let call = 0; call < 11; call += 1)
      statuses.push((await visitor.get(SEARCH, { query })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await visitor.get(SEARCH, { query });
    expect(limited.status).toBe(429);
    expect(errorOf(limited).code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).not.toBeNull();
    // Another address is not held back.
    expect(
      (await (await visitorAt(server, '203.0.113.6', BROWSER)).get(SEARCH, { query })).status,
    ).toBe(200);
  });

  it('never answers a candidate, or a visitor whose cookie this process has not verified', async () => {
    const candidate = await visitorAt(server, '203.0.113.7', BROWSER);
    await candidate.login('demo.candidate@example.com');
    const before = replayed();
    const signedIn = await candidate.get(SEARCH, { query });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(replayed()).toBe(before);

    const forged = new Client(server.baseUrl);
    forged.cookies.set('pcsx_anon', `${'a'.repeat(43)}.${'b'.repeat(43)}`);
    const answer = await forged.get(SEARCH, { query, headers: { ...BROWSER } });
    expect(answer.status).toBe(200);
    expect(replayed()).toBe(before);
    // The pipeline replaced the forged cookie with one of its own.
    expect(forged.cookies.get('pcsx_anon')).not.toBe(`${'a'.repeat(43)}.${'b'.repeat(43)}`);
  });

  it('stops replaying a search once a job closes, so the closed job is gone at once', async () => {
    const visitor = await visitorAt(server, '203.0.113.8', BROWSER);
    const dataJobs = { domain: DOMAIN, query: 'data engineer', num: 10 };
    const search = () =>
      visitor.get<{ data: { count: number; positions: { id: number }[] } }>(SEARCH, {
        query: dataJobs,
      });
    const first = await search();
    const before = replayed();
    await search();
    expect(replayed()).toBe(before + 1);
    const job = first.body.data.positions[0]?.id ?? 0;
    const employer = await visitorAt(server, '203.0.113.9', BROWSER);
    const closed = await employer.post('/dev/ats/positions/close', { json: { positionId: job } });
    expect(closed.status, closed.text).toBe(201);
    const after = await search();
    expect(replayed()).toBe(before + 1);
    expect(after.body.data.count).toBe(first.body.data.count - 1);
    expect(after.body.data.positions.map((position) => position.id)).not.toContain(job);
  });
  it('leaves to fastify a request it cannot replay, and never throws', async () => {
    const visitor = await visitorAt(server, '203.0.113.10', BROWSER);
    expect((await visitor.get(SEARCH, { query })).status).toBe(200);
    const replay = server.app.pcsx.searchReplay;
    if (!replay) throw new Error('The app replays search answers');
    const sent = new URL(visitor.url(SEARCH, query));
    /** The visitor's search as it arrives, on a connection that is `peer` or has none. */
    const arriving = (peer: string | undefined) => {
      const socket = new Socket();
      Object.defineProperty(socket, 'remoteAddress', { value: peer });
      const request = new IncomingMessage(socket);
      request.method = 'GET';
      request.url = `${sent.pathname}${sent.search}`;
      request.headers = {
        ...BROWSER,
        cookie: `pcsx_anon=${visitor.cookies.get('pcsx_anon') ?? ''}`,
        'x-forwarded-for': '203.0.113.10',
      };
      return { request, response: new ServerResponse(request) };
    };
    const routed: IncomingMessage[] = [];
    const route = (request: IncomingMessage) => {
      routed.push(request);
    };

    const connected = arriving('127.0.0.1');
    expect(replay.answer(connected.request, connected.response, route)).toBe(true);
    // Answered once the call is counted: at once in this process, after a claim on PostgreSQL.
    await vi.waitFor(() => {
      expect(connected.response.headersSent).toBe(true);
    });
    expect(routed).toEqual([]);

    // Closed before it was handled: no address to count the call under.
    const closed = arriving(undefined);
    expect(replay.answer(closed.request, closed.response, route)).toBe(false);

    // A replay that fails before its answer begins hands the request over as it arrived.
    const failing = arriving('127.0.0.1');
    failing.response.writeHead = () => {
      throw new Error('The answer could not be begun');
    };
    expect(replay.answer(failing.request, failing.response, route)).toBe(true);
    await vi.waitFor(() => {
      expect(routed).toEqual([failing.request]);
    });
    expect(failing.response.headersSent).toBe(false);
    expect(logLines.some((line) => line.includes('A recorded answer could not be replayed'))).toBe(
      true,
    );
  });
});

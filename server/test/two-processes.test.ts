import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { ADMIN_EMAIL, DEMO_CANDIDATE_EMAIL, DEMO_OFFERS } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  registeredClient,
  signedInClient,
  startServer,
  type TestServer,
  visitorAt,
} from './helpers';

type SearchResult = components['schemas']['PositionSearchResult'];
type Offer = components['schemas']['Offer'];

const query = { domain: DOMAIN };
const WINDOW_MS = 60_000;

/** The same browser (its cookies and CSRF token) sending its next requests to `server`. */
const sameBrowserAt = (browser: Client, server: TestServer): Client => {
  const moved = new Client(server.baseUrl);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  moved.csrfToken = browser.csrfToken;
  return moved;
};

const footerOf = async (client: Client): Promise<string> =>
  dataOf<components['schemas']['BootData']>(await client.get('/api/pcsx/boot', { query })).configs
    .pcsxConfig.footerHtml ?? '';

/**
 * Two server processes sharing one PostgreSQL database, as behind a load balancer: each has its
 * own connections, caches and counters in memory, and nothing else in common.
 */
describe('two server processes sharing one database', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const options = {
      trustProxy: true,
      // The developer ATS closes jobs, as the employer's system would.
      devTools: true,
      rateLimits: { anonymousWrites: { limit: 3, windowMs: WINDOW_MS } },
    };
    first = await startServer(options);
    second = await startServer({
      ...options,
      directory: first.directory,
      database: first.database,
      distDir: first.distDir,
    });
  });
  afterAll(async () => {
    await second.close(true);
    await first.close();
  });

  it('accepts a session signed in through one, with its CSRF token, in the other; and its sign-out in both', async () => {
    const throughFirst = await signedInClient(first, DEMO_CANDIDATE_EMAIL);
    const throughSecond = sameBrowserAt(throughFirst, second);
    const boot = await throughSecond.get<{ data: { isLoggedIn: boolean } }>('/api/pcsx/boot', {
      query,
    });
    expect(dataOf<{ isLoggedIn: boolean }>(boot).isLoggedIn).toBe(true);
    const saved = await throughSecond.put('/api/pcsx/positions/saved/1001', { query, json: query });
    expect(saved.status, saved.text).toBe(200);

    expect((await throughSecond.post('/api/pcsx/auth/logout', { query })).status).toBe(200);
    const after = await throughFirst.get('/api/pcsx/boot', { query });
    expect(dataOf<{ isLoggedIn: boolean }>(after).isLoggedIn).toBe(false);
  });

  it('signs out at once, in the other, a browser whose session was ended through one', async () => {
    const sessions = '/api/pcsx/account/sessions';
    type Listed = { sessions: { id: string; isCurrent: boolean }[] };
    const isSignedIn = async (client: Client) =>
      (await client.get('/api/pcsx/settings', { query })).status === 200;
    const email = `two.processes.devices.${Date.now()}@example.com`;
    const owner = await registeredClient(first, { email });
    const laptop = sameBrowserAt(await signedInClient(first, email), second);
    const phone = sameBrowserAt(await signedInClient(first, email), second);
    const phoneId = dataOf<Listed>(await phone.get(sessions, { query })).sessions.find(
      (session) => session.isCurrent,
    )?.id;
    expect(dataOf<Listed>(await owner.get(sessions, { query })).sessions).toHaveLength(3);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(true);

    const ended = await owner.delete(`${sessions}/${phoneId ?? ''}`, { query });
    expect(ended.status, ended.text).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);

    const endedOthers = await owner.post(`${sessions}/sign_out_others`, { query });
    expect(dataOf(endedOthers)).toEqual({ count: 1 });
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(sameBrowserAt(owner, second))).toBe(true);
  });

  it('counts one rate limit across both', async () => {
    const atFirst = await visitorAt(first, '203.0.113.50');
    const atSecond = await visitorAt(second, '203.0.113.50');
    const addToCart = (client: Client, positionId: number) =>
      client.post('/api/pcsx/job_cart', {
        query,
        json: { pids: [String(positionId)], operation: 'add', domain: DOMAIN },
      });
    expect((await addToCart(atFirst, 1000)).status).toBe(200);
    expect((await addToCart(atSecond, 1001)).status).toBe(200);
    expect((await addToCart(atFirst, 1002)).status).toBe(200);
    for (const client of [atSecond, atFirst]) {
      const refused = await addToCart(client, 1003);
      expect(refused.status).toBe(429);
      expect(errorOf(refused).code).toBe('rate_limited');
    }
  });

  it('shows a job saved through one as saved in a search through the other', async () => {
    const throughFirst = await registeredClient(first);
    const throughSecond = sameBrowserAt(throughFirst, second);
    const parameters = { ...query, query: 'data engineer', num: 10 };
    const before = dataOf<SearchResult>(
      await throughSecond.get('/api/pcsx/search', { query: parameters }),
    );
    const job = before.positions[0];
    expect(job?.isSaved).toBe(false);
    const saved = await throughFirst.put(`/api/pcsx/positions/saved/${job?.id ?? 0}`, {
      query,
      json: query,
    });
    expect(saved.status, saved.text).toBe(200);
    const after = dataOf<SearchResult>(
      await throughSecond.get('/api/pcsx/search', { query: parameters }),
    );
    expect(after.positions.find((position) => position.id === job?.id)?.isSaved).toBe(true);
  });

  it('lets exactly one of two accepts of the same offer, sent to both at once, win', async () => {
    const throughFirst = await signedInClient(first, DEMO_CANDIDATE_EMAIL);
    const throughSecond = sameBrowserAt(throughFirst, second);
    const id = DEMO_OFFERS.extendedWithEsign;
    const answers = await Promise.all(
      [throughFirst, throughSecond].map((client) =>
        client.post(`/api/pcsx/offers/${id}/accept`, { query, form: new FormData() }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused && errorOf(refused).message).toBe('This offer can no longer be accepted.');
    const offers = (await throughSecond.get<Offer[]>('/api/pcsx/offers', { query })).body;
    expect(offers.find((offer) => offer.id === id)?.status).toBe('Accepted');
  });

  it("takes a job closed through one out of the other's search, cached answers included", async () => {
    const visitor = new Client(second.baseUrl);
    await visitor.boot();
    const parameters = { ...query, query: 'product manager', num: 10 };
    const search = async () =>
      dataOf<SearchResult>(await visitor.get('/api/pcsx/search', { query: parameters }));
    const before = await search();
    const job = before.positions[0]?.id ?? 0;
    // Asked again, so the second process answers from its cache.
    expect((await search()).count).toBe(before.count);

    const employer = new Client(first.baseUrl);
    await employer.boot();
    const closed = await employer.post('/dev/ats/positions/close', { json: { positionId: job } });
    expect(closed.status, closed.text).toBe(201);
    await expect
      .poll(async () => (await search()).positions.map((position) => position.id), {
        timeout: 5000,
      })
      .not.toContain(job);
    expect((await search()).count).toBe(before.count - 1);
    const page = await visitor.get('/api/pcsx/position_details', {
      query: { ...query, position_id: job },
    });
    expect(page.status).toBe(404);
  });

  it("puts a job posted through one into the other's search, cached answers included", async () => {
    const visitor = new Client(second.baseUrl);
    await visitor.boot();
    const parameters = { ...query, query: 'lighthouse keeper', num: 10 };
    const search = async () =>
      dataOf<SearchResult>(await visitor.get('/api/pcsx/search', { query: parameters }));
    const before = await search();
    expect((await search()).count).toBe(before.count);

    const employer = new Client(first.baseUrl);
    await employer.boot();
    const posted = await employer.post('/dev/ats/positions', {
      json: { title: 'Lighthouse Keeper', locationId: 1, department: 'Engineering' },
    });
    expect(posted.status, posted.text).toBe(201);
    const { positionId } = posted.body as { positionId: number };
    await expect
      .poll(async () => (await search()).positions.map((position) => position.id), {
        timeout: 10_000,
      })
      .toContain(positionId);
  });

  it('once the other answers without a job closed through one, it never answers with it again, while searches run at once', async () => {
    // Each from its own address, so the per-address rate limit does not answer instead.
    const visitors = await Promise.all(
      [1, 2, 3, 4].map((n) => visitorAt(second, `198.51.100.${n}`)),
    );
    const mix: Record<string, string | number>[] = [
      { ...query, query: 'engineer', num: 10 },
      { ...query, query: 'engineer', num: 10, start: 10 },
      { ...query, query: 'engineer', num: 10, location: 'Austin' },
    ];
    const search = async (visitor: Client, parameters: Record<string, string | number>) =>
      dataOf<SearchResult>(
        await visitor.get('/api/pcsx/search', { query: parameters }),
      ).positions.map((position) => position.id);
    const job = (await search(visitors[0] ?? new Client(second.baseUrl), mix[0] ?? query))[0] ?? 0;
    // The time the second process first answered the first search without the job.
    let goneAt = Infinity;
    let running = true;
    const stale: number[] = [];
    const searchAgainAndAgain = async (visitor: Client) => {
      for (let n = 0; running; n += 1) {
        const sentAt = performance.now();
        const ids = await search(visitor, mix[n % mix.length] ?? query);
        if (n % mix.length === 0 && !ids.includes(job))
          goneAt = Math.min(goneAt, performance.now());
        if (sentAt > goneAt && ids.includes(job)) stale.push(sentAt);
      }
    };
    const searching = visitors.map((visitor) => searchAgainAndAgain(visitor));

    try {
      const employer = new Client(first.baseUrl);
      await employer.boot();
      const closed = await employer.post('/dev/ats/positions/close', {
        json: { positionId: job },
      });
      expect(closed.status, closed.text).toBe(201);
      await expect.poll(() => goneAt, { timeout: 5000 }).toBeLessThan(Infinity);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      running = false;
    }
    await Promise.all(searching);
    expect(stale).toEqual([]);
  });

  it('shows branding published through one on the pages of the other', async () => {
    const visitor = new Client(second.baseUrl);
    await visitor.boot();
    // Read once, so the second process holds the branding in memory.
    expect(await footerOf(visitor)).not.toContain('Published through the first');
    const admin = await signedInClient(first, ADMIN_EMAIL);
    const footer = await admin.put('/api/pcsx/branding/footer', {
      query,
      json: { html: '<p>Published through the first</p>', hideProviderLogo: false },
    });
    expect(footer.status, footer.text).toBe(200);
    // The second process hears of the change from PostgreSQL, milliseconds later.
    await expect
      .poll(() => footerOf(visitor), { timeout: 5000 })
      .toContain('Published through the first');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_CANDIDATE_EMAIL, DEMO_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  signedInClient,
  startServer,
  type TestServer,
} from './helpers';

const query = { domain: DOMAIN };

describe('sessions, CSRF and rate limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('sets HttpOnly, SameSite=Lax session cookies and a new CSRF token on sign-in', async () => {
    const client = new Client(server.baseUrl);
    const visitorToken = (await client.boot()).body.data.csrfToken;
    const answer = await client.post('/api/pcsx/auth/login', {
      query,
      json: { email: DEMO_CANDIDATE_EMAIL, password: 'Demo-Candidate-1' },
    });
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('pcsx_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const token = dataOf<{ csrfToken: string }>(answer).csrfToken;
    expect(token).not.toBe(visitorToken);
    expect(answer.headers.get('x-csrf-token')).toBe(token);
  });

  it('refuses state changes without the current CSRF token', async () => {
    const client = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    const missing = await client.post('/api/pcsx/notifications/mark_all_viewed', {
      query,
      json: { domain: DOMAIN },
      csrf: false,
    });
    expect(missing.status).toBe(403);
    expect(missing.headers.get('x-csrf-invalid')).toBe('1');
    expect(errorOf(missing).code).toBe('csrf_invalid');
    const wrong = await client.put('/api/pcsx/positions/saved/1000', {
      query,
      csrf: 'not-the-token',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('x-csrf-invalid')).toBe('1');

    // A token of another session is stale for this one.
    const other = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
    const stale = await client.delete('/api/pcsx/draft_applications', {
      query,
      json: { position_ids: [1002] },
      csrf: other.csrfToken ?? '',
    });
    expect(stale.status).toBe(403);

    const visitor = new Client(server.baseUrl);
    const login = await visitor.post('/api/pcsx/auth/login', {
      query,
      json: { email: DEMO_CANDIDATE_EMAIL, password: 'x' },
    });
    expect(login.status).toBe(403);
    // The visitor learnt its token from that answer; these calls deliberately leave it out.
    const vslog = await visitor.post('/vslog', {
      query,
      json: { event: 'page_load', namespace: 'pcsx_app' },
      csrf: false,
    });
    expect(vslog.status).toBe(403);
    const cart = await visitor.post('/api/pcsx/job_cart', {
      query,
      json: { pids: ['1000'], operation: 'add', domain: DOMAIN },
      csrf: false,
    });
    expect(cart.status).toBe(403);
    // GETs never need the token.
    expect((await visitor.get('/api/pcsx/search', { query })).status).toBe(200);
  });

  it('answers 401 with x-login once the session expired', async () => {
    const client = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
    expect((await client.get('/api/pcsx/offers', { query })).status).toBe(200);
    await server.app.pcsx.services.db
      .updateTable('sessions')
      .set({ expires_ms: Date.now() - 1000 })
      .execute();
    const expired = await client.get('/api/pcsx/offers', { query });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('x-login')).toBe('/careers/login');
    expect(errorOf(expired).code).toBe('unauthenticated');
    // Boot never fails: the caller is a visitor again.
    expect((await client.boot()).body.data.isLoggedIn).toBe(false);
  });

  it('slows an account down after 5 failed sign-ins', async () => {
    const client = new Client(server.baseUrl);
    await client.boot();
    const attempt = () =>
      client.post('/api/pcsx/auth/login', {
        query,
        json: { email: 'brute.force@example.com', password: 'guess' },
      });
    for (let index = 0; index < 5; index += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(errorOf(limited)).toMatchObject({
      code: 'rate_limited',
      message: 'Please try again in a few minutes',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another email from the same address is not affected.
    const other = await client.post('/api/pcsx/auth/login', {
      query,
      json: { email: 'someone.else@example.com', password: 'guess' },
    });
    expect(other.status).toBe(401);
  });

  it('does not count successful sign-ins against the limit', async () => {
    const client = new Client(server.baseUrl);
    await client.boot();
    for (let index = 0; index < 12; index += 1) {
      const signedIn = await client.post('/api/pcsx/auth/login', {
        query,
        json: { email: 'demo.candidate@example.com', password: 'Demo-Candidate-1' },
      });
      expect(signedIn.status).toBe(200);
    }
  });

  it('limits password reset requests to 3 an hour per email', async () => {
    const client = new Client(server.baseUrl);
    await client.boot();
    const reset = () =>
      client.post('/api/pcsx/auth/reset_password', {
        query,
        json: { email: DEMO_CANDIDATE_EMAIL },
      });
    for (let index = 0; index < 3; index += 1) expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(429);
  });

  it('stores password reset tokens hashed with a one-hour expiry', async () => {
    const rows = await server.app.pcsx.services.db
      .selectFrom('password_resets')
      .selectAll()
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.expires_ms - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    }
  });

  it("keeps a visitor's job cart at sign-in for the candidate to add, adding nothing unasked", async () => {
    type Cart = { jobCartData: { id: number }[]; savedBeforeSignIn?: { id: number }[] };
    const client = new Client(server.baseUrl);
    await client.boot();
    const added = await client.post('/api/pcsx/job_cart', {
      query,
      json: { pids: ['1010'], operation: 'add', domain: DOMAIN },
    });
    expect(dataOf<Cart>(added).jobCartData.map((item) => item.id)).toEqual([1010]);
    await client.login(SECOND_CANDIDATE_EMAIL);
    const offered = dataOf<Cart>(await client.get('/api/pcsx/job_cart', { query }));
    expect(offered.jobCartData).toEqual([]);
    expect(offered.savedBeforeSignIn?.map((item) => item.id)).toEqual([1010]);
    const cart = dataOf<Cart>(
      await client.post('/api/pcsx/job_cart/saved_before_sign_in', {
        query,
        json: { decision: 'add', domain: DOMAIN },
      }),
    );
    expect(cart.jobCartData.map((item) => item.id)).toEqual([1010]);
  });

  it('signs out: the session is gone and the visitor gets a fresh token', async () => {
    const client = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    const sessionToken = client.csrfToken;
    const answer = await client.post('/api/pcsx/auth/logout', { query });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().some((cookie) => /^pcsx_session=;/.test(cookie))).toBe(
      true,
    );
    expect(client.csrfToken).not.toBe(sessionToken);
    expect((await client.get('/api/pcsx/offers', { query })).status).toBe(401);
  });

  it('sends the security headers on API answers', async () => {
    const answer = await new Client(server.baseUrl).get('/api/pcsx/search', { query });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=()',
    );
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('x-csrf-token')).toBeTruthy();
  });
});

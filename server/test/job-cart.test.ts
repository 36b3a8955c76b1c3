import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { accountOwnerKey } from '../src/auth/identity';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  registeredClient,
  restoreOriginEnvironment,
  startServer,
  stubOriginEnvironment,
  type Answer,
  type TestServer,
} from './helpers';

type JobCart = components['schemas']['JobCart'];

const query = { domain: DOMAIN };
const CART_LIMIT = 100;

const cartOf = async (client: Client): Promise<JobCart> => {
  const answer = await client.get('/api/pcsx/job_cart', { query });
  expect(answer.status, answer.text).toBe(200);
  return dataOf<JobCart>(answer);
};

const cartIds = async (client: Client): Promise<number[]> =>
  (await cartOf(client)).jobCartData.map((item) => item.id);

const changeCart = (client: Client, operation: 'add' | 'remove', ids: readonly number[]) =>
  client.post('/api/pcsx/job_cart', {
    query,
    json: { pids: ids.map(String), operation, domain: DOMAIN },
  });

const addToCart = async (client: Client, ids: readonly number[]): Promise<JobCart> => {
  const answer = await changeCart(client, 'add', ids);
  expect(answer.status, answer.text).toBe(200);
  return dataOf<JobCart>(answer);
};

const decide = (client: Client, decision: 'add' | 'discard') =>
  client.post('/api/pcsx/job_cart/saved_before_sign_in', {
    query,
    json: { decision, domain: DOMAIN },
  });

const idsOf = (items: readonly { id: number }[] | undefined) =>
  (items ?? []).map((item) => item.id);

/** A browser that carries `from`'s cookies, as if someone had copied them into it. */
const withCookiesOf = (server: TestServer, from: Client, names: readonly string[]): Client => {
  const browser = new Client(server.baseUrl);
  for (const name of names) {
    const value = from.cookies.get(name);
    if (value !== undefined) browser.cookies.set(name, value);
  }
  return browser;
};

const visitor = async (server: TestServer): Promise<Client> => {
  const browser = new Client(server.baseUrl);
  await browser.boot();
  return browser;
};

/** Another browser signed in to the same account. */
const anotherSession = async (server: TestServer, email: string): Promise<Client> => {
  const browser = await visitor(server);
  await browser.login(email);
  return browser;
};

const emailOf = async (client: Client): Promise<string> => {
  const profile = dataOf<{ email: string }>(
    await client.get('/api/pcsx/profile_details', { query }),
  );
  return profile.email;
};

const userIdOf = async (server: TestServer, email: string): Promise<number> =>
  (
    await server.app.pcsx.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

/** Open positions, lowest id first, past the hand-written ones the demo data uses. */
const openPositionIds = async (server: TestServer, count: number): Promise<number[]> =>
  (
    await server.app.pcsx.services.db
      .selectFrom('positions')
      .select('id')
      .where('archived_at', 'is', null)
      .where('id', '>', 1100)
      .orderBy('id')
      .limit(count)
      .execute()
  ).map((row) => row.id);

const closePosition = async (server: TestServer, positionId: number): Promise<void> => {
  await server.app.pcsx.services.db
    .updateTable('positions')
    .set({ archived_at: Math.floor(Date.now() / 1000) })
    .where('id', '=', positionId)
    .execute();
};

const statusCounts = (answers: readonly Answer[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    return counts;
  }, {});

describe('job cart', () => {
  let server: TestServer;
  /** Open positions handed out to the tests, so no two tests share one. */
  let spare: number[];
  const take = (count: number): number[] => spare.splice(0, count);

  beforeAll(async () => {
    server = await startServer();
    spare = await openPositionIds(server, 400);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('a cart from before sign-in', () => {
    it("is not merged when an attacker's visitor id was planted in the victim's browser", async () => {
      const [first, second] = take(2) as [number, number];
      const attacker = await visitor(server);
      await addToCart(attacker, [first, second]);
      // The planted id alone finds no cart: the cart goes with the cookie the server gave the
      // attacker's own browser.
      const victim = withCookiesOf(server, attacker, ['pcsx_anon']);
      await victim.boot();
      expect(await cartIds(victim)).toEqual([]);
      const victimAccount = await registeredClient(server);
      const email = await emailOf(victimAccount);
      await victim.login(email);
      const cart = await cartOf(victim);
      expect(idsOf(cart.jobCartData)).toEqual([]);
      expect(cart.savedBeforeSignIn).toBeUndefined();
      // The attacker's own browser still has the cart: nothing moved.
      expect(await cartIds(attacker)).toEqual([first, second]);
    });

    it('with every cookie planted, is only offered, and nothing is added without the candidate saying so', async () => {
      const planted = take(2);
      const attacker = await visitor(server);
      await addToCart(attacker, planted);
      const victim = withCookiesOf(server, attacker, [...attacker.cookies.keys()]);
      const victimAccount = await registeredClient(server);
      const email = await emailOf(victimAccount);
      await victim.login(email);

      const offered = await cartOf(victim);
      expect(idsOf(offered.jobCartData)).toEqual([]);
      expect(idsOf(offered.savedBeforeSignIn)).toEqual(planted);
      // The candidate's other browser is not asked, and its cart has none of them either.
      expect(await cartOf(victimAccount)).toEqual({ jobCartData: [], invalidPositionIds: [] });

      const declined = await decide(victim, 'discard');
      expect(declined.status, declined.text).toBe(200);
      expect(dataOf<JobCart>(declined)).toEqual({ jobCartData: [], invalidPositionIds: [] });
      expect(await cartOf(victim)).toEqual({ jobCartData: [], invalidPositionIds: [] });
      // Once declined, they are gone: adding later adds nothing.
      expect(dataOf<JobCart>(await decide(victim, 'add'))).toEqual({
        jobCartData: [],
        invalidPositionIds: [],
      });
    });

    it("is the candidate's own: offered after sign-in, added on Add, closed jobs reported", async () => {
      const [kept, closing, alreadyInCart] = take(3) as [number, number, number];
      const candidate = await registeredClient(server);
      const email = await emailOf(candidate);
      await addToCart(candidate, [alreadyInCart]);

      const browser = await visitor(server);
      await addToCart(browser, [kept, closing, alreadyInCart]);
      await browser.login(email);
      const offered = await cartOf(browser);
      expect(idsOf(offered.jobCartData)).toEqual([alreadyInCart]);
      expect(idsOf(offered.savedBeforeSignIn)).toEqual([kept, closing, alreadyInCart]);

      await closePosition(server, closing);
      const added = await decide(browser, 'add');
      expect(added.status, added.text).toBe(200);
      const cart = dataOf<JobCart>(added);
      expect(idsOf(cart.jobCartData)).toEqual([alreadyInCart, kept]);
      expect(cart.invalidPositionIds).toEqual([closing]);
      expect(cart.savedBeforeSignIn).toBeUndefined();
      // Every session of the candidate sees the cart; deciding again changes nothing.
      expect(await cartIds(candidate)).toEqual([alreadyInCart, kept]);
      const again = await decide(browser, 'add');
      expect(again.status).toBe(200);
      expect(idsOf(dataOf<JobCart>(again).jobCartData)).toEqual([alreadyInCart, kept]);
      // Signed out, the browser starts a new visitor cart: the old one went with the sign-in.
      expect((await browser.post('/api/pcsx/auth/logout', { query })).status).toBe(200);
      expect(await cartOf(browser)).toEqual({ jobCartData: [], invalidPositionIds: [] });
    });

    it('is kept for the session that signed in, until it signs out', async () => {
      const jobs = take(2);
      const candidate = await registeredClient(server);
      const email = await emailOf(candidate);
      const browser = await visitor(server);
      await addToCart(browser, jobs);
      await browser.login(email);
      // Reading and changing the cart leaves the question open.
      const [other] = take(1) as [number];
      const changed = await addToCart(browser, [other]);
      expect(idsOf(changed.jobCartData)).toEqual([other]);
      expect(idsOf(changed.savedBeforeSignIn)).toEqual(jobs);
      expect((await browser.post('/api/pcsx/auth/logout', { query })).status).toBe(200);
      await browser.login(email);
      const cart = await cartOf(browser);
      expect(cart.savedBeforeSignIn).toBeUndefined();
      expect(idsOf(cart.jobCartData)).toEqual([other]);
    });

    it('is deleted once its session has ended, and visitor carts once older than their cookie', async () => {
      const { db, repositories } = server.app.pcsx.services;
      const held = take(1);
      const stale = take(1);
      const candidate = await registeredClient(server);
      const email = await emailOf(candidate);
      const signingIn = await visitor(server);
      await addToCart(signingIn, held);
      await signingIn.login(email);
      const lingering = await visitor(server);
      await addToCart(lingering, stale);
      const rowsOf = async (positionIds: readonly number[]) =>
        (
          await db
            .selectFrom('job_cart_items')
            .select('owner_key')
            .where('position_id', 'in', positionIds)
            .execute()
        ).length;
      const nowMs = Date.now();

      await repositories.jobCart.pruneUnreachable(nowMs);
      expect(idsOf((await cartOf(signingIn)).savedBeforeSignIn)).toEqual(held);
      expect(await cartIds(lingering)).toEqual(stale);

      // The session ends without signing out (expired, or ended from another device).
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', await userIdOf(server, email))
        .execute();
      await repositories.jobCart.pruneUnreachable(nowMs + 400 * 24 * 60 * 60_000);
      expect(await rowsOf([...held, ...stale])).toBe(0);
    });

    it('refuses an addition past the cart limit and keeps offering the jobs', async () => {
      const jobs = take(2);
      const candidate = await registeredClient(server);
      const email = await emailOf(candidate);
      const ownerKey = accountOwnerKey(await userIdOf(server, email));
      const filled = take(CART_LIMIT - 1);
      await server.app.pcsx.services.repositories.jobCart.add(
        ownerKey,
        filled,
        Date.now(),
        CART_LIMIT,
      );
      const browser = await visitor(server);
      await addToCart(browser, jobs);
      await browser.login(email);
      const refused = await decide(browser, 'add');
      expect(refused.status, refused.text).toBe(422);
      expect(errorOf(refused).fields?.[0]?.name).toBe('pids');
      const cart = await cartOf(browser);
      expect(cart.jobCartData).toHaveLength(CART_LIMIT - 1);
      expect(idsOf(cart.savedBeforeSignIn)).toEqual(jobs);
    });

    it('is decided by candidates only, with the CSRF token', async () => {
      const stranger = await visitor(server);
      const answer = await decide(stranger, 'add');
      expect(answer.status).toBe(401);
      const candidate = await registeredClient(server);
      const forged = await candidate.post('/api/pcsx/job_cart/saved_before_sign_in', {
        query,
        json: { decision: 'add', domain: DOMAIN },
        csrf: false,
      });
      expect(forged.status).toBe(403);
      const unknown = await candidate.post('/api/pcsx/job_cart/saved_before_sign_in', {
        query,
        json: { decision: 'merge', domain: DOMAIN },
      });
      expect(unknown.status).toBe(422);
      expect(errorOf(unknown).fields?.[0]?.name).toBe('decision');
    });
  });

  describe('over https', () => {
    afterEach(() => {
      restoreOriginEnvironment();
    });

    it('keeps the cart cookie host-only and Secure, and ignores one without the prefix', async () => {
      stubOriginEnvironment('PUBLIC_URL', 'https://careers.example.com');
      const [job] = take(1) as [number];
      const browser = await visitor(server);
      const added = await changeCart(browser, 'add', [job]);
      expect(added.status, added.text).toBe(200);
      const cookie = added.headers
        .getSetCookie()
        .find((value) => value.startsWith('__Host-pcsx_cart='));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(await cartIds(browser)).toEqual([job]);
      // A cookie a subdomain or a plain-http page could set is not the cart's.
      const planted = withCookiesOf(server, browser, ['pcsx_anon']);
      planted.cookies.set('pcsx_cart', browser.cookies.get('__Host-pcsx_cart') ?? '');
      await planted.boot();
      expect(await cartIds(planted)).toEqual([]);
    });
  });

  describe('closed and unknown jobs', () => {
    it('are not added and are listed in invalidPositionIds, for visitors and candidates', async () => {
      const [open, closed] = take(2) as [number, number];
      await closePosition(server, closed);
      for (const browser of [await visitor(server), await registeredClient(server)]) {
        const cart = await addToCart(browser, [closed, open, 999_999]);
        expect(idsOf(cart.jobCartData)).toEqual([open]);
        expect(cart.invalidPositionIds).toEqual([closed, 999_999]);
        // Alone in the request, too.
        expect((await addToCart(browser, [closed])).invalidPositionIds).toEqual([closed]);
      }
    });
  });

  describe('with concurrent requests from several sessions of one candidate', () => {
    it('loses no acknowledged addition or removal', async () => {
      const candidate = await registeredClient(server);
      const email = await emailOf(candidate);
      const sessions = [
        candidate,
        ...(await Promise.all([1, 2, 3].map(() => anotherSession(server, email)))),
      ];
      const jobsOf = sessions.map(() => take(8));
      // Every session adds its jobs one request each, all at once.
      const additions = await Promise.all(
        sessions.flatMap((session, index) =>
          (jobsOf[index] ?? []).map((job) => changeCart(session, 'add', [job])),
        ),
      );
      expect(statusCounts(additions)).toEqual({ 200: 32 });
      // Then each removes half of its jobs while adding others.
      const later = sessions.map(() => take(4));
      const changes = await Promise.all(
        sessions.flatMap((session, index) => [
          ...(jobsOf[index] ?? [])
            .filter((_, position) => position % 2 === 0)
            .map((job) => changeCart(session, 'remove', [job])),
          ...(later[index] ?? []).map((job) => changeCart(session, 'add', [job])),
        ]),
      );
      expect(statusCounts(changes)).toEqual({ 200: 32 });
      const expected = sessions.flatMap((_, index) => [
        ...(jobsOf[index] ?? []).filter((_, position) => position % 2 === 1),
        ...(later[index] ?? []),
      ]);
      expect((await cartIds(candidate)).sort()).toEqual(expected.sort());
    });

    it('never passes the cart limit together, and every acknowledged addition is there', async () => {
      const candidate = await registeredClient(server);
      const email = await emailOf(candidate);
      const ownerKey = accountOwnerKey(await userIdOf(server, email));
      await server.app.pcsx.services.repositories.jobCart.add(
        ownerKey,
        take(CART_LIMIT - 5),
        Date.now(),
        CART_LIMIT,
      );
      const sessions = [
        candidate,
        ...(await Promise.all([1, 2, 3, 4, 5].map(() => anotherSession(server, email)))),
      ];
      const wanted = sessions.map(() => take(3));
      const answers = await Promise.all(
        sessions.map((session, index) => changeCart(session, 'add', wanted[index] ?? [])),
      );
      // 95 + 3 fits; a second 3 would not.
      expect(statusCounts(answers)).toEqual({ 200: 1, 422: 5 });
      const cart = await cartIds(candidate);
      expect(cart).toHaveLength(CART_LIMIT - 2);
      answers.forEach((answer, index) => {
        const jobs = wanted[index] ?? [];
        if (answer.status === 200) expect(cart).toEqual(expect.arrayContaining(jobs));
        else expect(cart.filter((id) => jobs.includes(id))).toEqual([]);
      });
    });

    it('adds the jobs from before sign-in without losing additions made meanwhile', async () => {
      const candidate = await registeredClient(server);
      const email = await emailOf(candidate);
      const ownerKey = accountOwnerKey(await userIdOf(server, email));
      await server.app.pcsx.services.repositories.jobCart.add(
        ownerKey,
        take(CART_LIMIT - 10),
        Date.now(),
        CART_LIMIT,
      );
      const kept = take(4);
      const browser = await visitor(server);
      await addToCart(browser, kept);
      await browser.login(email);
      const others = await Promise.all([1, 2, 3].map(() => anotherSession(server, email)));
      const wanted = others.map(() => take(3));
      const [decided, ...answers] = await Promise.all([
        decide(browser, 'add'),
        ...others.map((session, index) => changeCart(session, 'add', wanted[index] ?? [])),
      ]);
      // 90 + 4 + 3 + 3 + 3 is past 100: whichever comes last does not fit.
      expect(statusCounts([decided, ...answers])).toEqual({ 200: 3, 422: 1 });
      const acknowledged = [
        ...(decided.status === 200 ? kept : []),
        ...answers.flatMap((answer, index) => (answer.status === 200 ? (wanted[index] ?? []) : [])),
      ];
      const cart = await cartIds(candidate);
      expect(cart).toHaveLength(CART_LIMIT - 10 + acknowledged.length);
      expect(cart).toEqual(expect.arrayContaining(acknowledged));
      // Refused, the jobs from before sign-in are still offered; added, they are not.
      expect(idsOf((await cartOf(browser)).savedBeforeSignIn)).toEqual(
        decided.status === 200 ? [] : kept,
      );
    });
  });
});

describe.runIf(inject('postgresUrl') !== undefined)(
  'the job cart with two server processes on one database',
  () => {
    let first: TestServer;
    let second: TestServer;

    beforeAll(async () => {
      first = await startServer();
      second = await startServer({
        directory: first.directory,
        database: first.database,
        distDir: first.distDir,
      });
    });
    afterAll(async () => {
      await second.close(true);
      await first.close();
    });

    it('loses no acknowledged change and never passes the cart limit', async () => {
      const candidate = await registeredClient(first);
      const email = await emailOf(candidate);
      const sessions = await Promise.all(
        [first, second, first, second].map((server) => anotherSession(server, email)),
      );
      const spare = await openPositionIds(first, 140);
      const jobsOf = sessions.map(() => spare.splice(0, 6));
      const additions = await Promise.all(
        sessions.flatMap((session, index) =>
          (jobsOf[index] ?? []).map((job) => changeCart(session, 'add', [job])),
        ),
      );
      expect(statusCounts(additions)).toEqual({ 200: 24 });
      const removals = await Promise.all(
        sessions.map((session, index) => changeCart(session, 'remove', [jobsOf[index]?.[0] ?? 0])),
      );
      expect(statusCounts(removals)).toEqual({ 200: 4 });
      const kept = jobsOf.flatMap((jobs) => jobs.slice(1));
      expect((await cartIds(candidate)).sort()).toEqual([...kept].sort());

      // 20 in the cart: room for 80, asked for by four sessions at once, 25 each.
      const wanted = sessions.map(() => spare.splice(0, 25));
      const answers = await Promise.all(
        sessions.map((session, index) => changeCart(session, 'add', wanted[index] ?? [])),
      );
      expect(statusCounts(answers)).toEqual({ 200: 3, 422: 1 });
      const cart = await cartIds(candidate);
      expect(cart).toHaveLength(kept.length + 75);
      answers.forEach((answer, index) => {
        const jobs = wanted[index] ?? [];
        if (answer.status === 200) expect(cart).toEqual(expect.arrayContaining(jobs));
        else expect(cart.filter((id) => jobs.includes(id))).toEqual([]);
      });
    });
  },
);

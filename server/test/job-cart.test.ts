import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { accountOwnerKey } from '../src/auth/identity';
import {
  Client,
  dataOf,
  DOMAIN,
  registeredClient,
  startServer,
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

const idsOf = (items: readonly { id: number }[] | undefined) =>
  (items ?? []).map((item) => item.id);

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

import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import {
  DEVICE_COOKIE,
  SESSION_ACTIVITY_INTERVAL_MS,
  SESSIONS_PER_ACCOUNT,
} from '../src/auth/identity';
import type { AppOptions } from '../src/app';
import { migrateToLatest, migrationsOf, openDatabase } from '../src/db/database';
import { isoSeconds } from '../src/lib/time';
import {
  Client,
  createTempDirectory,
  dataOf,
  DOMAIN,
  errorOf,
  PASSWORD,
  registeredClient,
  startServer,
  type TestServer,
} from './helpers';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

type SignedInSession = components['schemas']['SignedInSession'];

const query = { domain: DOMAIN };
const SESSIONS = '/api/pcsx/account/sessions';
const SIGN_OUT_OTHERS = `${SESSIONS}/sign_out_others`;
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const EDGE_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

/** Many sign-ins of one account from one address at once are this test's subject, not abuse. */
const UNREACHABLE = { limit: 1_000_000, windowMs: 60_000 };
const SIGN_INS_ALLOWED: NonNullable<AppOptions['rateLimits']> = {
  login: UNREACHABLE,
  loginPerDevice: UNREACHABLE,
  loginBackOff: { freeFailures: 1_000_000 },
  api: UNREACHABLE,
  account: UNREACHABLE,
};

/** A new browser (its own cookies) that sends `userAgent` with every request. */
const browserWith = (server: TestServer, userAgent: string): Client => {
  const client = new Client(server.baseUrl);
  const request = client.request.bind(client);
  client.request = (method, path, options) =>
    request(method, path, {
      ...options,
      headers: { 'user-agent': userAgent, ...options?.headers },
    });
  return client;
};

/**
 * Signs `email` in from a new browser; with `knownDevice`, one that signed in to the account
 * before (the device cookie of that browser), as a candidate's own browsers have.
 */
const signIn = async (
  server: TestServer,
  email: string,
  userAgent = FIREFOX_ON_WINDOWS,
  knownDevice?: Client,
) => {
  const client = browserWith(server, userAgent);
  const device = knownDevice?.cookies.get(DEVICE_COOKIE);
  if (device !== undefined) client.cookies.set(DEVICE_COOKIE, device);
  await client.login(email, PASSWORD);
  return client;
};

const sessionsOf = async (client: Client): Promise<SignedInSession[]> =>
  dataOf<{ sessions: SignedInSession[] }>(await client.get(SESSIONS, { query })).sessions;

const isSignedIn = async (client: Client): Promise<boolean> => {
  const status = (await client.get('/api/pcsx/settings', { query })).status;
  expect([200, 401]).toContain(status);
  return status === 200;
};

/** A candidate of their own, signed in once (registering signs in), with the email. */
const newCandidate = async (server: TestServer) => {
  const email = `sessions.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  return { first: await registeredClient(server, { email }), email };
};

describe('signed-in devices', () => {
  let server: TestServer;
  let clockMs = Date.now();

  beforeAll(async () => {
    server = await startServer({ now: () => clockMs, rateLimits: SIGN_INS_ALLOWED });
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists the account's own browsers, this one marked, named from their User-Agent", async () => {
    const { first, email } = await newCandidate(server);
    clockMs += 1000;
    const phone = await signIn(server, email, SAFARI_ON_IPHONE);
    clockMs += 1000;
    const laptop = await signIn(server, email, EDGE_ON_MAC);
    const stranger = await newCandidate(server);
    await signIn(server, stranger.email);

    const listed = await sessionsOf(phone);
    expect(listed).toHaveLength(3);
    // The most recently used first: the laptop signed in last.
    expect(listed.map(({ browser, os }) => ({ browser, os }))).toEqual([
      { browser: 'Edge', os: 'macOS' },
      { browser: 'Safari', os: 'iPhone' },
      // The test client's User-Agent names no browser or system.
      { browser: null, os: null },
    ]);
    expect(listed.map((session) => session.isCurrent)).toEqual([false, true, false]);
    expect(listed[0]).toMatchObject({
      createdAt: isoSeconds(clockMs),
      lastActiveAt: isoSeconds(clockMs),
    });
    expect(new Set(listed.map((session) => session.id)).size).toBe(3);
    expect((await sessionsOf(laptop)).filter((session) => session.isCurrent)).toEqual([
      listed[0] && { ...listed[0], isCurrent: true },
    ]);
    const ownIds = new Set(listed.map((session) => session.id));
    const strangers = await sessionsOf(stranger.first);
    expect(strangers).toHaveLength(2);
    expect(strangers.some((session) => ownIds.has(session.id))).toBe(false);
    expect(await isSignedIn(first)).toBe(true);

    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    expect((await visitor.get(SESSIONS, { query })).status).toBe(401);
  });

  it('records when a session was last used at most every five minutes', async () => {
    const { first } = await newCandidate(server);
    const startedAt = (await sessionsOf(first))[0]?.lastActiveAt;
    clockMs += SESSION_ACTIVITY_INTERVAL_MS - 1000;
    expect((await sessionsOf(first))[0]?.lastActiveAt).toBe(startedAt);
    clockMs += 2000;
    await first.get('/api/pcsx/settings', { query });
    const [session] = await sessionsOf(first);
    expect(session?.lastActiveAt).toBe(isoSeconds(clockMs));
    expect(session?.createdAt).toBe(startedAt);
  });

  it(`keeps ${SESSIONS_PER_ACCOUNT} sessions under sign-ins at once, ending the least recently used`, async () => {
    const { first, email } = await newCandidate(server);
    const older: Client[] = [];
    for (let index = 1; index < SESSIONS_PER_ACCOUNT; index += 1) {
      clockMs += 1000;
      older.push(await signIn(server, email));
    }
    // The first browser is used again: of the old sessions it is now the most recent.
    clockMs += SESSION_ACTIVITY_INTERVAL_MS + 1000;
    expect(await isSignedIn(first)).toBe(true);
    clockMs += 1000;

    // From browsers the account knows: a burst of sign-ins from new ones is the throttle's case.
    const burst = 10;
    const newer = await Promise.all(
      Array.from({ length: burst }, () => signIn(server, email, SAFARI_ON_IPHONE, first)),
    );

    const listed = await sessionsOf(first);
    expect(listed).toHaveLength(SESSIONS_PER_ACCOUNT);
    const stored = await server.app.pcsx.services.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.count).toBe(SESSIONS_PER_ACCOUNT);
    for (const client of [first, ...newer]) expect(await isSignedIn(client)).toBe(true);
    // The ones signed in first, unused since, made room for the burst: the others stay.
    for (const [index, client] of older.entries())
      expect(await isSignedIn(client), `older browser ${index + 1}`).toBe(index >= burst);
  });

  it('signs one browser out at once, and refuses another account or an unknown id', async () => {
    const { first, email } = await newCandidate(server);
    const second = await signIn(server, email);
    const stranger = await newCandidate(server);
    const secondId = (await sessionsOf(first)).find((session) => !session.isCurrent)?.id ?? '';

    const fromStranger = await stranger.first.delete(`${SESSIONS}/${secondId}`, { query });
    expect(fromStranger.status).toBe(404);
    expect(errorOf(fromStranger).message).toBe('This device is no longer signed in.');
    expect(await isSignedIn(second)).toBe(true);
    expect((await stranger.first.post(SIGN_OUT_OTHERS, { query })).status).toBe(200);
    expect(await isSignedIn(second)).toBe(true);
    expect(await isSignedIn(first)).toBe(true);

    const withoutToken = await first.delete(`${SESSIONS}/${secondId}`, { query, csrf: false });
    expect(withoutToken.status).toBe(403);
    expect((await first.delete(`${SESSIONS}/not-a-session`, { query })).status).toBe(400);
    expect((await first.delete(`${SESSIONS}/${'0'.repeat(32)}`, { query })).status).toBe(404);

    const ended = await first.delete(`${SESSIONS}/${secondId}`, { query });
    expect(ended.status, ended.text).toBe(200);
    expect(dataOf(ended)).toEqual({ count: 1 });
    expect(ended.headers.getSetCookie().some((cookie) => cookie.startsWith('pcsx_session='))).toBe(
      false,
    );
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(first)).toBe(true);
    expect((await first.delete(`${SESSIONS}/${secondId}`, { query })).status).toBe(404);
    expect((await sessionsOf(first)).map((session) => session.isCurrent)).toEqual([true]);
  });

  it("ending this browser's own session signs it out", async () => {
    const { first } = await newCandidate(server);
    const ownId = (await sessionsOf(first))[0]?.id ?? '';
    const tokenBefore = first.csrfToken;
    const ended = await first.delete(`${SESSIONS}/${ownId}`, { query });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.headers.getSetCookie().some((cookie) => /^pcsx_session=;/.test(cookie))).toBe(
      true,
    );
    expect(first.csrfToken).not.toBe(tokenBefore);
    expect(await isSignedIn(first)).toBe(false);
  });

  it('signs out every other browser of the account, keeping this one', async () => {
    const { first, email } = await newCandidate(server);
    const others = [await signIn(server, email), await signIn(server, email, SAFARI_ON_IPHONE)];
    const stranger = await newCandidate(server);

    const ended = await first.post(SIGN_OUT_OTHERS, { query });
    expect(ended.status, ended.text).toBe(200);
    expect(dataOf(ended)).toEqual({ count: 2 });
    for (const client of others) expect(await isSignedIn(client)).toBe(false);
    expect(await isSignedIn(first)).toBe(true);
    expect(await isSignedIn(stranger.first)).toBe(true);
    expect(dataOf(await first.post(SIGN_OUT_OTHERS, { query }))).toEqual({ count: 0 });
    expect((await first.post(SIGN_OUT_OTHERS, { query, csrf: false })).status).toBe(403);
  });
});

describe('migrating sessions started before the list of signed-in devices', () => {
  it('gives each its own id and its last refresh as its last use, on an unknown device', async () => {
    const directory = createTempDirectory();
    const location = await createTestDatabase(directory);
    const { db } = openDatabase(location);
    try {
      const migrations = await migrationsOf(db);
      const names = Object.keys(migrations);
      const before = names[names.findIndex((name) => name.endsWith('_session_devices')) - 1];
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      expect((await migrator.migrateTo(before ?? '')).error).toBeUndefined();
      const { id: userId } = await db
        .insertInto('users')
        .values({
          enc_id: 'c0ffee',
          email: 'before.devices@example.com',
          password_hash: 'scrypt$unused',
          firstname: 'Robin',
          lastname: 'Lee',
          is_admin: 0,
          is_theme_builder: 0,
          is_onboarded: 1,
          is_bootstrapped: 1,
          onboarding_preferences: null,
          created_at: '2026-10-01T09:30:00Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The columns of that time only: the table has no others yet.
      await sql`INSERT INTO sessions (id_hash, user_id, created_ms, expires_ms, refreshed_ms)
        VALUES ('first', ${userId}, 1, 9000000000000, 2), ('second', ${userId}, 3, 9000000000000, 4)`.execute(
        db,
      );

      await migrateToLatest(db);

      const sessions = await db
        .selectFrom('sessions')
        .select(['public_id', 'last_seen_ms', 'browser', 'os'])
        .orderBy('created_ms')
        .execute();
      expect(
        sessions.map(({ last_seen_ms, browser, os }) => ({ last_seen_ms, browser, os })),
      ).toEqual([
        { last_seen_ms: 2, browser: null, os: null },
        { last_seen_ms: 4, browser: null, os: null },
      ]);
      for (const { public_id } of sessions) expect(public_id).toMatch(/^[0-9a-f]{32}$/);
      expect(sessions[0]?.public_id).not.toBe(sessions[1]?.public_id);
    } finally {
      await db.destroy();
      await dropTestDatabase(location);
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

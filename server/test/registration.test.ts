import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/tokens';
import {
  accountConfirmationToken,
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  PASSWORD,
  registeredClient,
  startServer,
  type Answer,
  type TestServer,
} from './helpers';

const query = { domain: DOMAIN };
const REGISTER_MESSAGE =
  'Check your email: we have sent you a link to finish creating your account. The link works for 24 hours.';
const LINK_INVALID =
  'This link has expired or has already been used. Register again to get a new one.';
const DAY_MS = 24 * 60 * 60 * 1000;

let count = 0;
const uniqueEmail = () => `registration.${(count += 1)}.${Date.now()}@example.com`;

const visitorOf = async (server: TestServer): Promise<Client> => {
  const visitor = new Client(server.baseUrl);
  await visitor.boot();
  return visitor;
};

const register = (client: Client, email: string, firstname = 'Sam') =>
  client.post('/api/pcsx/auth/register', {
    query,
    json: { email, password: PASSWORD, firstname, lastname: 'Rivera' },
  });

const confirm = (client: Client, token: string) =>
  client.post('/api/pcsx/auth/register/confirm', { query, json: { token } });

/** Headers that may differ between two answers to the same request. */
const VARYING_HEADERS = new Set([
  'x-csrf-token',
  'x-request-id',
  'date',
  'keep-alive',
  'connection',
]);

const stableHeaders = (answer: Answer): Record<string, string> =>
  Object.fromEntries(
    [...answer.headers.entries()].filter(([name]) => !VARYING_HEADERS.has(name.toLowerCase())),
  );

const mailsTo = (server: TestServer, email: string) =>
  server.sentMail.filter((mail) => mail.to === email);

describe('registration confirmed by email', () => {
  let server: TestServer;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    server = await startServer({ devTools: true, now: () => Date.now() + clockOffsetMs });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a new email and a registered one identically, and mails each owner', async () => {
    const existing = uniqueEmail();
    await registeredClient(server, { email: existing });
    const fresh = uniqueEmail();

    const forExisting = await register(await visitorOf(server), existing);
    const forFresh = await register(await visitorOf(server), fresh);

    expect(forExisting.status).toBe(202);
    expect(forFresh.status).toBe(202);
    expect(dataOf(forFresh)).toEqual({ message: REGISTER_MESSAGE });
    expect(forExisting.text).toBe(forFresh.text);
    expect(stableHeaders(forExisting)).toEqual(stableHeaders(forFresh));
    expect(forFresh.headers.getSetCookie().some((c) => c.startsWith('pcsx_session='))).toBe(false);

    const [ownerMail, ...moreToOwner] = mailsTo(server, existing).slice(-1);
    expect(moreToOwner).toEqual([]);
    expect(ownerMail?.subject).toBe(
      'Someone tried to create a Northwind Labs careers account with your email',
    );
    expect(ownerMail?.text).toContain('/careers/login');
    expect(ownerMail?.text).toContain('/careers/reset-password');
    expect(ownerMail?.text).not.toContain('confirm-account');

    const freshMails = mailsTo(server, fresh);
    expect(freshMails).toHaveLength(1);
    expect(freshMails[0]?.subject).toBe('Finish creating your Northwind Labs careers account');
    expect(freshMails[0]?.text).toMatch(/\/careers\/confirm-account#token=[A-Za-z0-9_-]{43}/);
    // The HTML part has the link as its button and as a readable address under it.
    const link = /https?:\/\/\S+\/careers\/confirm-account#token=[A-Za-z0-9_-]{43}/.exec(
      freshMails[0]?.text ?? '',
    )?.[0];
    const html = freshMails[0]?.html ?? '';
    expect(link).toBeDefined();
    expect(html.split(`href="${link}"`)).toHaveLength(3);
    expect(html).toMatch(/>\s*Finish creating your account\s*<\/a>/);
    expect(html).toContain(`>${link}</a>`);
    expect(ownerMail?.html).toMatch(/<a\s+href="[^"]*\/careers\/login"[^>]*>\s*Sign in\s*<\/a>/);
    // Both mails are in the development outbox too.
    const outbox = await server.app.pcsx.services.mail.latest(20);
    expect(outbox.map((mail) => mail.to)).toEqual(expect.arrayContaining([existing, fresh]));
  });

  it('saves the language the account was confirmed in as its language', async () => {
    const email = uniqueEmail();
    const visitor = await visitorOf(server);
    expect((await register(visitor, email)).status).toBe(202);
    const confirmed = await visitor.post('/api/pcsx/auth/register/confirm', {
      query: { ...query, hl: 'ja' },
      json: { token: accountConfirmationToken(server, email) },
    });
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(dataOf<{ user: { language: string } }>(confirmed).user.language).toBe('ja');
    const boot = await visitor.get('/api/pcsx/boot', { query });
    expect(dataOf<{ user: { language: string } | null }>(boot).user?.language).toBe('ja');
  });

  it('creates no account until the link is used, then signs in and stores the token only hashed', async () => {
    const email = uniqueEmail();
    const visitor = await visitorOf(server);
    expect((await register(visitor, email)).status).toBe(202);
    const users = () =>
      server.app.pcsx.services.db.selectFrom('users').select('id').where('email', '=', email);
    expect(await users().execute()).toEqual([]);
    const token = accountConfirmationToken(server, email);
    const pending = await server.app.pcsx.services.db
      .selectFrom('pending_registrations')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(pending.token_hash).toBe(sha256(token));
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(JSON.stringify(pending)).not.toContain(PASSWORD);

    const confirmed = await confirm(visitor, token);
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.headers.getSetCookie().some((c) => c.startsWith('pcsx_session='))).toBe(true);
    const result = dataOf<{ user: { email: string; firstname: string }; csrfToken: string }>(
      confirmed,
    );
    expect(result.user).toMatchObject({ email, firstname: 'Sam' });
    expect(confirmed.headers.get('x-csrf-token')).toBe(result.csrfToken);
    const boot = await visitor.boot();
    expect(boot.body.data.isLoggedIn).toBe(true);
    expect(await users().execute()).toHaveLength(1);
    // The link is used up: its row and its mail are gone.
    const rows = await server.app.pcsx.services.db
      .selectFrom('pending_registrations')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([]);
    const kept = await server.app.pcsx.services.mail.latest(100);
    expect(kept.filter((mail) => mail.to === email)).toEqual([]);

    const again = await confirm(await visitorOf(server), token);
    expect(again.status).toBe(422);
    expect(errorOf(again)).toMatchObject({
      code: 'validation_failed',
      message: LINK_INVALID,
      fields: [{ name: 'token', message: LINK_INVALID }],
    });
    // Signing in works with the password given at registration.
    const other = await visitorOf(server);
    await other.login(email);
  });

  it('refuses an expired link and a replaced one', async () => {
    const email = uniqueEmail();
    const visitor = await visitorOf(server);
    await register(visitor, email, 'First');
    const first = accountConfirmationToken(server, email);
    await register(visitor, email, 'Second');
    const second = accountConfirmationToken(server, email);
    expect(second).not.toBe(first);
    expect((await confirm(visitor, first)).status).toBe(422);

    clockOffsetMs = DAY_MS + 1000;
    const expired = await confirm(visitor, second);
    clockOffsetMs = 0;
    expect(expired.status).toBe(422);
    expect(errorOf(expired).fields?.[0]?.name).toBe('token');

    await register(visitor, email, 'Third');
    const confirmed = await confirm(visitor, accountConfirmationToken(server, email));
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(dataOf<{ user: { firstname: string } }>(confirmed).user.firstname).toBe('Third');
  });

  it('answers six parallel registrations of one new email with 202 or 429 and keeps one pending', async () => {
    const email = uniqueEmail();
    const visitors = await Promise.all(Array.from({ length: 6 }, () => visitorOf(server)));
    const answers = await Promise.all(visitors.map((visitor) => register(visitor, email)));
    // Three requests an hour per email are taken; the others wait, as a limited request should.
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 202, 429, 429, 429]);
    const pending = await server.app.pcsx.services.db
      .selectFrom('pending_registrations')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(pending).toHaveLength(1);
  });

  it('makes exactly one account when one link is used six times at once', async () => {
    const email = uniqueEmail();
    const visitor = await visitorOf(server);
    await register(visitor, email);
    const token = accountConfirmationToken(server, email);
    const browsers = await Promise.all(Array.from({ length: 6 }, () => visitorOf(server)));
    const answers = await Promise.all(browsers.map((browser) => confirm(browser, token)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409 || status === 422)).toBe(
      true,
    );
    const users = await server.app.pcsx.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('answers 409 when the email got an account after the link was sent', async () => {
    const email = uniqueEmail();
    const visitor = await visitorOf(server);
    await register(visitor, email);
    const token = accountConfirmationToken(server, email);
    // Another candidate takes the email for their account in the meantime.
    const other = await registeredClient(server);
    const changed = await other.post('/api/pcsx/profile_edit', {
      query,
      json: { op_section: 'contact', operation: 'update', op_data: { value: { email } } },
    });
    expect(changed.status, changed.text).toBe(200);

    const confirmed = await confirm(visitor, token);
    expect(confirmed.status).toBe(409);
    expect(errorOf(confirmed).code).toBe('conflict');
  });

  it('refuses a confirmation without the CSRF token and malformed input with 4xx', async () => {
    const visitor = await visitorOf(server);
    expect(
      (
        await visitor.post('/api/pcsx/auth/register/confirm', {
          query,
          json: { token: 'x' },
          csrf: false,
        })
      ).status,
    ).toBe(403);
    expect(
      (await visitor.post('/api/pcsx/auth/register/confirm', { query, json: {} })).status,
    ).toBe(422);
    const longName = await visitor.post('/api/pcsx/auth/register', {
      query,
      json: { email: uniqueEmail(), password: PASSWORD, firstname: 'x'.repeat(61), lastname: 'Y' },
    });
    expect(longName.status).toBe(422);
  });
});

describe('registration on a server that keeps no mail', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('limits registration requests per email, known or not, so nobody can flood an inbox', async () => {
    const visitor = await visitorOf(server);
    for (const email of [uniqueEmail(), 'demo.candidate@example.com']) {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await register(visitor, email)).status);
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    }
    const limited = await register(visitor, 'demo.candidate@example.com');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(errorOf(limited).message).toBe('Please try again in a few minutes');
  });

  it('still mails the link (delivery) and keeps nothing in the outbox', async () => {
    const email = uniqueEmail();
    const client = await registeredClient(server, { email });
    expect((await client.boot()).body.data.isLoggedIn).toBe(true);
    const kept = await server.app.pcsx.services.db.selectFrom('mail_outbox').selectAll().execute();
    expect(kept).toEqual([]);
  });
});

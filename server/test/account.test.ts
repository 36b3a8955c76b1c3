import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/tokens';
import { DEMO_CANDIDATE_EMAIL, SECOND_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  PASSWORD,
  registeredClient,
  signedInClient,
  startServer,
  type TestServer,
} from './helpers';
import { foreignKeysTo } from './support/database-facts';

const query = { domain: DOMAIN };
const RESET_MESSAGE =
  'If an account exists for this email, we have sent a link to reset your password.';
const NEW_PASSWORD = 'a-brand-new-passphrase';
const HOUR_MS = 60 * 60 * 1000;

let counter = 0;
const uniqueEmail = () => `account.test.${Date.now()}.${(counter += 1)}@example.com`;

/** A new candidate, signed in, as a fresh browser would be. */
const registerCandidate = async (server: TestServer, email = uniqueEmail()) => ({
  client: await registeredClient(server, { email }),
  email,
});

const requestReset = async (server: TestServer, email: string) => {
  const visitor = new Client(server.baseUrl);
  await visitor.boot();
  const answer = await visitor.post('/api/pcsx/auth/reset_password', { query, json: { email } });
  return { visitor, answer };
};

/** The token of the newest reset mail sent to `email`, read from the development outbox. */
const latestResetToken = async (server: TestServer, email: string): Promise<string> => {
  const [mail] = await server.app.pcsx.services.mail
    .latest(100)
    .then((mails) => mails.filter((candidate) => candidate.to === email));
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (token === undefined) throw new Error(`No reset mail for ${email}`);
  return token;
};

const confirmReset = (client: Client, token: string, password = NEW_PASSWORD) =>
  client.post('/api/pcsx/auth/reset_password/confirm', { query, json: { token, password } });

const loginStatus = async (server: TestServer, email: string, password: string) => {
  const client = new Client(server.baseUrl);
  await client.boot();
  return (await client.post('/api/pcsx/auth/login', { query, json: { email, password } })).status;
};

describe('password reset, password change, export and deletion', () => {
  let server: TestServer;
  let clockOffsetMs = 0;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startServer({
      devTools: true,
      now: () => Date.now() + clockOffsetMs,
      logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
    });
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    clockOffsetMs = 0;
  });

  it('answers a reset request the same whether or not the account exists', async () => {
    const { email } = await registerCandidate(server);
    const known = await requestReset(server, email);
    const unknown = await requestReset(server, uniqueEmail());
    expect(known.answer.status).toBe(200);
    expect(unknown.answer.status).toBe(200);
    expect(dataOf(known.answer)).toEqual({ message: RESET_MESSAGE });
    expect(dataOf(unknown.answer)).toEqual(dataOf(known.answer));
    const mails = await server.app.pcsx.services.mail.latest(100);
    expect(mails.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('stores only the hash of the token and never logs the token', async () => {
    const { email } = await registerCandidate(server);
    await requestReset(server, email);
    const token = await latestResetToken(server, email);
    const rows = await server.app.pcsx.services.db
      .selectFrom('password_resets')
      .selectAll()
      .execute();
    expect(rows.map((row) => row.token_hash)).toContain(sha256(token));
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    await confirmReset(new Client(server.baseUrl), token);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('sets the new password with the token, signs in, and works only once', async () => {
    const { client: otherDevice, email } = await registerCandidate(server);
    const { visitor } = await requestReset(server, email);
    const token = await latestResetToken(server, email);

    const confirmed = await confirmReset(visitor, token);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(
      confirmed.headers.getSetCookie().some((cookie) => cookie.startsWith('pcsx_session=')),
    ).toBe(true);
    const result = dataOf<{ user: { email: string }; csrfToken: string }>(confirmed);
    expect(result.user.email).toBe(email);
    expect(confirmed.headers.get('x-csrf-token')).toBe(result.csrfToken);
    expect((await visitor.get('/api/pcsx/settings', { query })).status).toBe(200);

    // The device signed in with the old password is signed out.
    expect((await otherDevice.get('/api/pcsx/settings', { query })).status).toBe(401);
    expect(await loginStatus(server, email, PASSWORD)).toBe(401);
    expect(await loginStatus(server, email, NEW_PASSWORD)).toBe(200);

    const again = await confirmReset(visitor, token);
    expect(again.status).toBe(422);
    expect(errorOf(again).fields).toEqual([
      {
        name: 'token',
        message:
          'This password reset link has expired or has already been used. Request a new one.',
      },
    ]);
  });

  it('refuses an expired or unknown token and a password that breaks the rules', async () => {
    const { email } = await registerCandidate(server);
    const { visitor } = await requestReset(server, email);
    const token = await latestResetToken(server, email);

    const short = await confirmReset(visitor, token, 'short');
    expect(short.status).toBe(422);
    expect(errorOf(short).fields?.[0]?.name).toBe('password');

    expect((await confirmReset(visitor, 'x'.repeat(43))).status).toBe(422);

    clockOffsetMs = HOUR_MS + 1000;
    const expired = await confirmReset(visitor, token);
    expect(expired.status).toBe(422);
    expect(errorOf(expired).message).toBe(
      'This password reset link has expired or has already been used. Request a new one.',
    );
    clockOffsetMs = 0;
    expect(await loginStatus(server, email, PASSWORD)).toBe(200);
  });

  it('never exports mail, and keeps a reset link only until it is used or superseded', async () => {
    const { client, email } = await registerCandidate(server);
    await requestReset(server, email);
    const first = await latestResetToken(server, email);
    const exported = await client.get('/api/pcsx/account/export', { query });
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain(first);
    expect(Object.keys(dataOf<{ tables: object }>(exported).tables)).not.toContain('mail_outbox');

    const { visitor } = await requestReset(server, email);
    const second = await latestResetToken(server, email);
    const resetMails = async () =>
      (await server.app.pcsx.services.mail.latest(100)).filter((mail) => mail.to === email);
    expect((await resetMails()).map((mail) => mail.text.includes(second))).toEqual([true]);

    expect((await confirmReset(visitor, second)).status).toBe(200);
    expect(await resetMails()).toEqual([]);
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    const { client, email } = await registerCandidate(server);
    const otherDevice = await signedInClient(server, email);

    const wrong = await client.post('/api/pcsx/account/password', {
      query,
      json: { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(422);
    expect(errorOf(wrong).fields).toEqual([
      { name: 'currentPassword', message: 'Your current password is incorrect.' },
    ]);

    const tooShort = await client.post('/api/pcsx/account/password', {
      query,
      json: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(tooShort.status).toBe(422);
    expect(errorOf(tooShort).fields?.[0]?.name).toBe('newPassword');

    const changed = await client.post('/api/pcsx/account/password', {
      query,
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(dataOf(changed)).toEqual({ message: 'Your password has been changed.' });
    expect((await client.get('/api/pcsx/settings', { query })).status).toBe(200);
    expect((await otherDevice.get('/api/pcsx/settings', { query })).status).toBe(401);
    expect(await loginStatus(server, email, PASSWORD)).toBe(401);
    expect(await loginStatus(server, email, NEW_PASSWORD)).toBe(200);
  });

  it('exports everything about the candidate and nothing about anyone else', async () => {
    const { client, email } = await registerCandidate(server);
    await client.put('/api/pcsx/positions/saved/1000', { query, json: { domain: DOMAIN } });
    await client.post('/api/pcsx/job_cart', {
      query,
      json: { pids: ['1010'], operation: 'add', domain: DOMAIN },
    });
    await client.post('/api/pcsx/settings', {
      query,
      json: { emailNotifications: { offers: false, savedJobsClosing: false } },
    });

    const answer = await client.get('/api/pcsx/account/export', { query });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-careers-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = dataOf<{
      account: Record<string, unknown>;
      tables: Record<string, Record<string, unknown>[]>;
    }>(answer);
    expect(exported.account).toMatchObject({ email, firstname: 'Robin', lastname: 'Lee' });
    expect(exported.account).not.toHaveProperty('password_hash');
    const { tables } = exported;
    expect(tables.saved_positions?.map((row) => row.position_id)).toEqual([1000]);
    expect(tables.job_cart_items?.map((row) => row.position_id)).toEqual([1010]);
    expect(tables.settings?.[0]).toMatchObject({ email_offers: 0, email_saved_jobs_closing: 0 });
    expect(tables.profiles).toHaveLength(1);
    expect(tables.sessions?.length).toBeGreaterThan(0);
    for (const rows of Object.values(tables)) {
      for (const row of rows) {
        expect(Object.keys(row).filter((column) => /hash|password|token/.test(column))).toEqual([]);
        if ('user_id' in row) expect(row.user_id).toBe(exported.account.id);
      }
    }
    expect(answer.text).not.toContain(DEMO_CANDIDATE_EMAIL);
    expect(answer.text).not.toContain(SECOND_CANDIDATE_EMAIL);
  });

  it("lists stored files without their contents, with the demo candidate's offers and letters", async () => {
    const demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    const answer = await demo.get('/api/pcsx/account/export', { query });
    const exported = dataOf<{ tables: Record<string, Record<string, unknown>[]> }>(answer);
    const offers = exported.tables.offers ?? [];
    expect(offers.length).toBeGreaterThan(0);
    const { db } = server.app.pcsx.services;
    const stored = await db
      .selectFrom('offers')
      .select(['letter_pdf'])
      .where('id', '=', Number(offers[0]?.id))
      .executeTakeFirstOrThrow();
    expect(offers[0]?.letter_pdf).toEqual({
      fileName: null,
      contentType: null,
      sizeBytes: stored.letter_pdf.length,
    });
    expect(offers.every((offer) => !('esign_token' in offer))).toBe(true);
    const attachment = exported.tables.offer_attachments?.[0];
    expect(attachment?.content).toEqual({
      fileName: attachment?.name,
      contentType: attachment?.content_type,
      sizeBytes: expect.any(Number) as number,
    });
    const resume = exported.tables.resumes?.[0];
    expect(resume?.content).toEqual({
      fileName: resume?.file_name,
      contentType: resume?.content_type,
      sizeBytes: resume?.size_bytes,
    });
    // No file travels inside the export: not as base64, not as a PDF.
    expect(answer.text).not.toContain('base64');
    expect(answer.text).not.toContain('JVBERi0');
  });

  it('deletes the account after the email and password are typed, ending the session', async () => {
    const { client, email } = await registerCandidate(server);
    await client.put('/api/pcsx/positions/saved/1000', { query, json: { domain: DOMAIN } });
    await client.post('/api/pcsx/job_cart', {
      query,
      json: { pids: ['1010'], operation: 'add', domain: DOMAIN },
    });
    await requestReset(server, email);
    const { db } = server.app.pcsx.services;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

    const mistyped = await client.delete('/api/pcsx/account', {
      query,
      json: { email: 'someone.else@example.com', currentPassword: PASSWORD },
    });
    expect(mistyped.status).toBe(422);
    expect(errorOf(mistyped).fields?.[0]?.name).toBe('email');
    const wrongPassword = await client.delete('/api/pcsx/account', {
      query,
      json: { email, currentPassword: 'not-my-password' },
    });
    expect(wrongPassword.status).toBe(422);
    expect(errorOf(wrongPassword).fields).toEqual([
      { name: 'currentPassword', message: 'Your current password is incorrect.' },
    ]);
    const noPassword = await client.delete('/api/pcsx/account', { query, json: { email } });
    expect(noPassword.status).toBe(422);
    expect(errorOf(noPassword).fields?.[0]?.name).toBe('currentPassword');

    const deleted = await client.delete('/api/pcsx/account', {
      query,
      json: { email: email.toUpperCase(), currentPassword: PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(dataOf(deleted)).toEqual({ message: 'Your account has been deleted.' });
    expect(deleted.headers.getSetCookie().some((cookie) => /^pcsx_session=;/.test(cookie))).toBe(
      true,
    );
    expect((await client.get('/api/pcsx/settings', { query })).status).toBe(401);
    expect(await loginStatus(server, email, PASSWORD)).toBe(401);

    for (const table of [
      'users',
      'sessions',
      'profiles',
      'settings',
      'saved_positions',
      'password_resets',
      'mail_outbox',
    ] as const) {
      const column = table === 'users' ? 'id' : 'user_id';
      const rows = await db.selectFrom(table).select(column).where(column, '=', user.id).execute();
      expect(rows, table).toEqual([]);
    }
    const cart = await db
      .selectFrom('job_cart_items')
      .selectAll()
      .where('owner_key', '=', `user:${user.id}`)
      .execute();
    expect(cart).toEqual([]);
  });

  it('limits wrong passwords when deleting the account like sign-in attempts', async () => {
    const limited = await startServer({
      rateLimits: { loginPerDevice: { limit: 3, windowMs: HOUR_MS } },
    });
    try {
      // The browser that registered is one that signed in to the account: its own limit applies.
      const { client, email } = await registerCandidate(limited);
      const attempt = (currentPassword: string) =>
        client.delete('/api/pcsx/account', { query, json: { email, currentPassword } });
      expect((await attempt('wrong-1')).status).toBe(422);
      expect((await attempt('wrong-2')).status).toBe(422);
      expect((await attempt('wrong-3')).status).toBe(422);
      expect((await attempt(PASSWORD)).status).toBe(429);
      // Its failures do not hold back sign-ins elsewhere.
      expect(await loginStatus(limited, email, PASSWORD)).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('relies on every reference to an account deleting with it', async () => {
    const references = await foreignKeysTo(server.app.pcsx.services.db, 'users');
    expect(references.length).toBeGreaterThan(10);
    expect(references.filter((key) => key.onDelete.toUpperCase() !== 'CASCADE')).toEqual([]);
  });

  it('requires the CSRF token and a session for account changes', async () => {
    const { client, email } = await registerCandidate(server);
    const change = await client.post('/api/pcsx/account/password', {
      query,
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      csrf: false,
    });
    expect(change.status).toBe(403);
    expect(errorOf(change).code).toBe('csrf_invalid');
    const remove = await client.delete('/api/pcsx/account', {
      query,
      json: { email, currentPassword: PASSWORD },
      csrf: false,
    });
    expect(remove.status).toBe(403);
    const confirm = await client.post('/api/pcsx/auth/reset_password/confirm', {
      query,
      json: { token: 'x'.repeat(43), password: NEW_PASSWORD },
      csrf: false,
    });
    expect(confirm.status).toBe(403);
    expect(await loginStatus(server, email, PASSWORD)).toBe(200);

    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    expect((await visitor.get('/api/pcsx/account/export', { query })).status).toBe(401);
    expect(
      (
        await visitor.delete('/api/pcsx/account', {
          query,
          json: { email, currentPassword: PASSWORD },
        })
      ).status,
    ).toBe(401);
  });

  it('shows sent mail, escaped and with working links, on the development outbox page', async () => {
    const { email: older } = await registerCandidate(server);
    const { email } = await registerCandidate(server);
    await requestReset(server, older);
    await requestReset(server, email);
    const token = await latestResetToken(server, email);
    const page = await new Client(server.baseUrl).get('/dev/mail');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('Mail outbox (development only)');
    expect(page.text).toContain(`reset-password#token=${token}">`);
    // Newest first.
    expect(page.text.indexOf(email)).toBeGreaterThan(0);
    expect(page.text.indexOf(email)).toBeLessThan(page.text.indexOf(older));
  });
});

describe('a server started without the development outbox', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('neither serves the outbox page nor keeps any mail', async () => {
    const { email } = await registerCandidate(server);
    expect((await requestReset(server, email)).answer.status).toBe(200);
    const answer = await new Client(server.baseUrl).get('/dev/mail');
    expect(answer.text).not.toContain('Mail outbox');
    expect(answer.text).not.toContain(email);
    const kept = await server.app.pcsx.services.db.selectFrom('mail_outbox').selectAll().execute();
    expect(kept).toEqual([]);
  });
});

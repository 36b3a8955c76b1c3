import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import { notify } from '../src/notifications/notify';
import { mailSettingsFrom, MailSettingsError, type MailSettings } from '../src/mail/transport';
import {
  Client,
  createTempDirectory,
  dataOf,
  DOMAIN,
  PASSWORD,
  restoreOriginEnvironment,
  startServer,
  stubOriginEnvironment,
  type TestServer,
} from './helpers';
import { createTestDatabase } from './support/test-database';
import { linkIn, TestRelay } from './support/smtp-relay';

const query = { domain: DOMAIN };
const FROM = 'Northwind Labs Careers <careers@northwindlabs.com>';
/** Short waits, so retries happen within a test. */
const FAST = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200, leaseMs: 60_000 };

let count = 0;
const uniqueEmail = () => `mail.${(count += 1)}.${Date.now()}@example.com`;

const smtp = (url: string): MailSettings => ({ mode: 'smtp', url, from: FROM, dkim: null });

const visitor = async (server: TestServer): Promise<Client> => {
  const client = new Client(server.baseUrl);
  await client.boot();
  return client;
};

const register = async (server: TestServer, email: string) =>
  (await visitor(server)).post('/api/pcsx/auth/register', {
    query,
    json: { email, password: PASSWORD, firstname: 'Sam', lastname: 'Rivera' },
  });

const tokenOf = (link: string): string =>
  decodeURIComponent(new URL(link).hash.replace(/^#token=/, ''));

const readiness = async (server: TestServer) =>
  (await (await fetch(`${server.baseUrl}/readyz`)).json()) as {
    status: string;
    mail?: { pending: number; failed: number };
  };

/** Resolves once `check` holds, looking again as the server works. */
const eventually = async (check: () => Promise<boolean>): Promise<void> => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('mail delivered through a real SMTP relay', () => {
  let relay: TestRelay;
  let server: TestServer;

  beforeAll(async () => {
    relay = await new TestRelay({ users: { portal: 'relay-secret' } }).start();
    server = await startServer({
      mail: smtp(relay.url('portal:relay-secret@')),
      mailTiming: FAST,
    });
    stubOriginEnvironment('PUBLIC_URL', server.baseUrl);
  });
  afterAll(async () => {
    restoreOriginEnvironment();
    await server.close();
    await relay.close();
  });
  afterEach(() => {
    relay.answers = [];
    relay.dropConnections = 0;
    relay.answerDelayMs = 0;
  });

  it('lets a visitor register and confirm from the mail that arrives, with HTML and text parts', async () => {
    const email = uniqueEmail();
    expect((await register(server, email)).status).toBe(202);

    const mail = await relay.waitFor((received) => received.envelopeTo.includes(email));
    expect(mail.user).toBe('portal');
    expect(mail.parsed.from?.value).toEqual([
      { name: 'Northwind Labs Careers', address: 'careers@northwindlabs.com' },
    ]);
    expect(mail.parsed.subject).toBe('Finish creating your Northwind Labs careers account');
    expect(mail.parsed.messageId).toMatch(/^<[0-9a-f-]+@northwindlabs\.com>$/);
    expect(mail.parsed.html).toEqual(expect.stringContaining('/careers/confirm-account'));
    const link = linkIn(mail, '/careers/confirm-account');
    expect(link.startsWith(`${server.baseUrl}/careers/confirm-account#token=`)).toBe(true);

    const confirmed = await (
      await visitor(server)
    ).post('/api/pcsx/auth/register/confirm', { query, json: { token: tokenOf(link) } });
    expect(confirmed.status).toBe(201);
    expect(dataOf<{ user: { email: string } }>(confirmed).user.email).toBe(email);
    // Delivered mail is not kept: no confirmation link stays in the database.
    await eventually(async () => (await readiness(server)).mail?.pending === 0);
    expect((await server.app.pcsx.services.mail.latest(100)).some((m) => m.to === email)).toBe(
      false,
    );
  });

  it('lets a candidate reset their password from the mail', async () => {
    const email = uniqueEmail();
    await register(server, email);
    const confirmLink = linkIn(
      await relay.waitFor((received) => received.envelopeTo.includes(email)),
      '/careers/confirm-account',
    );
    await (
      await visitor(server)
    ).post('/api/pcsx/auth/register/confirm', { query, json: { token: tokenOf(confirmLink) } });

    const asked = await (
      await visitor(server)
    ).post('/api/pcsx/auth/reset_password', { query, json: { email } });
    expect(asked.status).toBe(200);
    const resetMail = await relay.waitFor(
      (received) =>
        received.envelopeTo.includes(email) &&
        (received.parsed.text ?? '').includes('/careers/reset-password#token='),
    );
    const reset = await (
      await visitor(server)
    ).post('/api/pcsx/auth/reset_password/confirm', {
      query,
      json: {
        token: tokenOf(linkIn(resetMail, '/careers/reset-password#token=')),
        password: 'A-new-password-9',
      },
    });
    expect(reset.status).toBe(200);
    const signIn = await (
      await visitor(server)
    ).post('/api/pcsx/auth/login', { query, json: { email, password: 'A-new-password-9' } });
    expect(signIn.status).toBe(200);
  });

  it('mails a saved job closing reminder with a one-click unsubscribe that works', async () => {
    const email = uniqueEmail();
    await register(server, email);
    const confirmLink = linkIn(
      await relay.waitFor((received) => received.envelopeTo.includes(email)),
      '/careers/confirm-account',
    );
    const candidate = await visitor(server);
    await candidate.post('/api/pcsx/auth/register/confirm', {
      query,
      json: { token: tokenOf(confirmLink) },
    });
    const { db, mail } = server.app.pcsx.services;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const closesAt = new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString();
    await notify(
      { db, mail, logFailure: (error) => expect.fail(String(error)) },
      user.id,
      { kind: 'saved_job_closing', positionId: 1001, positionName: 'Data Engineer', closesAt },
      Date.now(),
    );

    const reminder = await relay.waitFor(
      (received) =>
        received.envelopeTo.includes(email) &&
        received.parsed.subject !== undefined &&
        received.parsed.subject.includes('Data Engineer'),
    );
    const header = (name: string) =>
      reminder.parsed.headerLines
        .find((line) => line.key === name)
        ?.line.slice(name.length + 1)
        .trim();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(.+)>$/.exec(header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(unsubscribeUrl.startsWith(`${server.baseUrl}/mail/unsubscribe?token=`)).toBe(true);
    // A mail client's one-click request, with no session.
    const answer = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const settings = dataOf<{ emailNotifications: { savedJobsClosing: boolean; offers: boolean } }>(
      await candidate.get('/api/pcsx/settings', { query }),
    );
    expect(settings.emailNotifications).toMatchObject({ savedJobsClosing: false, offers: true });
  });

  it('retries a relay that answers 4xx, and delivers once it accepts', async () => {
    relay.answers = ['defer', 'defer'];
    const email = uniqueEmail();
    await register(server, email);
    await relay.waitFor((received) => received.envelopeTo.includes(email));
    expect(relay.mailTo(email)).toHaveLength(1);
    expect(relay.attempts).toBeGreaterThanOrEqual(3);
  });

  it('retries a relay that drops the connection', async () => {
    relay.cutOff(2);
    const email = uniqueEmail();
    await register(server, email);
    await relay.waitFor((received) => received.envelopeTo.includes(email));
    expect(relay.mailTo(email)).toHaveLength(1);
    expect(relay.dropConnections).toBe(0);
  });

  it('answers requests at once while the relay is slow, and delivers after', async () => {
    relay.answerDelayMs = 1_500;
    const email = uniqueEmail();
    const started = performance.now();
    expect((await register(server, email)).status).toBe(202);
    const answeredMs = performance.now() - started;
    await relay.waitFor((received) => received.envelopeTo.includes(email));
    const deliveredMs = performance.now() - started;
    // The answer did not wait for the relay's 1.5 s; the mail did.
    expect(answeredMs).toBeLessThan(deliveredMs - 1_000);
  });

  it('stops at a 5xx, counts the mail as failed on /readyz and never sends it again', async () => {
    relay.answers = ['reject'];
    const before = (await readiness(server)).mail?.failed ?? 0;
    const attemptsBefore = relay.attempts;
    const email = uniqueEmail();
    await register(server, email);
    await eventually(async () => (await readiness(server)).mail?.failed === before + 1);
    const ready = await readiness(server);
    expect(ready.status).toBe('ready');
    expect(ready.mail?.pending).toBe(0);
    expect(relay.attempts).toBe(attemptsBefore + 1);
    expect(relay.mailTo(email)).toHaveLength(0);
  });
});

describe('a relay outage', () => {
  it('keeps mail written while the relay is down and delivers every one once it is back', async () => {
    const relay = await new TestRelay().start();
    relay.dropConnections = Number.MAX_SAFE_INTEGER;
    const server = await startServer({ mail: smtp(relay.url()), mailTiming: FAST });
    try {
      const emails = Array.from({ length: 5 }, uniqueEmail);
      for (const email of emails) expect((await register(server, email)).status).toBe(202);
      await eventually(async () => (await readiness(server)).mail?.pending === emails.length);
      relay.dropConnections = 0;
      for (const email of emails)
        await relay.waitFor((received) => received.envelopeTo.includes(email));
      await eventually(async () => (await readiness(server)).mail?.pending === 0);
      for (const email of emails) expect(relay.mailTo(email)).toHaveLength(1);
    } finally {
      await server.close();
      await relay.close();
    }
  });
});

describe('the relay connection', () => {
  it('upgrades with STARTTLS when the relay offers it, and signs with DKIM when configured', async () => {
    const relay = await new TestRelay({ offerStartTls: true }).start();
    const directory = createTempDirectory();
    const keyFile = join(directory, 'dkim.pem');
    writeFileSync(
      keyFile,
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }),
    );
    const settings = mailSettingsFrom(
      {
        // The relay's certificate is its own, self-signed one.
        SMTP_URL: relay.url('', '?tls.rejectUnauthorized=false'),
        MAIL_FROM: FROM,
        DKIM_DOMAIN: 'northwindlabs.com',
        DKIM_SELECTOR: 'mail2026',
        DKIM_PRIVATE_KEY_FILE: keyFile,
      },
      false,
    );
    const server = await startServer({ directory, mail: settings, mailTiming: FAST });
    try {
      const email = uniqueEmail();
      await register(server, email);
      const mail = await relay.waitFor((received) => received.envelopeTo.includes(email));
      expect(mail.secure).toBe(true);
      expect(mail.parsed.headers.get('dkim-signature')).toMatchObject({
        params: { d: 'northwindlabs.com', s: 'mail2026', a: 'rsa-sha256' },
      });
    } finally {
      await server.close();
      await relay.close();
    }
  });
});

describe('the mail settings', () => {
  it('refuse a deployment that could send no mail, unless that is said on purpose', () => {
    expect(() => mailSettingsFrom({}, false)).toThrow(MailSettingsError);
    expect(() => mailSettingsFrom({}, false)).toThrow(/SMTP_URL/);
    expect(mailSettingsFrom({ MAIL_DISABLED: '1' }, false)).toEqual({ mode: 'disabled' });
    expect(mailSettingsFrom({}, true)).toEqual({ mode: 'development' });
    expect(() => mailSettingsFrom({ SMTP_URL: 'smtp://relay:587' }, false)).toThrow(/MAIL_FROM/);
    expect(() => mailSettingsFrom({ SMTP_URL: 'http://relay', MAIL_FROM: FROM }, false)).toThrow(
      /smtp:\/\//,
    );
    expect(() =>
      mailSettingsFrom(
        { SMTP_URL: 'smtps://relay:465', MAIL_FROM: FROM, DKIM_DOMAIN: 'example.com' },
        false,
      ),
    ).toThrow(/DKIM_SELECTOR/);
    expect(mailSettingsFrom({ SMTP_URL: 'smtps://u:p@relay:465', MAIL_FROM: FROM }, false)).toEqual(
      { mode: 'smtp', url: 'smtps://u:p@relay:465', from: FROM, dkim: null },
    );
  });
});

describe.runIf(inject('postgresUrl') !== undefined)('two processes sharing PostgreSQL', () => {
  it('send each mail once, and a mail whose process died mid-send is sent by the other', async () => {
    const relay = await new TestRelay().start();
    const directory = createTempDirectory();
    const database = await createTestDatabase(directory);
    // The first process takes a mail and never finishes it (the relay never answers): as if it
    // were killed mid-send. Its lease is short, so the second process takes the mail over.
    relay.answers = ['hang'];
    const first = await startServer({
      directory,
      database,
      mail: smtp(relay.url()),
      mailTiming: { ...FAST, leaseMs: 1_000 },
    });
    await first.app.pcsx.services.mail.sendMail({
      userId: null,
      to: 'stuck@example.com',
      subject: 'Stuck',
      text: 'Sent twice at most, delivered once.',
    });
    await eventually(() => Promise.resolve(relay.attempts === 1));
    await first.app.pcsx.services.mail.sendMail({
      userId: null,
      to: 'after@example.com',
      subject: 'After',
      text: 'Queued behind the stuck one.',
    });
    const second = await startServer({
      directory,
      database,
      mail: smtp(relay.url()),
      mailTiming: { ...FAST, leaseMs: 1_000 },
    });
    try {
      const addresses = Array.from({ length: 40 }, (_, index) => `many.${index}@example.com`);
      await Promise.all(
        addresses.map((to, index) =>
          (index % 2 === 0 ? first : second).app.pcsx.services.mail.sendMail({
            userId: null,
            to,
            subject: `Mail ${index}`,
            text: 'One of many.',
          }),
        ),
      );
      for (const to of [...addresses, 'stuck@example.com', 'after@example.com'])
        await relay.waitFor((received) => received.envelopeTo.includes(to));
      const ids = relay.received.map((mail) => mail.parsed.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(relay.mailTo('stuck@example.com')).toHaveLength(1);
    } finally {
      await second.close(true);
      await first.close();
      await relay.close();
    }
  });
});

describe('a server started with no way to send mail', () => {
  it('refuses to start and says what to set', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PCSX_DEV_TOOLS: '0',
        SMTP_URL: '',
        MAIL_DISABLED: '',
        PCSX_DB: join(createTempDirectory(), 'never-opened.sqlite'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(said).toContain('The server did not start: No mail delivery is set up');
    expect(said).toContain('MAIL_DISABLED=1');
  });
});

describe('a relay that comes back', () => {
  it('gets every waiting mail at once, not when each one’s back-off ends', async () => {
    const relay = await new TestRelay().start();
    relay.dropConnections = Number.MAX_SAFE_INTEGER;
    let clockMs = Date.now();
    // The server's own back-off (30 s, then 60 s…), on a clock the test moves.
    const server = await startServer({
      mail: smtp(relay.url()),
      mailTiming: { pollMs: 50 },
      now: () => clockMs,
    });
    const { mail } = server.app.pcsx.services;
    /** Attempts made at a mail and finished (its lease let go), while it is still waiting. */
    const finishedAttempts = async (to: string) => {
      const row = await server.app.pcsx.services.db
        .selectFrom('mail_outbox')
        .select(['attempts', 'lease_until_ms'])
        .where('to_address', '=', to)
        .executeTakeFirst();
      return row?.lease_until_ms === null ? row.attempts : undefined;
    };
    try {
      await mail.sendMail({ userId: null, to: 'early@example.com', subject: 'Early', text: 'A' });
      await eventually(async () => (await finishedAttempts('early@example.com')) === 1);
      clockMs += 34_000;
      await eventually(async () => (await finishedAttempts('early@example.com')) === 2);
      // The early mail now waits 54 to 66 s; the late one 27 to 33 s (the back-off, with jitter).
      await mail.sendMail({ userId: null, to: 'late@example.com', subject: 'Late', text: 'B' });
      await eventually(async () => (await finishedAttempts('late@example.com')) === 1);
      relay.dropConnections = 0;
      clockMs += 34_000;
      await relay.waitFor((received) => received.envelopeTo.includes('late@example.com'));
      // The clock has not reached the early mail's next attempt: it went because the relay is back.
      await relay.waitFor((received) => received.envelopeTo.includes('early@example.com'));
      expect(relay.mailTo('early@example.com')).toHaveLength(1);
    } finally {
      await server.close();
      await relay.close();
    }
  });
});

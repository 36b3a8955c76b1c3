import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeLink, unsubscribeToken } from '../src/mail/unsubscribe';
import {
  dataOf,
  DOMAIN,
  registeredClient,
  restoreOriginEnvironment,
  startServer,
  stubOriginEnvironment,
  type TestServer,
} from './helpers';

const query = { domain: DOMAIN };

interface EmailSettings {
  emailNotifications: { offers: boolean; interviews: boolean };
}

describe('unsubscribe tokens', () => {
  const secret = 'a-secret-of-this-server';

  it('name what they stop, and nothing else reads as one', () => {
    const scope = { kind: 'preference', userId: 12, preference: 'email_offers' } as const;
    const token = unsubscribeToken(secret, scope);
    expect(readUnsubscribeToken(secret, token)).toEqual(scope);
    expect(
      readUnsubscribeToken(secret, unsubscribeToken(secret, { kind: 'alert', alertId: 7 })),
    ).toEqual({
      kind: 'alert',
      alertId: 7,
    });
    // Another server's token, another user's payload under this signature, and garbage.
    expect(readUnsubscribeToken('another-secret', token)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('p.13.email_offers').toString('base64url')}.${signature}`;
    expect(readUnsubscribeToken(secret, forged)).toBeNull();
    expect(readUnsubscribeToken(secret, 'not-a-token')).toBeNull();
    expect(readUnsubscribeToken(secret, `${token}.more`)).toBeNull();
  });
});

describe('one-click unsubscribe from a notification mail', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ devTools: true });
    stubOriginEnvironment('PUBLIC_URL', server.baseUrl);
  });
  afterAll(async () => {
    restoreOriginEnvironment();
    await server.close();
  });

  let count = 0;
  const candidateWithLink = async (preference: 'email_offers' | 'email_interviews') => {
    const email = `unsubscribe.${(count += 1)}.${Date.now()}@example.com`;
    const client = await registeredClient(server, { email });
    const { db } = server.app.pcsx.services;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const link = await unsubscribeLink(
      db,
      { kind: 'preference', userId: user.id, preference },
      'en',
    );
    return { client, link };
  };

  const emailSettings = async (client: Awaited<ReturnType<typeof registeredClient>>) =>
    dataOf<EmailSettings>(await client.get('/api/pcsx/settings', { query })).emailNotifications;

  it('asks first when the link is opened, changing nothing', async () => {
    const { client, link } = await candidateWithLink('email_offers');
    expect(link.startsWith(`${server.baseUrl}/mail/unsubscribe?token=`)).toBe(true);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop emails about “Job offers”?');
    expect(html).toContain('<form method="post"');
    expect((await emailSettings(client)).offers).toBe(true);
  });

  it('turns the setting off on a mail client one-click request, with no session or CSRF token', async () => {
    const { client, link } = await candidateWithLink('email_interviews');
    const answer = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('You will no longer get emails about “Interviews”.');
    const settings = await emailSettings(client);
    expect(settings.interviews).toBe(false);
    expect(settings.offers).toBe(true);
  });

  it('answers a link it did not write with a page that says so, changing nothing', async () => {
    const { client, link } = await candidateWithLink('email_offers');
    const tampered = link.replace(/token=[^&]+/, (token) => `${token.slice(0, -2)}xx`);
    for (const method of ['GET', 'POST']) {
      const answer = await fetch(tampered, { method });
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('This unsubscribe link is not valid.');
    }
    expect((await emailSettings(client)).offers).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedKey } from '../src/limits/keys';
import { Client, DOMAIN, registeredClient, startServer, type TestServer } from './helpers';

const query = { domain: DOMAIN };
const GENEROUS = { limit: 100_000, windowMs: 60_000 };
const AT_ONCE = 12;

/**
 * Failed sign-ins of one account from many new browsers at the same moment: each is counted
 * towards the account's back-off, on PostgreSQL as on SQLite, and none is a 500.
 */
describe('sign-ins of one account at once', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The account's back-off, not the address's limit, is under test: every attempt is let in.
    server = await startServer({
      rateLimits: {
        api: GENEROUS,
        login: GENEROUS,
        loginBackOff: { freeFailures: 1_000 },
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts every failure, with no 500', async () => {
    const email = `at.once.${Date.now()}@example.com`;
    await registeredClient(server, { email });
    const browsers = await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        const browser = new Client(server.baseUrl);
        await browser.boot();
        return browser;
      }),
    );
    const answers = await Promise.all(
      browsers.map((browser) =>
        browser.post('/api/pcsx/auth/login', {
          query,
          json: { email, password: 'not the password' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(401));
    const row = await server.app.pcsx.services.db
      .selectFrom('throttle_accounts')
      .select('failures')
      .where('account', '=', storedKey('sign-in-account', email))
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(AT_ONCE);
  });
});

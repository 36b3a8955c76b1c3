import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import {
  Client,
  DOMAIN,
  PASSWORD,
  accountConfirmationToken,
  dataOf,
  registeredClient,
  startServer,
  type TestServer,
} from './helpers';

type Schemas = components['schemas'];

const query = { domain: DOMAIN };

const bootUser = async (client: Client) =>
  dataOf<Schemas['BootData']>(await client.get('/api/pcsx/boot', { query })).user;

describe('the time zone a candidate saves', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is saved and read back by its current IANA name, and the session carries it', async () => {
    const candidate = await registeredClient(server);
    for (const [sent, current] of [
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['America/Godthab', 'America/Nuuk'],
      ['Asia/Tokyo', 'Asia/Tokyo'],
    ] as const) {
      const saved = dataOf<Schemas['CandidateSettings']>(
        await candidate.post('/api/pcsx/settings', { query, json: { timezone: sent } }),
      );
      expect(saved.timezone).toBe(current);
      expect((await bootUser(candidate))?.timezone).toBe(current);
    }
  });

  it('refuses a zone that does not exist', async () => {
    const candidate = await registeredClient(server);
    const answer = await candidate.post('/api/pcsx/settings', {
      query,
      json: { timezone: 'Mars/Olympus_Mons' },
    });
    expect(answer.status).toBe(422);
  });

  it('starts as the zone of the browser that created the account, by its current name', async () => {
    const browser = new Client(server.baseUrl);
    await browser.boot();
    const email = `time.zone.${Date.now()}@example.com`;
    const registered = await browser.post('/api/pcsx/auth/register', {
      query,
      json: { email, password: PASSWORD, firstname: 'Olena', lastname: 'Shevchenko' },
    });
    expect(registered.status, registered.text).toBe(202);
    const confirmed = await browser.post('/api/pcsx/auth/register/confirm', {
      query,
      json: { token: accountConfirmationToken(server, email) },
      headers: { 'x-pcsx-timezone': 'Europe/Kiev' },
    });
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(dataOf<Schemas['AuthResult']>(confirmed).user.timezone).toBe('Europe/Kyiv');
    expect(
      dataOf<Schemas['CandidateSettings']>(await browser.get('/api/pcsx/settings', { query }))
        .timezone,
    ).toBe('Europe/Kyiv');
  });
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { Client, registeredClient, signedInClient, startServer, type TestServer } from './helpers';
import {
  CONCURRENT_WRITE_SCENARIOS,
  runsOn,
  type ConcurrencySite,
} from './support/concurrent-writes';

/** Writes sent at once by several browsers of one account, to one server. */
describe('writes at once from several browsers of one account', () => {
  let server: TestServer;
  let site: ConcurrencySite;
  let candidates = 0;

  beforeAll(async () => {
    // Every test sends hundreds of calls from one address within seconds.
    const plenty = { limit: 100_000, windowMs: 60_000 };
    server = await startServer({
      devTools: true,
      rateLimits: {
        api: plenty,
        account: plenty,
        accountUploads: plenty,
        registrationPerAddress: plenty,
      },
    });
    const signIn = (email: string, browsers: number) =>
      Promise.all(Array.from({ length: browsers }, () => signedInClient(server, email)));
    site = {
      newCandidate: async (browsers) => {
        candidates += 1;
        const email = `concurrent.${candidates}.${Date.now()}@example.com`;
        const first = await registeredClient(server, { email });
        return { email, browsers: [first, ...(await signIn(email, browsers - 1))] };
      },
      signIn,
      employer: async () => {
        const employer = new Client(server.baseUrl);
        await employer.boot();
        return employer;
      },
      db: server.app.pcsx.services.db,
    };
  });
  afterAll(async () => {
    await server.close();
  });

  for (const scenario of CONCURRENT_WRITE_SCENARIOS) {
    it(scenario.name, async ({ skip }) => {
      if (!runsOn(scenario, site.db)) skip();
      await scenario.run(site);
    });
  }
});

// The reference server as `server/src/main.ts` starts it, set up for the load-and-soak bench:
// behind a trusted proxy on loopback, so each simulated visitor brings its own address in
// `X-Forwarded-For` and meets the per-address limits as in production, and with the per-account
// ceiling lifted, since the bench signs in a handful of accounts and sends thousands of calls each.
import { buildApp } from '../../server/src/app';
import { toSearchCriteria } from '../../server/src/search/criteria';

const port = Number(process.env.PORT ?? 4193);
const database = process.env.PCSX_DB;
if (database === undefined) throw new Error('PCSX_DB must name the bench database');

const app = await buildApp({
  database,
  positions: Number(process.env.PCSX_POSITIONS ?? 20_000),
  logger: { level: 'warn' },
  trustProxy: ['127.0.0.1'],
  rateLimits: { account: { limit: 1_000_000_000, windowMs: 60_000 } },
});
await app.pcsx.services.search.search(toSearchCriteria({}), 0, 10);
await app.listen({ port, host: '127.0.0.1' });
console.log(`Load-soak server ready on ${port}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });

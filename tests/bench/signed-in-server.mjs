// The reference server for the signed-in bench (signed-in.mjs): `DATABASE_URL` (PostgreSQL) or
// else `PCSX_DB` (a SQLite file), `PCSX_POSITIONS` positions, behind a trusted proxy on loopback
// (each simulated browser brings its own address in `X-Forwarded-For`) and with the per-account
// ceiling lifted, since a few accounts send thousands of calls each. Before it listens, it gives
// the busy candidates (busy-candidates.mjs) their data.
import { buildApp } from '../../server/src/app';
import { toSearchCriteria } from '../../server/src/search/criteria';
import { seedBusyCandidates } from './busy-candidates.mjs';

const port = Number(process.env.PORT ?? 4195);
const database = process.env.DATABASE_URL ?? process.env.PCSX_DB;
if (database === undefined) throw new Error('DATABASE_URL or PCSX_DB must name the bench database');

const app = await buildApp({
  database,
  positions: Number(process.env.PCSX_POSITIONS ?? 20_000),
  logger: { level: 'warn' },
  trustProxy: ['127.0.0.1'],
  rateLimits: { account: { limit: 1_000_000_000, windowMs: 60_000 } },
});
await seedBusyCandidates(app.pcsx.services.db, Date.now());
await app.pcsx.services.search.search(toSearchCriteria({}), 0, 10);
await app.listen({ port, host: '127.0.0.1' });
console.log(`Signed-in bench server ready on ${port}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });

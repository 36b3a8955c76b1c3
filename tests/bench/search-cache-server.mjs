// The reference server for the search cache bench (search-cache.mjs): `PCSX_DB` (a SQLite file,
// seeded when new) with `PCSX_POSITIONS` positions, on `PORT`, behind a trusted proxy on loopback
// (each simulated visitor brings its own address in `X-Forwarded-For`). Over its IPC channel it
// switches a cache off or on through its owner, `SearchCache` (`{ cache, on }`), and answers
// `counts` with every cache's lookups since the last `reset`.
import { buildApp } from '../../server/src/app';

const port = Number(process.env.PORT ?? 4196);
const database = process.env.PCSX_DB;
if (database === undefined) throw new Error('PCSX_DB must name the bench database');

const app = await buildApp({
  database,
  positions: Number(process.env.PCSX_POSITIONS ?? 20_000),
  logger: { level: 'warn' },
  trustProxy: ['127.0.0.1'],
});
const { searchCache, search } = app.pcsx.services;
await search.warmUp();
await app.listen({ port, host: '127.0.0.1' });
process.on('message', (message) => {
  if (message === 'counts') process.send?.(searchCache.counts());
  if (message === 'reset') {
    searchCache.resetCounts();
    process.send?.('reset');
  }
  if (typeof message === 'object' && message !== null) {
    searchCache.switchCache(message.cache, message.on);
    process.send?.('switched');
  }
});
console.log(`Search cache bench server ready on ${port}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });

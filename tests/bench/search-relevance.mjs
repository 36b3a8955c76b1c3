// Search relevance on the demo data (20,000 positions): the judged queries of tests/relevance,
// with the zero-result rate and mean precision@10, overall and per kind of query, the worst queries, and how long each search took
// in the engine (uncached, one at a time).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServices } from '../../server/src/services.ts';
import { toSearchCriteria } from '../../server/src/search/criteria.ts';
import { DEFAULT_POSITION_COUNT } from '../../server/src/seed/index.ts';
import { positionFacts } from '../../server/test/relevance-facts.ts';
import { judge, scoresByKind, worstQueries } from '../relevance/judge.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const directory = mkdtempSync(join(tmpdir(), 'pcsx-relevance-'));
try {
  const { services } = await createServices({
    database: join(directory, 'pcsx.sqlite'),
    formSchemasDir: join(root, 'schemas', 'forms'),
    synonymsPath: join(root, 'server', 'search-synonyms.txt'),
    searchFiltersPath: join(root, 'server', 'search-filters.txt'),
    positions: DEFAULT_POSITION_COUNT,
    checkSchema: () => [],
  });
  // The first search loads the index; it is not a searcher's time.
  await services.search.search(toSearchCriteria({}, 'en'), 0, 10);
  const took = [];
  const report = await judge(async (query, location, locale) => {
    const started = performance.now();
    // As the search route does: the places and filters the text names are read out of it first.
    const { criteria } = await services.search.understand(
      toSearchCriteria({ query, location }, locale),
      new Set(),
    );
    const page = await services.search.search(criteria, 0, 10);
    took.push(performance.now() - started);
    return { count: page.count, ids: page.ids, relaxed: page.advice?.relaxed ?? false };
  }, positionFacts(services.db));
  took.sort((a, b) => a - b);
  const percentile = (share) => took[Math.min(took.length - 1, Math.floor(share * took.length))];
  console.log(
    `Search relevance, ${report.scores.length} judged queries (${DEFAULT_POSITION_COUNT} positions):`,
  );
  console.log(`  zero-result rate       ${(report.zeroResultRate * 100).toFixed(1)} %`);
  console.log(`  mean precision@10      ${report.meanPrecisionAt10.toFixed(3)}`);
  console.log(
    `  out-of-domain matches  ${report.outOfDomainMatches.map(({ query, count }) => `${query} (${count})`).join(', ') || 'none'}`,
  );
  console.log(
    `  engine time per search p50 ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms`,
  );
  console.log('  by kind of query: zero-result rate, mean precision@10');
  for (const kind of scoresByKind(report)) {
    console.log(
      `    ${kind.kind.padEnd(15)} ${(kind.zeroResultRate * 100).toFixed(0).padStart(3)} %  ${kind.meanPrecisionAt10.toFixed(3)}  (${kind.queries} queries)`,
    );
  }
  console.log('  worst queries:');
  for (const score of worstQueries(report, 8)) {
    const where = score.query.location ? ` in ${score.query.location}` : '';
    const language = score.query.locale ? ` [${score.query.locale}]` : '';
    console.log(
      `    ${score.precisionAt10.toFixed(1)}  "${score.query.query}"${where}${language} (${score.count} results)`,
    );
  }
  await services.db.destroy();
} finally {
  rmSync(directory, { recursive: true, force: true });
}

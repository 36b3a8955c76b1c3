import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests that never open a database (or test SQLite's own migration history) run once. */
const WITHOUT_A_SERVER = [
  'server/test/compose-mail.test.ts',
  'server/test/form-schemas.test.ts',
  'server/test/lru.test.ts',
  'server/test/migrations.test.ts',
  'server/test/search-filters.test.ts',
  'server/test/settings.test.ts',
  'server/test/text-analysis.test.ts',
  'server/test/worker-pool.test.ts',
];

/** Tests of several processes sharing a database: PostgreSQL only, as deployments run them. */
const SHARED_POSTGRES_ONLY = [
  'server/test/concurrent-writes-two-processes.test.ts',
  'server/test/two-processes.test.ts',
  'server/test/workers.test.ts',
];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['server/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file starts its own server on a temporary database.
    fileParallelism: true,
    maxWorkers: 2,
    // Every server test runs on both databases: SQLite files, and a throwaway PostgreSQL cluster.
    projects: [
      { extends: true, test: { name: 'sqlite', exclude: SHARED_POSTGRES_ONLY } },
      {
        extends: true,
        test: {
          name: 'postgres',
          exclude: WITHOUT_A_SERVER,
          globalSetup: ['server/test/support/postgres-cluster-setup.ts'],
        },
      },
    ],
  },
});

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { inject } from 'vitest';
import { dropDatabase, ensureDatabase } from '../../../scripts/postgres-cluster.mjs';
import { isPostgresUrl } from '../../src/db/dialect';
import './postgres-cluster-setup';

const TEST_DATABASE = /^pcsx_test_[0-9a-f]+$/;

/**
 * A new database for a test server: a SQLite file in the test's directory, or, in the PostgreSQL
 * project, a new database in the throwaway cluster. Returns its location (see `openDatabase`).
 */
export const createTestDatabase = async (directory: string): Promise<string> => {
  const clusterUrl = inject('postgresUrl');
  if (clusterUrl === undefined) return join(directory, 'pcsx.sqlite');
  return ensureDatabase(clusterUrl, `pcsx_test_${randomBytes(6).toString('hex')}`);
};

/** Removes a database `createTestDatabase` made in the cluster; SQLite files go with their directory. */
export const dropTestDatabase = async (location: string): Promise<void> => {
  const clusterUrl = inject('postgresUrl');
  if (clusterUrl === undefined || !isPostgresUrl(location)) return;
  const name = new URL(location).pathname.slice(1);
  if (!TEST_DATABASE.test(name)) throw new Error(`Not a test database: ${name}`);
  await dropDatabase(clusterUrl, name);
};

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { isPostgresUrl } from '../../src/db/dialect';
import './postgres-cluster-setup';

export const testsRunOnPostgres = (): boolean => inject('postgresUrl') !== undefined;

const withAdmin = async (run: (client: pg.Client) => Promise<void>): Promise<void> => {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/**
 * A new database for a test server: a SQLite file in the test's directory, or, in the PostgreSQL
 * project, a new database in the throwaway cluster. Returns its location (see `openDatabase`).
 */
export const createTestDatabase = async (directory: string): Promise<string> => {
  const adminUrl = inject('postgresUrl');
  if (adminUrl === undefined) return join(directory, 'pcsx.sqlite');
  const name = `pcsx_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`).then(() => undefined));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Removes a database `createTestDatabase` made in the cluster; SQLite files go with their directory. */
export const dropTestDatabase = async (location: string): Promise<void> => {
  if (!isPostgresUrl(location)) return;
  const name = new URL(location).pathname.slice(1);
  if (!/^pcsx_test_[0-9a-f]+$/.test(name)) throw new Error(`Not a test database: ${name}`);
  await withAdmin((client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  );
};

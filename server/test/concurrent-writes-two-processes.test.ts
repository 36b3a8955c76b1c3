import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import type { Database } from '../src/db/schema';
import { Client, createTempDirectory, DOMAIN, PASSWORD, writeTestDist } from './helpers';
import { freePort, watchOutput } from './support/child-server';
import { CONCURRENT_WRITE_SCENARIOS, type ConcurrencySite } from './support/concurrent-writes';
import { linkIn, TestRelay } from './support/smtp-relay';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

const query = { domain: DOMAIN };

/**
 * The same writes at once as `concurrent-writes.test.ts`, to `WORKERS=2`: two server processes
 * on one port sharing PostgreSQL, each with its own connections. The browsers' connections
 * spread over both, as a load balancer spreads them.
 */
describe('writes at once from several browsers of one account, to two server processes', () => {
  let directory: string;
  let database: string;
  let db: Kysely<Database>;
  let relay: TestRelay;
  let server: ReturnType<typeof spawn>;
  let exited: Promise<unknown>;
  let site: ConcurrencySite;
  let candidates = 0;

  beforeAll(async () => {
    relay = await new TestRelay().start();
    directory = createTempDirectory();
    database = await createTestDatabase(directory);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATABASE_URL: database,
        WORKERS: '2',
        PCSX_POSITIONS: '2000',
        PCSX_DIST: writeTestDist(directory),
        PCSX_DEV_TOOLS: '1',
        // Every test sends hundreds of calls from one address within seconds.
        PCSX_RATE_LIMIT_FACTOR: '100',
        SMTP_URL: relay.url(),
        MAIL_FROM: 'Northwind Labs Careers <careers@northwindlabs.com>',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => server.once('exit', resolve));
    await watchOutput(server).waitFor((line) => line.includes('(2 server processes)'));
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database, max: 4 }) }),
    });

    const signIn = async (email: string, browsers: number) => {
      const clients: Client[] = [];
      for (let count = 0; count < browsers; count += 1) {
        const client = new Client(baseUrl);
        await client.login(email);
        clients.push(client);
      }
      return clients;
    };
    site = {
      newCandidate: async (browsers) => {
        candidates += 1;
        const email = `two.processes.concurrent.${candidates}.${Date.now()}@example.com`;
        const visitor = new Client(baseUrl);
        await visitor.boot();
        const registered = await visitor.post('/api/pcsx/auth/register', {
          query,
          json: { email, password: PASSWORD, firstname: 'Robin', lastname: 'Lee' },
        });
        expect(registered.status, registered.text).toBe(202);
        const mail = await relay.waitFor((each) => each.envelopeTo.includes(email));
        const token = decodeURIComponent(
          linkIn(mail, '/careers/confirm-account').split('#token=')[1] ?? '',
        );
        const confirmed = await visitor.post('/api/pcsx/auth/register/confirm', {
          query,
          json: { token },
        });
        expect(confirmed.status, confirmed.text).toBe(201);
        return { email, browsers: [visitor, ...(await signIn(email, browsers - 1))] };
      },
      signIn,
      employer: async () => {
        const employer = new Client(baseUrl);
        await employer.boot();
        return employer;
      },
      db,
    };
    // Two processes load their indexes at once: on a busy machine that takes a while.
  }, 120_000);

  afterAll(async () => {
    server.kill('SIGKILL');
    await exited;
    await db.destroy();
    await dropTestDatabase(database);
    rmSync(directory, { recursive: true, force: true });
    await relay.close();
  });

  for (const scenario of CONCURRENT_WRITE_SCENARIOS) {
    it(scenario.name, () => scenario.run(site));
  }
});

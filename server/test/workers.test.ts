import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { REPO_ROOT } from '../src/app';
import { DEMO_CANDIDATE_EMAIL } from '../src/seed/candidates';
import { Client, createTempDirectory, dataOf, DOMAIN, writeTestDist } from './helpers';
import { freePort, watchOutput } from './support/child-server';
import { TestRelay } from './support/smtp-relay';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

type SavedPositions = components['schemas']['SavedPositionList'];
type SearchResult = components['schemas']['PositionSearchResult'];

const query = { domain: DOMAIN };

/** The server processes (not tools such as esbuild) whose parent is `pid`, read from /proc. */
const workersOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
        // The parent id is the second field after the command, which is in parentheses.
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = readFileSync(join('/proc', entry, 'cmdline'), 'utf8');
        return parent === pid && command.includes('server/src/main.ts');
      } catch {
        return false;
      }
    })
    .map(Number);

const startMain = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PCSX_DEV_TOOLS: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: watchOutput(child) };
};

describe('WORKERS=2: two server processes on one port, sharing PostgreSQL', () => {
  let directory: string;
  let database: string;
  let port: number;
  let server: ReturnType<typeof startMain>;
  let relay: TestRelay;

  beforeAll(async () => {
    relay = await new TestRelay().start();
    directory = createTempDirectory();
    database = await createTestDatabase(directory);
    port = await freePort();
    server = startMain({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database,
      WORKERS: '2',
      PCSX_POSITIONS: '2000',
      PCSX_DIST: writeTestDist(directory),
      SMTP_URL: relay.url(),
      MAIL_FROM: 'Northwind Labs Careers <careers@northwindlabs.com>',
    });
    await server.output.waitFor((line) => line.includes('(2 server processes)'));
  });

  afterAll(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    await dropTestDatabase(database);
    rmSync(directory, { recursive: true, force: true });
    await relay.close();
  });

  it(
    'keeps answering when one process is killed under load, and loses nothing it acknowledged',
    {
      timeout: 90_000,
    },
    async () => {
      const pid = server.child.pid ?? 0;
      const workers = workersOf(pid);
      expect(workers).toHaveLength(2);
      const baseUrl = `http://127.0.0.1:${port}`;
      const candidate = new Client(baseUrl);
      await candidate.login(DEMO_CANDIDATE_EMAIL);

      const acknowledged = new Set<number>();
      const failures: string[] = [];
      let answeredAfterKill = 0;
      let killed = false;
      const positionIds: number[] = [];
      for (const start of [0, 60]) {
        const page = dataOf<SearchResult>(
          await candidate.get('/api/pcsx/search', { query: { ...query, start, num: 60 } }),
        );
        positionIds.push(...page.positions.map((position) => position.id));
      }
      expect(positionIds).toHaveLength(120);
      const save = async (id: number) => {
        try {
          // A request the killed process took and never answers is given up, never acknowledged.
          const answer = await candidate.put(`/api/pcsx/positions/saved/${id}`, {
            query,
            json: query,
            signal: AbortSignal.timeout(15_000),
          });
          if (answer.status === 200) acknowledged.add(id);
          else failures.push(`${answer.status} ${answer.text}`);
          if (killed && answer.status === 200) answeredAfterKill += 1;
        } catch (error) {
          // The connection of a request in flight on the killed process: never acknowledged.
          failures.push(String(error instanceof Error ? (error.cause ?? error) : error));
        }
      };
      const load = async (lane: number) => {
        for (let index = lane; index < positionIds.length; index += 4) {
          await save(positionIds[index] ?? 0);
          // A third of the way through, one process dies without warning.
          if (!killed && acknowledged.size >= 40) {
            killed = true;
            process.kill(workers[0] ?? 0, 'SIGKILL');
          }
        }
      };
      await Promise.all([0, 1, 2, 3].map(load));

      expect(killed).toBe(true);
      expect(answeredAfterKill).toBeGreaterThan(60);
      // Only requests sent on the killed process's connections can have failed: one in flight per
      // lane, and at most one more that met a connection not yet seen to be closed.
      expect(failures.length, failures.join('\n')).toBeLessThanOrEqual(8);
      const saved = new Set(
        dataOf<SavedPositions>(
          await candidate.get('/api/pcsx/positions/saved', { query }),
        ).positions.map((position) => position.id),
      );
      for (const id of acknowledged) expect(saved.has(id), `saved job ${id}`).toBe(true);
    },
  );

  // A process of its own, which loads the indexes: on a busy machine that takes a while.
  it('starts a process in place of the killed one', { timeout: 120_000 }, async () => {
    const pid = server.child.pid ?? 0;
    await server.output.waitFor((line) => line.includes('starting another'));
    await expect.poll(() => workersOf(pid).length, { timeout: 100_000 }).toBe(2);
    const candidate = new Client(`http://127.0.0.1:${port}`);
    await candidate.login(DEMO_CANDIDATE_EMAIL);
    expect((await candidate.get('/api/pcsx/positions/saved', { query })).status).toBe(200);
  });

  it('delivers each mail once, whichever process wrote it and whichever sends it', async () => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const emails = Array.from(
      { length: 30 },
      (_, index) => `workers.mail.${index}.${Date.now()}@example.com`,
    );
    // A browser each: their connections spread over both processes, and so do the mails written.
    await Promise.all(
      emails.map(async (email) => {
        const visitor = new Client(baseUrl);
        await visitor.boot();
        const answer = await visitor.post('/api/pcsx/auth/register', {
          query,
          json: { email, password: 'Workers-Mail-1', firstname: 'Ada', lastname: 'Moss' },
        });
        expect(answer.status, answer.text).toBe(202);
      }),
    );
    for (const email of emails) await relay.waitFor((mail) => mail.envelopeTo.includes(email));
    await expect
      .poll(async () => {
        const ready = (await (await fetch(`${baseUrl}/readyz`)).json()) as {
          mail: { pending: number };
        };
        return ready.mail.pending;
      })
      .toBe(0);
    for (const email of emails) expect(relay.mailTo(email), email).toHaveLength(1);
    const ids = relay.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stops every process after their requests in flight on SIGTERM, and exits 0', async () => {
    const pid = server.child.pid ?? 0;
    const workers = workersOf(pid);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output.lines.join('\n')).toBe(0);
    for (const worker of workers) expect(() => process.kill(worker, 0)).toThrow();
  });
});

describe('WORKERS above 1 on SQLite', () => {
  it('refuses to start, saying the processes need PostgreSQL', async () => {
    const directory = createTempDirectory();
    const started = startMain({
      PORT: String(await freePort()),
      PCSX_DB: join(directory, 'pcsx.sqlite'),
      WORKERS: '2',
    });
    expect(await started.exited).not.toBe(0);
    expect(started.output.lines.join('\n')).toContain(
      'WORKERS above 1 needs DATABASE_URL: the processes share PostgreSQL',
    );
    rmSync(directory, { recursive: true, force: true });
  });
});

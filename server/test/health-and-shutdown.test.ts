import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  gracefulShutdown,
  type ShutdownOptions,
} from '../src/http/shutdown';
import { isPostgresUrl } from '../src/db/dialect';
import { DEMO_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  Client,
  createTempDirectory,
  DOMAIN,
  PASSWORD,
  startServer,
  writeTestDist,
  type TestServer,
} from './helpers';
import { freePort, logEntry, watchOutput } from './support/child-server';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A GET on a connection of its own, with the headers as sent (`Connection` included). */
const rawGet = (url: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    }).on('error', reject);
  });

describe('health, readiness and request ids', () => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startServer({
      positions: 200,
      // Tight, so the polls below would meet the limit if they counted against it.
      rateLimits: { api: { limit: 10, windowMs: 60_000 } },
      logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers /healthz and /readyz uncached, unlimited and without logging each poll', async () => {
    for (let poll = 0; poll < 15; poll += 1) {
      for (const [path, status] of [
        ['/healthz', 'ok'],
        ['/readyz', 'ready'],
      ] as const) {
        const answer = await fetch(`${server.baseUrl}${path}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(answer.headers.get('content-type')).toContain('application/json');
        expect(await answer.json()).toEqual({ status });
      }
    }
    expect(logLines.filter((line) => /\/(healthz|readyz)/.test(line))).toEqual([]);
  });

  it('keeps a safe X-Request-Id, replaces any other, and logs the request under it', async () => {
    const idOf = async (path: string, requestId?: string) =>
      (
        await fetch(`${server.baseUrl}${path}`, {
          headers: requestId === undefined ? {} : { 'x-request-id': requestId },
        })
      ).headers.get('x-request-id');

    expect(await idOf('/healthz', 'lb-42_a.B')).toBe('lb-42_a.B');
    expect(await idOf('/healthz')).toMatch(UUID);
    for (const unsafe of ['has space', 'x'.repeat(65), 'a;b', '"quoted"', ''])
      expect(await idOf('/healthz', unsafe)).toMatch(UUID);

    const api = await fetch(`${server.baseUrl}/api/pcsx/boot?domain=${DOMAIN}`, {
      headers: { 'x-request-id': 'trace-api.1' },
    });
    expect(api.status).toBe(200);
    expect(api.headers.get('x-request-id')).toBe('trace-api.1');
    const logged = logLines.map(logEntry).filter((entry) => entry?.reqId === 'trace-api.1');
    expect(logged.map((entry) => entry?.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('names the request id on errors and pages', async () => {
    for (const [path, status] of [
      ['/api/pcsx/no-such-operation', 404],
      ['/careers/%E0%A4%A', 400],
      ['/careers', 200],
    ] as const) {
      const answer = await fetch(`${server.baseUrl}${path}`, {
        headers: { 'x-request-id': `trace-${status}`, accept: 'text/html' },
      });
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('x-request-id'), path).toBe(`trace-${status}`);
    }
  });

  it('answers /readyz 503 with an error body when the database fails, /healthz 200', async () => {
    await server.app.pcsx.services.db.destroy();
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'not-ready',
      error: { status: 503, code: 'internal', message: 'The database did not answer.' },
    });
    expect(logLines.some((line) => line.includes('Readiness check'))).toBe(true);
    const live = await fetch(`${server.baseUrl}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 once shutdown begins, closing the connection', async () => {
    server.app.pcsx.readiness.beginShutdown();
    const ready = await rawGet(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.connection).toBe('close');
    expect(JSON.parse(ready.body)).toEqual({
      status: 'not-ready',
      error: { status: 503, code: 'internal', message: 'The server is shutting down.' },
    });
  });
});

describe('shutdown on a signal', () => {
  const quietLog: ShutdownOptions['log'] = { info: () => undefined, error: () => undefined };

  /** A shutdown handler whose exit is recorded instead of ending the test run. */
  const shutdownWith = (
    options: Pick<ShutdownOptions, 'beginShutdown' | 'close' | 'timeoutMs'>,
  ) => {
    let exit: (code: number) => void = () => undefined;
    const exited = new Promise<number>((resolve) => (exit = resolve));
    const shutdown = gracefulShutdown({ ...options, log: quietLog, exit: (code) => exit(code) });
    return { shutdown, exited };
  };

  it('turns readiness off first, then closes and exits 0', async () => {
    const steps: string[] = [];
    const { shutdown, exited } = shutdownWith({
      beginShutdown: () => steps.push('not ready'),
      close: () => {
        steps.push('closed');
        return Promise.resolve();
      },
      timeoutMs: DEFAULT_SHUTDOWN_TIMEOUT_MS,
    });
    shutdown('SIGTERM');
    expect(await exited).toBe(0);
    expect(steps).toEqual(['not ready', 'closed']);
  });

  it('exits 1 at once on a second signal', async () => {
    let finishClose: () => void = () => undefined;
    const { shutdown, exited } = shutdownWith({
      beginShutdown: () => undefined,
      close: () => new Promise<void>((resolve) => (finishClose = resolve)),
      timeoutMs: DEFAULT_SHUTDOWN_TIMEOUT_MS,
    });
    shutdown('SIGTERM');
    shutdown('SIGINT');
    expect(await exited).toBe(1);
    // Lets the first shutdown end, which clears its timer.
    finishClose();
  });

  it('exits 1 when requests are still in flight after the timeout', async () => {
    const { shutdown, exited } = shutdownWith({
      beginShutdown: () => undefined,
      close: () => new Promise<void>(() => undefined),
      timeoutMs: 20,
    });
    shutdown('SIGTERM');
    expect(await exited).toBe(1);
  });

  it('exits 1 when closing fails', async () => {
    const { shutdown, exited } = shutdownWith({
      beginShutdown: () => undefined,
      close: () => Promise.reject(new Error('stuck')),
      timeoutMs: DEFAULT_SHUTDOWN_TIMEOUT_MS,
    });
    shutdown('SIGTERM');
    expect(await exited).toBe(1);
  });
});

/** A port nothing listens on (for a moment). */
/** Tries new connections until one is refused: the server has stopped listening. */
const untilRefused = async (port: number): Promise<void> => {
  for (;;) {
    const refused = await new Promise<boolean>((resolve, reject) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      // A probe caught in the accept queue as the listener closes is reset: try again.
      probe.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') resolve(true);
        else if (error.code === 'ECONNRESET') resolve(false);
        else reject(error);
      });
    });
    if (refused) return;
  }
};

/** Everything the server sends on a connection until it closes it; a reset fails. */
const readUntilClosed = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('error', reject);
    socket.once('end', () => resolve(text));
  });

describe('graceful shutdown of the server process', () => {
  it('answers the request in flight, closes the connections with none, refuses new ones and exits 0 on SIGTERM', async () => {
    const directory = createTempDirectory();
    const database = await createTestDatabase(directory);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...(isPostgresUrl(database) ? { DATABASE_URL: database } : { PCSX_DB: database }),
        PCSX_POSITIONS: '200',
        PCSX_DIST: writeTestDist(directory),
        PCSX_DEV_TOOLS: '0',
        MAIL_DISABLED: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const output = watchOutput(child);
    const logged = (msg: string, reqId?: string) => (line: string) => {
      const entry = logEntry(line);
      return (
        typeof entry?.msg === 'string' &&
        entry.msg.startsWith(msg) &&
        (reqId === undefined || entry.reqId === reqId)
      );
    };
    try {
      await output.waitFor((line) => line.startsWith('Careers portal:'));
      // A connection that never sends a request, as a browser's preconnection: the server
      // closes it rather than wait for it.
      const silent = connect(port, '127.0.0.1');
      const silentClosed = new Promise<void>((resolve) => {
        silent.once('error', () => undefined);
        silent.once('close', () => resolve());
      });
      const visitor = new Client(`http://127.0.0.1:${port}`);
      await visitor.boot();

      // A sign-in whose body arrives in two parts, the second after the signal.
      const body = JSON.stringify({ email: DEMO_CANDIDATE_EMAIL, password: PASSWORD });
      const half = Math.floor(body.length / 2);
      const socket = connect(port, '127.0.0.1');
      const answer = readUntilClosed(socket);
      socket.write(
        [
          `POST /api/pcsx/auth/login?domain=${DOMAIN} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          `Cookie: ${[...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')}`,
          `X-CSRF-Token: ${visitor.csrfToken ?? ''}`,
          'X-Request-Id: in-flight-login',
          '',
          body.slice(0, half),
        ].join('\r\n'),
      );
      await output.waitFor(logged('incoming request', 'in-flight-login'));

      child.kill('SIGTERM');
      await output.waitFor(logged('SIGTERM: shutting down'));
      await untilRefused(port);
      socket.write(body.slice(half));

      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
      expect(text).toMatch(/\r\nx-request-id: in-flight-login\r\n/i);
      expect(text).toContain(DEMO_CANDIDATE_EMAIL);
      expect(await exited, output.lines.join('\n')).toBe(0);
      await silentClosed;
      await output.waitFor(logged('request completed', 'in-flight-login'));
      await output.waitFor(logged('Shut down'));
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(directory, { recursive: true, force: true });
      await dropTestDatabase(database);
    }
  });
});

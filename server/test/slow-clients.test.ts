import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DOMAIN, startServer, type TestServer } from './helpers';

/** What a raw connection received before the server closed it. */
interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Opens a connection, sends `head`, then `trickle` `chunkSize` bytes at a time every `everyMs`
 * until the server closes the connection; resolves with what the server answered.
 */
const sendSlowly = (
  baseUrl: string,
  head: string,
  { trickle = '', everyMs = 100, chunkSize = 1 } = {},
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(baseUrl);
    let answer = '';
    let sent = 0;
    let ticker: NodeJS.Timeout | undefined;
    const socket: Socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      if (trickle.length === 0) return;
      ticker = setInterval(() => {
        if (sent >= trickle.length || !socket.writable) return;
        socket.write(trickle.slice(sent, sent + chunkSize));
        sent += chunkSize;
      }, everyMs);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    // The server may close while a byte is on its way.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.once('close', () => {
      clearInterval(ticker);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        body: answer.slice(answer.indexOf('\r\n\r\n') + 4),
      });
    });
  });

/** A visitor's sign-in, with the cookies and CSRF token its page would send. */
const bootedVisitor = async (server: TestServer): Promise<Client> => {
  const client = new Client(server.baseUrl);
  await client.boot();
  return client;
};

const loginHead = (visitor: Client, contentLength: number): string =>
  `POST /api/pcsx/auth/login?domain=${DOMAIN} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  `Cookie: ${[...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')}\r\n` +
  `X-CSRF-Token: ${visitor.csrfToken ?? ''}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

/** Telemetry, whose body may be the largest a visitor sends without a file. */
const telemetryHead = (visitor: Client, contentLength: number): string =>
  loginHead(visitor, contentLength).replace('/api/pcsx/auth/login', '/vslog');

describe('a body that trickles in', () => {
  let server: TestServer;
  const visitor = (): Promise<Client> => bootedVisitor(server);

  beforeAll(async () => {
    // Short waits, so the test does not take the real ones' seconds.
    server = await startServer({
      slowClients: { bodyGraceMs: 400, minBodyBytesPerSecond: 100 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is answered 408 with the error body, and its connection closed', async () => {
    const answer = await sendSlowly(server.baseUrl, telemetryHead(await visitor(), 100_000), {
      trickle: '{'.repeat(1000),
      everyMs: 200,
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      status: 408,
      code: 'request_timeout',
      message: 'The request took too long to arrive. Please try again.',
    });
  });

  it('that stops after its first byte is answered 408', async () => {
    const answer = await sendSlowly(server.baseUrl, `${loginHead(await visitor(), 100)}{`);
    expect(answer.status).toBe(408);
  });

  it('a body sent at a usable pace is answered as usual', async () => {
    // Padded to take longer than the grace period: 100 bytes every 50 ms, 20 times the floor.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not it' }).padEnd(1200);
    const answer = await sendSlowly(
      server.baseUrl,
      loginHead(await visitor(), Buffer.byteLength(body)).replace(
        '\r\n\r\n',
        '\r\nConnection: close\r\n\r\n',
      ),
      { trickle: body, everyMs: 50, chunkSize: 100 },
    );
    expect(answer.status).toBe(401);
  });
});

describe('a request that never arrives in full', () => {
  let server: TestServer;
  const visitor = (): Promise<Client> => bootedVisitor(server);

  beforeAll(async () => {
    // The body rate is not what cuts these: the server's own timeouts are.
    server = await startServer({
      slowClients: {
        requestTimeoutMs: 1500,
        headersTimeoutMs: 500,
        bodyGraceMs: 600_000,
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('headers that stop coming are answered 408', async () => {
    const answer = await sendSlowly(
      server.baseUrl,
      `GET /api/pcsx/boot?domain=${DOMAIN} HTTP/1.1\r\nHost: 127.0.0.1\r\n`,
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 408, code: 'request_timeout' });
  });

  it('a body that stops coming is answered 408 once the request timeout passes', async () => {
    const answer = await sendSlowly(server.baseUrl, `${loginHead(await visitor(), 100)}{`);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 408, code: 'request_timeout' });
  });
});

describe('a request injected without a connection', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The body rate would be checked while the requests below are being answered.
    server = await startServer({
      slowClients: { bodyGraceMs: 1 },
      rateLimits: {
        login: { limit: 1000, windowMs: 60_000 },
        loginBackOff: { freeFailures: 1000 },
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is answered as usual: there is no connection to time', async () => {
    const boot = await server.app.inject({ method: 'GET', url: `/api/pcsx/boot?domain=${DOMAIN}` });
    const cookie = boot.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const token = String(boot.headers['x-csrf-token']);
    // Checking passwords takes long enough for the body rate to be looked at.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.app.inject({
          method: 'POST',
          url: `/api/pcsx/auth/login?domain=${DOMAIN}`,
          headers: { cookie, 'x-csrf-token': token },
          payload: { email: 'nobody@example.com', password: 'not the password' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(401));
  });
});

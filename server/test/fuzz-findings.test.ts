import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  registeredClient,
  startServer,
  type TestServer,
} from './helpers';

/**
 * What contract fuzzing found, pinned down: names of `Object.prototype` members (`constructor`,
 * `__proto__`, `valueOf`) looked up in plain objects answered bodies outside the contract.
 */
describe('inherited property names as values', () => {
  let server: TestServer;
  let visitor: Client;

  beforeAll(async () => {
    server = await startServer();
    visitor = new Client(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(['constructor', '__proto__'])(
    'an option source named %s is unknown (404)',
    async (source) => {
      const answer = await visitor.get(`/api/pcsx/select_options/${source}`, {
        query: { domain: DOMAIN },
      });
      expect(answer.status, answer.text).toBe(404);
      expect(errorOf(answer).code).toBe('not_found');
    },
  );

  it.each(['valueOf', 'constructor', '__proto__'])(
    'a work location filter of %s is labelled with its own value',
    async (value) => {
      const answer = await visitor.get('/api/pcsx/search', {
        query: { domain: DOMAIN, filter_work_location_option: value },
      });
      expect(answer.status, answer.text).toBe(200);
      const filters = dataOf<{
        filterDef: { name: string; options: { value: string; label: string }[] }[];
      }>(answer).filterDef;
      const workLocation = filters.find((filter) => filter.name === 'work_location_option');
      expect(workLocation?.options).toContainEqual(
        expect.objectContaining({ value, label: value }),
      );
    },
  );
});

/** Sends one raw HTTP/1.1 request line as written, and gives the status of the answer. */
const rawStatus = (baseUrl: string, target: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(baseUrl);
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.once('error', reject);
    socket.once('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });

describe('unusual but valid request targets', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['an absolute-form target', 'http://evil.example/api/pcsx/boot?domain=northwindlabs.com'],
    ['an escaped path', '/%61pi/pcsx/boot?domain=northwindlabs.com'],
  ])('%s reaches the API route as its caller, not a 500', async (_kind, target) => {
    expect(await rawStatus(server.baseUrl, target)).toBe(200);
  });
});

/**
 * Ids past 32 bits: PostgreSQL's `integer` columns refuse them where SQLite's do not, so the
 * contract bounds every id and both databases answer the same 422.
 */
describe('numbers past what the database stores', () => {
  let server: TestServer;
  let visitor: Client;
  const query = { domain: DOMAIN };
  const tooLarge = 2_147_483_648;

  beforeAll(async () => {
    server = await startServer();
    visitor = new Client(server.baseUrl);
    await visitor.boot();
  });
  afterAll(async () => {
    await server.close();
  });

  it('an application for a position id past 32 bits is refused (422)', async () => {
    const answer = await visitor.post('/api/pcsx/apply', {
      query,
      json: { position_id: tooLarge, form_data: {} },
    });
    expect(answer.status, answer.text).toBe(422);
    expect(errorOf(answer).code).toBe('validation_failed');
  });

  it('deleting drafts by a position id past 32 bits is refused (422)', async () => {
    const candidate = await registeredClient(server);
    const answer = await candidate.delete('/api/pcsx/draft_applications', {
      query,
      json: { position_ids: [tooLarge] },
    });
    expect(answer.status, answer.text).toBe(422);
  });
});

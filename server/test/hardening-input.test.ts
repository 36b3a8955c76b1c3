import { readFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { components } from '../../generated/server/pcsx';
import { REPO_ROOT } from '../src/app';
import { loadContract } from '../src/contract/document';
import { setErrorHandlers } from '../src/http/error-handler';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from '../src/http/json-body';
import { closeDataUrlWorkers, dataUrlReadsOffThread } from '../src/lib/data-url';
import { DEMO_CANDIDATE_EMAIL, DEMO_OFFERS } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  registeredClient,
  signedInClient,
  startServer,
  type Answer,
  type TestServer,
} from './helpers';

type Schemas = components['schemas'];
const query = { domain: DOMAIN };
const CONTRACT_PATH = join(REPO_ROOT, 'openapi', 'pcsx.yaml');

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

const expectError = (answer: Answer, status: number, code: string) => {
  expect(answer.status, answer.text).toBe(status);
  expect(errorOf(answer)).toMatchObject({ status, code });
};

/** JSON text nesting `levels` arrays inside one another. */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A raw HTTP/1.1 exchange, for requests `fetch` will not send (bad URLs, oversized heads). */
const rawExchange = (head: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(server.baseUrl);
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });

const statusOfRaw = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const bodyOfRaw = (answer: string): unknown =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('body limits declared in the contract', () => {
  it('declares x-pcsx-max-body-bytes on every operation with a request body, and only there', () => {
    const document = parseYaml(readFileSync(CONTRACT_PATH, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>;
    };
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.values(item).filter((operation) => typeof operation.operationId === 'string'),
    );
    const withBody = operations.filter((operation) => operation.requestBody !== undefined);
    expect(withBody.length).toBeGreaterThan(30);
    for (const operation of operations) {
      const limit = (operation as Record<string, unknown>)['x-pcsx-max-body-bytes'];
      if (operation.requestBody === undefined) expect(limit, operation.operationId).toBeUndefined();
      else
        expect(Number.isSafeInteger(limit) && Number(limit) > 0, operation.operationId).toBe(true);
    }
    const limits = new Map(
      loadContract(CONTRACT_PATH).operations.map((operation) => [
        operation.operationId,
        operation.requestBody?.maxBytes,
      ]),
    );
    // The file limits, with room for base64 (4/3) and the other fields.
    expect(limits.get('submitApplication')).toBeGreaterThanOrEqual(
      Math.ceil((10 * 2 ** 20 * 4) / 3),
    );
    expect(limits.get('acceptOffer')).toBeGreaterThan(10 * 2 ** 20);
    expect(limits.get('login')).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a body over the operation limit with 413 before reading it', async () => {
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    const answer = await visitor.post('/api/pcsx/auth/login', {
      query,
      json: { email: 'someone@example.com', password: 'x'.repeat(20 * 1024) },
    });
    expectError(answer, 413, 'payload_too_large');
  });
});

describe('multipart bodies that cannot be read are 400, not 500', () => {
  let demo: Client;
  beforeAll(async () => {
    demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
  });

  const acceptPath = `/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/accept`;
  const truncated =
    '--XYZ\r\nContent-Disposition: form-data; name="domain"\r\n\r\nnorthwindlabs.com\r\n' +
    '--XYZ\r\nContent-Disposition: form-data; name="signed_offer_letter_pdf_file"; filename="a.pdf"\r\n' +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4 the rest never comes';

  it.each([
    ['acceptOffer', acceptPath],
    ['uploadResume', '/api/pcsx/upload_resume'],
  ])('%s: without a boundary, and truncated', async (_operation, path) => {
    const noBoundary = await demo.post(path, {
      query,
      body: truncated,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expectError(noBoundary, 400, 'bad_request');
    expect(errorOf(noBoundary).message).toContain('multipart/form-data');
    const cut = await demo.post(path, {
      query,
      body: truncated,
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
    });
    expectError(cut, 400, 'bad_request');
  });

  it('answers 413 to a declared length over the limit without waiting for the body', async () => {
    const cookie = [...demo.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const { hostname, port } = new URL(server.baseUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: hostname,
          port,
          method: 'POST',
          path: `${acceptPath}?domain=${DOMAIN}`,
          headers: {
            cookie,
            'x-csrf-token': demo.csrfToken ?? '',
            'content-type': 'multipart/form-data; boundary=XYZ',
            'content-length': String(50 * 1024 * 1024),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          outgoing.destroy();
        },
      );
      outgoing.on('error', reject);
      // Only the first bytes are ever sent: the answer must not wait for the other 50 MB.
      outgoing.write('--XYZ\r\n');
    });
    expect(status).toBe(413);
  });
});

describe('JSON nested too deep is 400 at parsing', () => {
  it('counts levels in one pass, ignoring brackets inside strings', () => {
    expect(nestsDeeperThan(nestedArrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nestedArrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    const inString = JSON.stringify({ text: '[{'.repeat(500), quote: 'a "[" \\ [' });
    expect(nestsDeeperThan(inString, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\",${nestedArrays(70).slice(1)}`, MAX_JSON_DEPTH)).toBe(true);
  });

  it('refuses 9,000 levels on anonymous apply, form submit and drafts; 60 levels still parse', async () => {
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    const deep = nestedArrays(9000);
    const anonymousApply = await visitor.post('/api/pcsx/apply', {
      query,
      body: `{"position_id":1001,"domain":"${DOMAIN}","form_data":{"answer":${deep}}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectError(anonymousApply, 400, 'bad_request');
    expect(errorOf(anonymousApply).message).toBe(TOO_DEEP_MESSAGE);

    const demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    const formSubmit = await demo.post('/api/pcsx/forms/frm_emergency_contact/submit', {
      query,
      body: `{"data":{"name":${deep}}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectError(formSubmit, 400, 'bad_request');
    const draft = await demo.put('/api/pcsx/draft_applications/1001', {
      query,
      body: `{"completion_percent":10,"answers":{"a":${deep}}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectError(draft, 400, 'bad_request');

    // Within the limit, the body reaches the operation, whose own checks answer.
    const shallow = await demo.put('/api/pcsx/draft_applications/1001', {
      query,
      body: `{"completion_percent":10,"answers":{"a":${nestedArrays(60)}}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(shallow.status).not.toBe(400);
    expect(shallow.status).toBeLessThan(500);
  });

  it('keeps refusing prototype poisoning', async () => {
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    const answer = await visitor.post('/api/pcsx/auth/login', {
      query,
      body: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expectError(answer, 400, 'bad_request');
  });
});

describe('unique-constraint races', () => {
  it('an insert that loses a race on a UNIQUE constraint is a 409 conflict, not a 500', async () => {
    const { db } = server.app.pcsx.services;
    const app = Fastify();
    setErrorHandlers(app);
    // The second of two requests creating the same row, as when a check-then-insert interleaves.
    app.post('/race', async (_request, reply) => {
      await db.insertInto('app_meta').values({ key: 'race-probe', value: 'x' }).execute();
      return reply.code(204).send();
    });
    const [first, second] = await Promise.all([
      app.inject({ method: 'POST', url: '/race' }),
      app.inject({ method: 'POST', url: '/race' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([204, 409]);
    const lost = first.statusCode === 409 ? first : second;
    expect(lost.json()).toMatchObject({ status: 409, code: 'conflict' });
    await app.close();
  });

  it('six parallel applications of one candidate to one position: one 201, five 409', async () => {
    const candidate = await registeredClient(server);
    const search = dataOf<Schemas['PositionSearchResult']>(
      await candidate.get('/api/pcsx/search', { query: { ...query, query: 'analyst', num: 5 } }),
    );
    const positionId = search.positions[0]?.id;
    if (positionId === undefined) throw new Error('No open position');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        candidate.post('/api/pcsx/apply', {
          query,
          json: { position_id: positionId, domain: DOMAIN, form_data: {} },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((item) => item.status === 409)) {
      expect(errorOf(answer).code).toBe('conflict');
    }
  });
});

describe('the page template and `$` in candidate text', () => {
  it('serves the exact name and headline in boot data, whatever `$` sequences they hold', async () => {
    const candidate = await registeredClient(server, { firstname: "Ro$'bin", lastname: 'L$`ee' });
    const headline = "Builds $& and $' and $` and $1 and $$";
    const edited = await candidate.post('/api/pcsx/profile_edit', {
      query,
      json: {
        op_section: 'basic_info',
        operation: 'update',
        op_data: {
          value: { firstname: "Ro$'bin", lastname: 'L$`ee', headline, location: 'Austin' },
          index: null,
        },
      },
    });
    expect(edited.status, edited.text).toBe(200);
    for (const path of ['/careers/profile', '/careers/offers']) {
      const page = await candidate.get(path, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const bootText = /<script type="application\/json" id="pcsx-boot">(.*?)<\/script>/s.exec(
        page.text,
      )?.[1];
      expect(bootText, path).toBeDefined();
      const boot = JSON.parse(bootText ?? '') as { user: { firstname: string; lastname: string } };
      expect(boot.user).toMatchObject({ firstname: "Ro$'bin", lastname: 'L$`ee' });
      expect(page.text.match(/<\/html>/g)).toHaveLength(1);
    }
  });
});

describe("fastify's own answers in the contract's terms", () => {
  it('a URL that does not decode is 400 with the error body', async () => {
    const visitor = new Client(server.baseUrl);
    const answer = await visitor.get('/api/pcsx/offers/%/letter', { query });
    expectError(answer, 400, 'bad_request');
  });

  it('long path parameters reach the operation, whose contract answers; overlong ones are 404', async () => {
    const visitor = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    const longId = await visitor.get(`/api/pcsx/offers/${'1'.repeat(150)}/letter`, { query });
    // The operation's own answer, not the router's "No route for …": ids are 32-bit integers.
    expectError(longId, 400, 'bad_request');
    expect(errorOf(longId).message).not.toContain('No route');
    expectError(
      await visitor.get(`/api/pcsx/offers/${'1'.repeat(3000)}/letter`, { query }),
      404,
      'not_found',
    );
  });

  it("a URL or headers over Node's limit: 414 and 431 with the error body", async () => {
    const longUrl = await rawExchange(
      `GET /api/pcsx/search?domain=${DOMAIN}&query=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(statusOfRaw(longUrl)).toBe(414);
    expect(bodyOfRaw(longUrl)).toMatchObject({ status: 414, code: 'uri_too_long' });
    const bigHeaders = await rawExchange(
      `GET /api/pcsx/boot?domain=${DOMAIN} HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusOfRaw(bigHeaders)).toBe(431);
    expect(bodyOfRaw(bigHeaders)).toMatchObject({ status: 431, code: 'headers_too_large' });
    const garbage = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(statusOfRaw(garbage)).toBe(400);
    expect(bodyOfRaw(garbage)).toMatchObject({ status: 400, code: 'bad_request' });
  });

  it('a wrong content type is 415; a body sent to an operation without one is ignored', async () => {
    const demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    expectError(
      await demo.post('/api/pcsx/settings', {
        query,
        body: '<settings/>',
        headers: { 'content-type': 'application/xml' },
      }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await demo.post('/api/pcsx/settings', {
        query,
        body: '--XYZ--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      }),
      415,
      'unsupported_media_type',
    );
    const withStrayBody = await demo.get('/api/pcsx/offers', {
      query,
      headers: { 'content-type': 'application/xml' },
    });
    expect(withStrayBody.status).toBe(200);
    const deleteWithBody = await demo.delete('/api/pcsx/positions/saved/1001', {
      query,
      body: 'x'.repeat(64 * 1024),
      headers: { 'content-type': 'application/xml' },
    });
    expect(deleteWithBody.status, deleteWithBody.text).toBeLessThan(300);
  });
});

/** What `support/upload-with-traffic.mjs` sends and reports. */
interface UploadPlan {
  baseUrl: string;
  domain: string;
  cookie: string;
  csrfToken: string;
  fileName: string;
  mediaType: string;
  line: string;
  bytes: number;
}
interface UploadReport {
  uploadedBytes: number;
  upload: { status: number; text: string; ms: number };
  concurrent: { count: number; failures: string[]; worstMs: number };
}

const UPLOAD_CLIENT = fileURLToPath(new URL('./support/upload-with-traffic.mjs', import.meta.url));

/**
 * Runs the upload and its concurrent requests from a child process, measuring this process's
 * event loop (the server's) from the moment the child is ready to send until it reports.
 */
const uploadFromAnotherProcess = (
  plan: UploadPlan,
): Promise<{ report: UploadReport; delay: IntervalHistogram }> =>
  new Promise((resolve, reject) => {
    const child = fork(UPLOAD_CLIENT, {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    let report: UploadReport | null = null;
    child.on('message', (message) => {
      if (message === 'ready') {
        delay.enable();
        child.send('go');
      } else {
        delay.disable();
        report = message as UploadReport;
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (report) resolve({ report, delay });
      else reject(new Error(`The upload client exited with ${String(code)} and no report`));
    });
    child.send(plan);
  });

const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);

describe('uploads', () => {
  it('reads a 10 MB text resume without holding the event loop for its whole length', async () => {
    const candidate = await registeredClient(server);
    const readsOffThread = dataUrlReadsOffThread();
    const { report, delay } = await uploadFromAnotherProcess({
      baseUrl: server.baseUrl,
      domain: DOMAIN,
      cookie: [...candidate.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      csrfToken: candidate.csrfToken ?? '',
      fileName: 'long.txt',
      mediaType: 'text/plain',
      line: 'Robin Lee\nSoftware engineer at Example Corp\n',
      bytes: 9.9 * 2 ** 20,
    });
    console.info(
      `10 MB text resume: event-loop delay max ${ms(delay.max)} ms, p99 ${ms(delay.percentile(99))} ms; ` +
        `${report.concurrent.count} concurrent boot requests, worst ${report.concurrent.worstMs.toFixed(1)} ms; ` +
        `upload answered in ${report.upload.ms.toFixed(0)} ms`,
    );
    expect(report.upload.status, report.upload.text).toBe(200);
    // Decoded and checked in a worker thread, not on the event loop.
    expect(dataUrlReadsOffThread()).toBe(readsOffThread + 1);
    expect(report.concurrent.failures).toEqual([]);
    expect(report.concurrent.count).toBeGreaterThan(5);
    const resumes = dataOf<Schemas['ResumeList']>(
      await candidate.get('/api/pcsx/resumes', { query }),
    );
    expect(resumes.resumes[0]).toMatchObject({
      fileName: 'long.txt',
      sizeBytes: report.uploadedBytes,
    });
  });

  it('answers a long upload the worker refuses as it answers a short one', async () => {
    const candidate = await registeredClient(server);
    const upload = (fileName: string, dataUrl: string) => {
      const form = new FormData();
      form.append('resume_file_name', fileName);
      form.append('resume_content', dataUrl);
      form.append('domain', DOMAIN);
      return candidate.post('/api/pcsx/upload_resume', { query, form });
    };
    const base64 = (content: Buffer) => content.toString('base64');
    const long = 400 * 1024;
    // Each long upload beside a short one that the event loop reads: the same status and body.
    const cases: [string, (size: number) => string, number][] = [
      ['resume.txt', (size) => `data:text/plain;base64,${'*'.repeat(size)}`, 422],
      ['resume.pdf', (size) => `data:application/pdf;base64,${base64(Buffer.alloc(size))}`, 415],
      ['resume.txt', (size) => `data:text/plain;base64,${base64(Buffer.alloc(size, 0))}`, 415],
      ['resume.exe', (size) => `data:text/plain;base64,${base64(Buffer.alloc(size, 'a'))}`, 415],
    ];
    const readsOffThread = dataUrlReadsOffThread();
    for (const [fileName, dataUrl, status] of cases) {
      const short = await upload(fileName, dataUrl(64));
      const longer = await upload(fileName, dataUrl(long));
      expectError(short, status, status === 422 ? 'validation_failed' : 'unsupported_media_type');
      expect({ status: longer.status, body: longer.body }).toEqual({
        status: short.status,
        body: short.body,
      });
    }
    expect(dataUrlReadsOffThread()).toBe(readsOffThread + cases.length);
    // Over 10 MB: the 413 of an upload over the limit.
    const tooLarge = await upload(
      'big.txt',
      `data:text/plain;base64,${base64(Buffer.alloc(10 * 2 ** 20 + 1, 'a'))}`,
    );
    expectError(tooLarge, 413, 'payload_too_large');
    expect(errorOf(tooLarge).message).toBe('The file is larger than the 10 MB limit.');
    // Stopped when the server closes, the pool starts again for the next long upload.
    await closeDataUrlWorkers();
    const [fileName, dataUrl] = cases[0] ?? ['', () => ''];
    expectError(await upload(fileName, dataUrl(long)), 422, 'validation_failed');
    expect(dataUrlReadsOffThread()).toBe(readsOffThread + cases.length + 2);
  });
});

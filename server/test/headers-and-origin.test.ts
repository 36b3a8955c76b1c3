import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import { loadContract } from '../src/contract/document';
import { DEMO_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  restoreOriginEnvironment,
  signedInClient,
  startServer,
  stubOriginEnvironment,
  type TestServer,
} from './helpers';

const query = { domain: DOMAIN };
const contract = loadContract(join(REPO_ROOT, 'openapi', 'pcsx.yaml'));
const HSTS = 'max-age=31536000; includeSubDomains';
const PUBLIC_URL = 'https://careers.example.com';

interface Injected {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const inject = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers }) as Promise<Injected>;

const firstPositionId = async (client: Client): Promise<number> => {
  const found = dataOf<{ positions: { id: number }[] }>(
    await client.get('/api/pcsx/search', { query }),
  );
  const id = found.positions[0]?.id;
  if (id === undefined) throw new Error('The search found no position');
  return id;
};

describe('addresses come from the configured public origin, never from the request', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ trustProxy: true });
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    restoreOriginEnvironment();
  });

  const forgedHost = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

  it('builds the sitemap from PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    stubOriginEnvironment('PUBLIC_URL', PUBLIC_URL);
    const forged = await inject(server, '/sitemap.xml', {
      ...forgedHost,
      'x-forwarded-proto': 'http',
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    const locations = [...forged.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations)
      expect(location).toMatch(/^https:\/\/careers\.example\.com\/careers\/job\/\d+$/);

    // Cached by shared caches for an hour: nothing of the request shapes it or keys it.
    const plain = await inject(server, '/sitemap.xml');
    expect(plain.body).toBe(forged.body);
    expect(forged.headers['cache-control']).toBe('public, max-age=3600');
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect(forged.headers['vary']).toBeUndefined();
  });

  it("gives a job's public address on the configured origin whatever Host says", async () => {
    stubOriginEnvironment('PUBLIC_URL', PUBLIC_URL);
    const positionId = await firstPositionId(new Client(server.baseUrl));
    const answer = await inject(
      server,
      `/api/pcsx/position_details?domain=${DOMAIN}&position_id=${positionId}`,
      forgedHost,
    );
    expect(answer.statusCode).toBe(200);
    const details = (JSON.parse(answer.body) as { data: { publicUrl: string } }).data;
    expect(details.publicUrl).toBe(`${PUBLIC_URL}/careers/job/${positionId}`);
  });

  it('defaults to the local server when no PUBLIC_URL is set', async () => {
    stubOriginEnvironment('PUBLIC_URL', undefined);
    stubOriginEnvironment('PORT', '8123');
    const sitemap = await inject(server, '/sitemap.xml', forgedHost);
    expect(sitemap.body).toMatch(/<loc>http:\/\/127\.0\.0\.1:8123\/careers\/job\/\d+<\/loc>/);
  });
});

describe('security headers', () => {
  let server: TestServer;
  let trusting: TestServer;

  beforeAll(async () => {
    [server, trusting] = await Promise.all([startServer(), startServer({ trustProxy: true })]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), trusting.close()]);
  });
  afterEach(() => {
    restoreOriginEnvironment();
  });

  /** A page, an API answer, an error, a file of the build, the sitemap and a signing page. */
  const ANSWER_KINDS = [
    '/careers/search',
    `/api/pcsx/search?domain=${DOMAIN}`,
    `/api/pcsx/profile_details?domain=${DOMAIN}`,
    '/api/pcsx/no_such_operation',
    '/assets/app-test.js',
    '/sitemap.xml',
    '/esign/not-a-token',
  ];

  it('isolates the browsing context and its resources on every answer', async () => {
    for (const url of ANSWER_KINDS) {
      const answer = await inject(server, url);
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('sends HSTS on every answer when the public address is https', async () => {
    stubOriginEnvironment('PUBLIC_URL', PUBLIC_URL);
    for (const url of ANSWER_KINDS) {
      expect((await inject(server, url)).headers['strict-transport-security'], url).toBe(HSTS);
    }
  });

  it('sends no HSTS over plain http from a plain-http public address', async () => {
    stubOriginEnvironment('PUBLIC_URL', 'http://127.0.0.1:8080');
    for (const url of ANSWER_KINDS) {
      expect((await inject(server, url)).headers['strict-transport-security'], url).toBeUndefined();
    }
    // An untrusted client cannot claim https.
    const claimed = await inject(server, '/careers/search', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    stubOriginEnvironment('PUBLIC_URL', 'http://127.0.0.1:8080');
    const overHttps = await inject(trusting, '/careers/search', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS);
    const overHttp = await inject(trusting, '/careers/search', { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows styles only from the build's files, and on pages from the answer's own nonce", async () => {
    const api = await inject(server, `/api/pcsx/search?domain=${DOMAIN}`);
    const apiStyles = String(api.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('style-src'));
    expect(apiStyles).toBe("style-src 'self'");

    const pages = await Promise.all([
      inject(server, '/careers/search'),
      inject(server, '/careers/search'),
    ]);
    const nonces = pages.map((page) => {
      const policy = String(page.headers['content-security-policy']);
      expect(policy).not.toContain('unsafe-inline');
      const nonce = /style-src 'self' 'nonce-([\w+/=]+)'/.exec(policy)?.[1];
      if (nonce === undefined) throw new Error(`No style nonce in ${policy}`);
      // The one inline style element, the theme, carries it; nothing has a style attribute.
      expect(page.body.match(/<style[^>]*>/g)).toEqual([
        `<style id="pcsx-theme" nonce="${nonce}">`,
      ]);
      expect(page.body).not.toMatch(/\sstyle=/);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('caching of answers', () => {
  let server: TestServer;
  let candidate: Client;
  let visitor: Client;
  let positionId: number;

  beforeAll(async () => {
    server = await startServer();
    candidate = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    visitor = new Client(server.baseUrl);
    await visitor.boot();
    positionId = await firstPositionId(visitor);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A real value for every path and required query parameter of the contract's reads. */
  const parametersFor = async (): Promise<Record<string, string>> => {
    const offers = (await candidate.get<{ id: number }[]>('/api/pcsx/offers', { query })).body;
    const resumes = dataOf<{ resumes: { id: number }[] }>(
      await candidate.get('/api/pcsx/resumes', { query }),
    ).resumes;
    const offerId = offers[0]?.id;
    const resumeId = resumes[0]?.id;
    if (offerId === undefined || resumeId === undefined)
      throw new Error('The demo candidate has an offer and a resume');
    return {
      id: String(offerId),
      attachmentId: '1',
      positionId: String(positionId),
      position_id: String(positionId),
      resumeId: String(resumeId),
      source: 'countries',
      term: 'eng',
    };
  };

  const urlOf = (
    path: string,
    required: readonly string[],
    values: Record<string, string>,
  ): string => {
    const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? name);
    const search = new URLSearchParams({ domain: DOMAIN });
    for (const name of required) search.set(name, values[name] ?? name);
    return `${filled}?${search.toString()}`;
  };

  it("never lets a cache keep a signed-in candidate's answer to any read of the contract", async () => {
    const values = await parametersFor();
    // A seeded resume was stored before resumes were read: its parsed form is a 422 the contract
    // does not declare yet, which the contract check would report.
    const reads = contract.operations.filter(
      (operation) => operation.method === 'GET' && operation.operationId !== 'getParsedResume',
    );
    expect(reads.length).toBeGreaterThan(30);
    let succeeded = 0;
    for (const operation of reads) {
      const required = operation.parameters
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => parameter.name);
      const answer = await candidate.get(urlOf(operation.path, required, values));
      if (answer.status < 400) succeeded += 1;
      expect(answer.headers.get('cache-control'), operation.operationId).toBe('no-store');
    }
    // The table reads real data, not a wall of errors (the admin's branding, an attachment the
    // offer may not have and the signed letter of an offer not yet signed are refused).
    expect(succeeded).toBeGreaterThanOrEqual(reads.length - 4);
  });

  it('keeps files of a candidate (resume, offer letter, export) out of every cache', async () => {
    const values = await parametersFor();
    for (const url of [
      `/api/pcsx/resumes/${values.resumeId}/file`,
      `/api/pcsx/offers/${values.id}/letter`,
      '/api/pcsx/export_resume',
      '/api/pcsx/account/export',
    ]) {
      const answer = await candidate.get(url, { query });
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('stores no state change and no error', async () => {
    const saved = await candidate.put(`/api/pcsx/positions/saved/${positionId}`, { query });
    expect(saved.status).toBeLessThan(300);
    const logged = await visitor.post('/vslog', {
      query,
      json: {
        event: 'page_load',
        namespace: 'pcsx_app',
        data_json: JSON.stringify({ event_key: 'pcsx_jobs_page_load' }),
      },
    });
    const errors = [
      await visitor.get('/api/pcsx/profile_details', { query }),
      await visitor.get('/api/pcsx/position_details', { query: { ...query, position_id: 'x' } }),
      await visitor.get('/api/pcsx/no_such_operation'),
      await visitor.get('/esign/not-a-token'),
      await visitor.get('/avatars/not-an-avatar.png'),
    ];
    expect(logged.status).toBe(204);
    for (const answer of [saved, logged, ...errors]) {
      expect(answer.headers.get('cache-control'), answer.text).toBe('no-store');
    }
    for (const answer of errors) expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
  });

  it("keeps a visitor's job cart private, like a candidate's data", async () => {
    const cart = await visitor.get('/api/pcsx/job_cart', { query });
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public reads for visitors cacheable, varying by the session cookie', async () => {
    for (const path of [
      '/api/pcsx/boot',
      '/api/pcsx/search',
      `/api/pcsx/position_details?position_id=${positionId}`,
      '/api/pcsx/autocomplete/query?term=eng',
      '/api/pcsx/select_options/countries',
    ]) {
      const answer = await visitor.get(path, { query });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBeNull();
      expect(answer.headers.get('vary'), path).toContain('cookie');
    }
    // The same read by a candidate is private.
    const search = await candidate.get('/api/pcsx/search', { query });
    expect(search.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the caching of pages and of the build files', async () => {
    expect((await visitor.get('/careers/search')).headers.get('cache-control')).toBe('no-store');
    expect((await visitor.get('/assets/app-test.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('development pages', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ devTools: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('allow their own style element by nonce, and no other inline style', async () => {
    for (const url of ['/dev/mail', '/dev/ats']) {
      const page = await inject(server, url);
      expect(page.statusCode, url).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      expect(policy, url).not.toContain('unsafe-inline');
      const nonce = /style-src 'self' 'nonce-([\w+/=]+)'/.exec(policy)?.[1];
      expect(page.body.match(/<style[^>]*>/g), url).toEqual([`<style nonce="${nonce}">`]);
    }
  });
});

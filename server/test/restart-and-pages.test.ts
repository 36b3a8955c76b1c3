import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/html/compressed-assets';
import { CAREERS_ROUTES } from '../../src/shared/screens';
import { defaultThemeValues, themeCssText } from '../../src/shared/theme-tokens';
import { firstPaintRouteOf, RESERVED_SEGMENTS, routeChunkKeys } from '../src/html/first-paint';
import { createPdf } from '../src/lib/pdf';
import { DEMO_CANDIDATE_EMAIL, DEMO_OFFERS } from '../src/seed/candidates';
import {
  Client,
  createTempDirectory,
  dataOf,
  DOMAIN,
  signedInClient,
  startServer,
  TEST_INDEX_HTML,
} from './helpers';

const query = { domain: DOMAIN };

/** A GET that sends exactly the given Accept-Encoding and keeps the body as sent. */
const rawGet = (baseUrl: string, path: string, acceptEncoding: string | undefined) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(
      new URL(path, baseUrl),
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    ).on('error', reject);
  });

describe('restart', () => {
  const directory = createTempDirectory();
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps everything written before a restart on the same database file', async () => {
    const first = await startServer({ directory });
    const demo = await signedInClient(first, DEMO_CANDIDATE_EMAIL);
    const sessionCookie = demo.cookies.get('pcsx_session');
    const secretBefore = await first.app.pcsx.services.repositories.appMeta.get('server_secret');
    const form = new FormData();
    form.append(
      'signed_offer_letter_pdf_file',
      new Blob([createPdf({ title: 'Signed', lines: [] })]),
      'signed.pdf',
    );
    expect(
      (
        await demo.post(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/accept`, {
          query,
          form,
        })
      ).status,
    ).toBe(200);
    expect((await demo.put('/api/pcsx/positions/saved/1000', { query })).status).toBe(200);
    await demo.post('/api/pcsx/settings', { query, json: { language: 'es' } });
    await first.close(true);

    const second = await startServer({
      directory,
      database: first.database,
      distDir: first.distDir,
    });
    expect(second.app.pcsx.seed.seeded).toBe(false);
    expect(await second.app.pcsx.services.repositories.appMeta.get('server_secret')).toBe(
      secretBefore,
    );
    const again = new Client(second.baseUrl);
    again.cookies.set('pcsx_session', sessionCookie ?? '');
    const offers = (
      await again.get<{ id: number; status: string }[]>('/api/pcsx/offers', { query })
    ).body;
    expect(offers.find((offer) => offer.id === DEMO_OFFERS.extendedWithLetter)?.status).toBe(
      'Accepted',
    );
    const saved = dataOf<{ positions: { id: number }[] }>(
      await again.get('/api/pcsx/positions/saved', { query }),
    );
    expect(saved.positions[0]?.id).toBe(1000);
    expect(
      dataOf<{ language: string }>(await again.get('/api/pcsx/settings', { query })).language,
    ).toBe('es');
    // The CSRF token is derived from the stored secret, so it survives the restart too.
    const token = again.csrfToken;
    expect(
      (await again.delete('/api/pcsx/positions/saved/1000', { query, csrf: token ?? '' })).status,
    ).toBe(200);
    await second.close(true);
  });
});

describe('pages', () => {
  it('serves the app page with the CSRF meta tag, inline boot data and the site data block', async () => {
    const server = await startServer();
    try {
      const visitor = new Client(server.baseUrl);
      const page = await visitor.get('/careers/search?query=engineer', {
        headers: { accept: 'text/html' },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-store');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const token = /<meta name="csrf-token" content="([^"]+)">/.exec(page.text)?.[1];
      expect(token).toBeTruthy();
      const bootText =
        /<script type="application\/json" id="pcsx-boot">(.*?)<\/script>/s.exec(page.text)?.[1] ??
        '';
      const boot = JSON.parse(bootText) as {
        csrfToken: string;
        domain: string;
        isLoggedIn: boolean;
      };
      expect(boot).toMatchObject({ domain: DOMAIN, isLoggedIn: false, csrfToken: token });
      expect(page.text).toMatch(
        /<body><code id="pcsx-data" hidden data-nosnippet>\{&quot;domain&quot;:&quot;northwindlabs\.com&quot;/,
      );
      const dataBlock = /<code id="pcsx-data"[^>]*>(.*?)<\/code>/.exec(page.text)?.[1] ?? '';
      const decoded = JSON.parse(dataBlock.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
        domain: string;
      };
      expect(decoded.domain).toBe(DOMAIN);
      // The token from the page works for the first state change, as the app uses it.
      const logged = await visitor.post('/vslog', {
        query,
        json: { event: 'page_load', namespace: 'pcsx_app' },
        csrf: token ?? '',
      });
      expect(logged.status).toBe(204);

      const demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
      const signedIn = await demo.get('/careers/offers');
      const signedInBoot = /id="pcsx-boot">(.*?)<\/script>/s.exec(signedIn.text)?.[1] ?? '';
      expect(signedInBoot).not.toContain('</');
      expect(JSON.parse(signedInBoot)).toMatchObject({
        isLoggedIn: true,
        user: { email: DEMO_CANDIDATE_EMAIL },
      });

      const asset = await visitor.get('/assets/app-test.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await visitor.get('/robots.txt')).headers.get('cache-control')).toBe('no-cache');
      expect((await visitor.get('/assets/../../package.json')).text).not.toContain(
        '"dependencies"',
      );
      const unknownApi = await visitor.get('/api/pcsx/nothing-here');
      expect(unknownApi.status).toBe(404);
      expect(unknownApi.headers.get('content-type')).toContain('application/json');
    } finally {
      await server.close();
    }
  });

  it('inlines the theme once, replacing the built-in theme of the build or added to the head', async () => {
    const directory = createTempDirectory();
    const server = await startServer({ directory });
    const visitor = new Client(server.baseUrl);
    const themeStyles = async () =>
      (await visitor.get('/careers/search')).text
        .match(/<style id="pcsx-theme" nonce="[\w+/=]+">[^<]*<\/style>/g)
        ?.map((style) => style.replace(/ nonce="[^"]+"/, ''));
    try {
      expect(await themeStyles()).toEqual([
        `<style id="pcsx-theme">${themeCssText(defaultThemeValues())}</style>`,
      ]);
      // A template without the built-in theme (an older build) still gets exactly one.
      writeFileSync(
        join(server.distDir, 'index.html'),
        TEST_INDEX_HTML.replace(/<style id="pcsx-theme">[^<]*<\/style>/, ''),
      );
      utimesSync(join(server.distDir, 'index.html'), new Date(), new Date(Date.now() + 60_000));
      expect(await themeStyles()).toHaveLength(1);
    } finally {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('serves text assets and pages compressed in the encoding the browser accepts', async () => {
    const directory = createTempDirectory();
    const server = await startServer({ directory });
    const script = `export const words = ${JSON.stringify('careers '.repeat(2000))};\n`;
    writeFileSync(join(server.distDir, 'assets', 'big-test.js'), script);
    try {
      const brotli = await rawGet(server.baseUrl, '/assets/big-test.js', 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['vary']).toBe('accept-encoding');
      expect(brotli.headers['content-type']).toContain('text/javascript');
      expect(brotli.body.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

      const gzipped = await rawGet(server.baseUrl, '/assets/big-test.js', 'gzip;q=1, br;q=0');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.body).toString()).toBe(script);

      const plain = await rawGet(server.baseUrl, '/assets/big-test.js', undefined);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);

      // The build's own compressed copies are sent as they are.
      const built = `export const built = ${JSON.stringify('prebuilt '.repeat(500))};\n`;
      const builtPath = join(server.distDir, 'assets', 'built-test.js');
      writeFileSync(builtPath, built);
      const builtBr = brotliCompressSync(built);
      writeFileSync(`${builtPath}.br`, builtBr);
      writeFileSync(`${builtPath}.gz`, gzipSync(built));
      const prebuilt = await rawGet(server.baseUrl, '/assets/built-test.js', 'br');
      expect(prebuilt.headers['content-encoding']).toBe('br');
      expect(prebuilt.body.equals(builtBr)).toBe(true);

      const page = await rawGet(server.baseUrl, '/careers/search', 'gzip');
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.body).toString()).toContain('id="pcsx-boot"');
    } finally {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('sends JSON answers compressed in the encoding the client accepts', async () => {
    // A search answer, but for the time it took.
    const answerOf = (text: string) => {
      const answer = JSON.parse(text) as { data: { resultsMetaData: { took_ms: number } } };
      answer.data.resultsMetaData.took_ms = 0;
      return answer;
    };
    const directory = createTempDirectory();
    const server = await startServer({ directory });
    const search = `/api/pcsx/search?domain=${DOMAIN}&query=engineer`;
    try {
      const plain = await rawGet(server.baseUrl, search, undefined);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toBe('accept-encoding, cookie, accept-language');
      const text = plain.body.toString();
      const parsed = JSON.parse(text) as { data: { count: number } };
      expect(parsed.data.count).toBeGreaterThan(0);

      const brotli = await rawGet(server.baseUrl, search, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toContain('application/json');
      expect(brotli.body.length).toBeLessThan(text.length / 2);
      expect(answerOf(brotliDecompressSync(brotli.body).toString())).toEqual(answerOf(text));

      const gzipped = await rawGet(server.baseUrl, search, 'gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(answerOf(gunzipSync(gzipped.body).toString())).toEqual(answerOf(text));

      // Small answers are not worth the encoding headers.
      const small = await rawGet(server.baseUrl, `/api/pcsx/job_cart?domain=${DOMAIN}`, 'br');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect((JSON.parse(small.body.toString()) as { status: number }).status).toBe(200);
    } finally {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('paints the search and job pages before the app runs and preloads the app after that paint', async () => {
    const directory = createTempDirectory();
    const server = await startServer({ directory });
    mkdirSync(join(server.distDir, '.vite'), { recursive: true });
    writeFileSync(
      join(server.distDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          imports: ['_entry-shared.js'],
          dynamicImports: ['_start.js'],
          css: ['assets/index-1.css'],
        },
        '_entry-shared.js': { file: 'assets/entry-shared-1.js' },
        '_start.js': {
          file: 'assets/start-1.js',
          imports: ['_entry-shared.js'],
          css: ['assets/start-1.css'],
        },
        '_search.js': { file: 'assets/search-api-1.js', imports: ['_start.js'] },
        'src/features/search/search-screen.tsx': {
          file: 'assets/search-screen-1.js',
          imports: ['_search.js', '_start.js'],
          css: ['assets/search-screen-1.css', 'assets/start-1.css'],
        },
        'src/features/job/job-screen.tsx': { file: 'assets/job-screen-1.js' },
      }),
    );
    const afterPaint = (page: string) =>
      /<template id="pcsx-after-paint">(.*?)<\/template>/.exec(page)?.[1] ?? '';
    const headOf = (page: string) => page.slice(0, page.indexOf('</head>'));
    try {
      const visitor = new Client(server.baseUrl);
      const search = (await visitor.get('/careers/engineer/Austin')).text;
      // The first results are the app's own search call's, in the result cards' markup.
      const results = dataOf<{
        positions: { name: string; positionUrl: string; department: string }[];
      }>(
        await visitor.get('/api/pcsx/search', {
          query: {
            ...query,
            hl: 'en',
            start: 0,
            num: 10,
            query: 'engineer',
            location: 'Austin',
          },
        }),
      ).positions;
      expect(results.length).toBeGreaterThan(0);
      expect(search).toContain(
        '<div id="root"><div class="app"><header class="navbar"><a class="navbar__brand" href="/careers">Northwind Labs careers</a></header><main class="page"><div class="search-page"><h1>Search jobs</h1><div class="search-layout">',
      );
      const cards = [
        ...search.matchAll(
          /<a class="result-card" href="([^"]+)"><span class="result-card__title">([^<]+)<\/span><span class="result-card__meta">[^<]+<\/span><span class="result-card__meta">([^<]+)<\/span><\/a>/g,
        ),
      ];
      expect(cards.map(([, href, name]) => [href, name])).toEqual(
        results.map((position) => [position.positionUrl, position.name.replaceAll('&', '&amp;')]),
      );
      // Places read as the app's cards read them: the city and the country's name.
      expect(search).toMatch(
        /<span class="result-card__meta">Austin, United States( \+\d+ more)?<\/span>/,
      );
      expect(search).not.toMatch(/<span class="result-card__meta">[^<]*, [A-Z]{2}[ <]/);
      expect(cards[0]?.[3]).toMatch(
        new RegExp(
          `^${results[0]?.department ?? ''} · (On-site|Hybrid|Remote) · Posted \\d\\d/\\d\\d/\\d{4}$`,
        ),
      );
      // Styles block the first paint; the app's code is fetched once the page has painted.
      expect(headOf(search)).toContain(
        '<link rel="stylesheet" href="/assets/search-screen-1.css">',
      );
      expect(search).not.toContain('<link rel="stylesheet" href="/assets/start-1.css">');
      expect(afterPaint(search)).toBe(
        '<link rel="modulepreload" href="/assets/start-1.js"><link rel="modulepreload" href="/assets/search-screen-1.js"><link rel="modulepreload" href="/assets/search-api-1.js">',
      );

      // The page's language is the cards' language, and their links keep `hl`.
      const german = (await visitor.get('/careers/search', { query: { hl: 'de' } })).text;
      expect(german).toContain('<h1>Stellen suchen</h1>');
      expect(german).toMatch(/<a class="result-card" href="\/careers\/job\/\d+\?hl=de">/);
      expect(german).toMatch(/ · (Vor Ort|Hybrid|Remote) · /);

      const listing = dataOf<{ positions: { id: number; name: string }[] }>(
        await visitor.get('/api/pcsx/search', { query }),
      ).positions[0];
      const job = (await visitor.get(`/careers/job/${listing?.id ?? 0}`)).text;
      // The posting's title and description say their language, which may not be the page's.
      expect(job).toMatch(/<h1 class="position-details__title" lang="[a-z]{2,3}(-[A-Za-z0-9]+)*">/);
      expect(job).toContain(`">${listing?.name.replaceAll('&', '&amp;') ?? ''}</h1>`);
      expect(job).toMatch(
        /<div class="job-description" lang="[a-z]{2,3}(-[A-Za-z0-9]+)*"><p>[^<]{20,}<\/p><\/div>/,
      );
      expect(afterPaint(job)).toBe(
        '<link rel="modulepreload" href="/assets/start-1.js"><link rel="modulepreload" href="/assets/job-screen-1.js">',
      );
      expect((await visitor.get('/careers/job/999999999')).text).toContain(
        '<main class="page"></main>',
      );
      // A page without first-paint markup has nothing to show first: its code is fetched at once.
      const offers = (await visitor.get('/careers/offers')).text;
      expect(offers).toContain('<div id="root"></div>');
      expect(offers).not.toContain('pcsx-after-paint');
      expect(headOf(offers)).toContain('<link rel="modulepreload" href="/assets/start-1.js">');
      expect(offers).not.toContain('entry-shared-1.js');
    } finally {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it("sends the login URL helper's address on to sign-in, returning only to this site", async () => {
    const directory = createTempDirectory();
    const server = await startServer({ directory });
    const location = async (client: Client, search: Record<string, string>) => {
      const answer = await client.get('/candidate/login', { query: search });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return answer.headers.get('location');
    };
    try {
      const visitor = new Client(server.baseUrl);
      expect(
        await location(visitor, {
          domain: DOMAIN,
          pid: '12,34',
          microsite: 'campus',
          hl: 'de',
          next: '/careers/offers?tab=open',
        }),
      ).toBe('/careers/login?next=%2Fcareers%2Foffers%3Ftab%3Dopen&hl=de');
      // Without a return address, the sign-in leads to the first job it was for.
      expect(await location(visitor, { domain: DOMAIN, pid: '12,34' })).toBe(
        '/careers/login?next=%2Fcareers%2Fjob%2F12',
      );
      // A return address off this site, or an unknown language, is dropped.
      for (const next of ['//elsewhere.example/x', 'https://elsewhere.example/', '/\\elsewhere']) {
        expect(await location(visitor, { domain: DOMAIN, hl: 'xx', next })).toBe('/careers/login');
      }
      // A signed-in candidate goes straight where the link leads.
      const candidate = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
      expect(await location(candidate, { domain: DOMAIN, next: '/careers/offers' })).toBe(
        '/careers/offers',
      );
    } finally {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('answers 503 with a clear message when the app is not built', async () => {
    const directory = createTempDirectory();
    const server = await startServer({ directory, distDir: join(directory, 'no-build') });
    try {
      const page = await new Client(server.baseUrl).get('/careers');
      expect(page.status).toBe(503);
      expect(page.text).toContain('not built');
      // The API works without the app.
      expect((await new Client(server.baseUrl).get('/api/pcsx/search', { query })).status).toBe(
        200,
      );
    } finally {
      await server.close();
    }
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and wildcards', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('firstPaintRouteOf', () => {
  const routeOf = (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    return firstPaintRouteOf(parsed.pathname, parsed.searchParams);
  };
  it('knows the search routes, job pages and everything else', () => {
    const search = { route: 'search', positionId: null, pathValues: {} };
    expect(routeOf('/careers')).toEqual(search);
    expect(routeOf('/careers/search?query=data')).toEqual(search);
    expect(routeOf('/careers/data-engineer/New_York')).toEqual({
      ...search,
      pathValues: { query: 'data-engineer', location: 'New_York' },
    });
    expect(routeOf('/careers/nurse')).toEqual({ ...search, pathValues: { query: 'nurse' } });
    const job = { route: 'job', pathValues: {} };
    expect(routeOf('/careers/job/1000')).toEqual({ ...job, positionId: 1000 });
    expect(routeOf('/careers/job/private?pid=42')).toEqual({ ...job, positionId: 42 });
    expect(routeOf('/careers/job/abc')).toEqual({ ...job, positionId: null });
    expect(routeOf('/careers/offers')).toBeNull();
    expect(routeOf('/careers/forms/center')).toBeNull();
    expect(routeOf('/careers/a/b/c')).toBeNull();
    expect(routeOf('/elsewhere')).toBeNull();
  });
});

describe('first-paint routes and the app router', () => {
  it('reserves the first segment of every careers page other than the job search', () => {
    const pageSegments = CAREERS_ROUTES.filter((route) => route.screen !== 'search')
      .map((route) => route.path.split('/')[0] ?? '')
      .filter((segment) => segment !== '*');
    expect(pageSegments.length).toBeGreaterThan(15);
    expect([...RESERVED_SEGMENTS].sort()).toEqual([...new Set(pageSegments)].sort());
    expect(RESERVED_SEGMENTS.has('search')).toBe(false);
    expect(RESERVED_SEGMENTS.has('offer-letter')).toBe(true);
  });

  it("preloads each first-paint screen with its loader and its messages in the page's language", () => {
    expect(routeChunkKeys('job')).toEqual([
      'src/features/job/job-screen.tsx',
      'src/features/job/job-loader.ts',
      'src/i18n/locales/en/job.json?lingui',
      'src/i18n/locales/en/position.json?lingui',
      'src/i18n/locales/en/positionDetails.json?lingui',
    ]);
    expect(routeChunkKeys('job', 'ja')).toEqual([
      'src/features/job/job-screen.tsx',
      'src/features/job/job-loader.ts',
      'virtual:locale-catalogues/ja',
      'src/i18n/locales/ja/common.json?lingui',
      'src/i18n/locales/ja/job.json?lingui',
      'src/i18n/locales/ja/position.json?lingui',
      'src/i18n/locales/ja/positionDetails.json?lingui',
    ]);
  });
});

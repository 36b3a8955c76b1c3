import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdf } from '../src/lib/pdf';
import { DEMO_CANDIDATE_EMAIL, DEMO_OFFERS } from '../src/seed/candidates';
import {
  Client,
  createTempDirectory,
  dataOf,
  DOMAIN,
  signedInClient,
  startServer,
} from './helpers';

const query = { domain: DOMAIN };

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

    const second = await startServer({ directory, dbPath: first.dbPath, distDir: first.distDir });
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
        /<body><code id="pcsx-data" style="display:none;" data-nosnippet>\{&quot;domain&quot;:&quot;northwindlabs\.com&quot;/,
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

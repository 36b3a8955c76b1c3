import { createContext, runInContext } from 'node:vm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { defaultThemeValues } from '../../src/shared/theme-tokens';
import { heroCopyWidths } from '../src/branding/images';
import { ADMIN_EMAIL, DEMO_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  signedInClient,
  startServer,
  type TestServer,
} from './helpers';

type BrandingSettings = components['schemas']['BrandingSettings'];
type BootData = components['schemas']['BootData'];

const query = { domain: DOMAIN };

const pngDataUrl = async (width: number, height: number): Promise<string> => {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
};

const bootOf = async (client: Client): Promise<BootData> =>
  dataOf<BootData>(await client.get('/api/pcsx/boot', { query }));

describe('branding', () => {
  let server: TestServer;
  let admin: Client;
  let candidate: Client;
  let visitor: Client;

  beforeAll(async () => {
    server = await startServer();
    admin = await signedInClient(server, ADMIN_EMAIL);
    candidate = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    visitor = new Client(server.baseUrl);
    await visitor.boot();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is read and changed only by admins and theme builders', async () => {
    expect((await visitor.get('/api/pcsx/branding', { query })).status).toBe(401);
    const refused = await candidate.get('/api/pcsx/branding', { query });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe('User does not have permissions to perform this action');
    const footer = await candidate.put('/api/pcsx/branding/footer', {
      query,
      json: { html: '<p>Mine</p>', hideProviderLogo: true },
    });
    expect(footer.status).toBe(403);
    const theme = await candidate.put('/api/pcsx/branding/themes/pcsx', {
      query,
      json: { values: defaultThemeValues() },
    });
    expect(theme.status).toBe(403);

    const settings = dataOf<BrandingSettings>(await admin.get('/api/pcsx/branding', { query }));
    expect(settings.themes.map((each) => each.product)).toEqual(['pcsx', 'default']);
    expect(settings.themes[0]?.published).toBeNull();
    expect(settings.pages).toContain('jobs');
  });

  it('refuses invalid theme values, naming them', async () => {
    const values = defaultThemeValues();
    values.core_properties = { ...values.core_properties, primary_color: 'blue' };
    const answer = await admin.put('/api/pcsx/branding/themes/pcsx', { query, json: { values } });
    expect(answer.status).toBe(422);
    expect(errorOf(answer).fields?.map((field) => field.name)).toContain(
      'core_properties.primary_color',
    );

    // An unmatched quote would end the page's theme rule early and break every property after it.
    for (const fontFamily of ["Arial'", "'Segoe UI, Arial"]) {
      const unmatched = defaultThemeValues();
      unmatched.core_properties = { ...unmatched.core_properties, font_family: fontFamily };
      const refused = await admin.put('/api/pcsx/branding/themes/pcsx', {
        query,
        json: { values: unmatched },
      });
      expect(refused.status, fontFamily).toBe(422);
      expect(errorOf(refused).fields?.map((field) => field.name)).toContain(
        'core_properties.font_family',
      );
    }
    const quoted = defaultThemeValues();
    quoted.core_properties = { ...quoted.core_properties, font_family: "'Source Sans 3', Arial" };
    expect(
      (await admin.put('/api/pcsx/branding/themes/pcsx', { query, json: { values: quoted } }))
        .status,
    ).toBe(200);
  });

  it('refuses to publish a theme with hard-to-read text, then publishes it fixed', async () => {
    const values = defaultThemeValues();
    values.core_properties = { ...values.core_properties, primary_color: '#0f766e' };
    values.primary_buttons = { ...values.primary_buttons, text: '#9ca3af' };
    const saved = await admin.put('/api/pcsx/branding/themes/pcsx', { query, json: { values } });
    expect(saved.status, saved.text).toBe(200);
    expect(dataOf<BrandingSettings>(saved).themes[0]?.draftSavedAt).not.toBeNull();

    const refused = await admin.post('/api/pcsx/branding/themes/pcsx/publish', { query });
    expect(refused.status).toBe(422);
    const error = errorOf(refused);
    expect(error.message).toBe(
      'This theme cannot be published because some text would be hard to read.',
    );
    const pair = error.fields?.find(
      (field) => field.name === 'primary_buttons.text/primary_buttons.background',
    );
    expect(pair?.message).toMatch(
      /^Primary buttons: Text on Background has a contrast of \d\.\d\d:1; at least 4\.5:1 is needed\.$/,
    );
    // Nothing was published: pages keep the built-in theme.
    expect((await bootOf(visitor)).configs.theme.core_properties?.primary_color).toBe(
      defaultThemeValues().core_properties?.primary_color,
    );

    values.primary_buttons = { ...values.primary_buttons, text: '#ffffff' };
    await admin.put('/api/pcsx/branding/themes/pcsx', { query, json: { values } });
    const published = await admin.post('/api/pcsx/branding/themes/pcsx/publish', { query });
    expect(published.status, published.text).toBe(200);
    expect(dataOf<BrandingSettings>(published).themes[0]?.published?.core_properties).toMatchObject(
      { primary_color: '#0f766e' },
    );

    const boot = await bootOf(visitor);
    expect(boot.configs.theme.core_properties?.primary_color).toBe('#0f766e');
    expect(boot.configs.pcsxConfig.primaryColor).toBe('#0f766e');
    const page = await visitor.get('/careers/search');
    expect(page.text).toMatch(
      /<style id="pcsx-theme" nonce="[^"]+">:root\{[^<]*--theme-core-properties-primary-color:#0f766e/,
    );
    // The live theme takes the place of the build's built-in one rather than joining it.
    expect(page.text.match(/id="pcsx-theme"/g)).toHaveLength(1);
    expect(page.text).toContain('&quot;primary-color&quot;:&quot;#0f766e&quot;');
  });

  it('sanitises banner and footer HTML, keeping its formatting', async () => {
    const banners = await admin.put('/api/pcsx/branding/banners', {
      query,
      json: {
        implementationBanner: { displayBanner: true, displayText: 'Setting up' },
        banners: [
          {
            page: 'jobs',
            type: 'info',
            html: '<p>We are <strong>hiring</strong><script>alert(1)</script><img src=x onerror="alert(1)"></p><a href="javascript:alert(1)">x</a><a href="https://example.com/a" target="_blank">About</a>',
          },
        ],
      },
    });
    expect(banners.status, banners.text).toBe(200);
    const html = dataOf<BrandingSettings>(banners).banners[0]?.html ?? '';
    expect(html).toContain('<strong>hiring</strong>');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">About</a>',
    );

    const footer = await admin.put('/api/pcsx/branding/footer', {
      query,
      json: {
        html: '<h2 style="color:red" onclick="x()">Contact</h2><ul><li><a href="mailto:jobs@example.com">Mail</a></li></ul><iframe src="/"></iframe><form action="/x"><input name="a"></form>',
        hideProviderLogo: true,
      },
    });
    expect(footer.status, footer.text).toBe(200);
    expect(dataOf<BrandingSettings>(footer).footer.html).toBe(
      '<h2>Contact</h2><ul><li><a href="mailto:jobs@example.com">Mail</a></li></ul>',
    );

    const boot = await bootOf(visitor);
    expect(boot.instanceBannerData).toEqual({ displayBanner: true, displayText: 'Setting up' });
    expect(boot.configs.pcsxConfig.banners[0]?.html).toBe(html);
    expect(boot.configs.pcsxConfig.footerHtml).toContain('<h2>Contact</h2>');
    expect(boot.configs.pcsxConfig.hideProviderLogo).toBe(true);
  });

  it('refuses banners for unknown pages and navbar links that are not addresses', async () => {
    const banner = await admin.put('/api/pcsx/branding/banners', {
      query,
      json: {
        implementationBanner: { displayBanner: false, displayText: '' },
        banners: [{ page: 'nowhere', type: 'alert', html: '<p>x</p>' }],
      },
    });
    expect(banner.status).toBe(422);
    expect(errorOf(banner).fields?.[0]?.name).toBe('banners.0.page');

    const links = await admin.put('/api/pcsx/branding/navbar', {
      query,
      json: {
        links: [
          { label: 'About', url: 'javascript:alert(1)' },
          { label: 'Jobs', url: '/careers/search' },
        ],
      },
    });
    expect(links.status).toBe(422);
    expect(errorOf(links).fields?.map((field) => field.name)).toEqual(['links.0.url']);

    const otherHost = await admin.put('/api/pcsx/branding/navbar', {
      query,
      json: { links: [{ label: 'About', url: '/\\evil.example' }] },
    });
    expect(otherHost.status).toBe(422);
    expect(errorOf(otherHost).fields?.map((field) => field.name)).toEqual(['links.0.url']);

    const emptied = await admin.put('/api/pcsx/branding/banners', {
      query,
      json: {
        implementationBanner: { displayBanner: false, displayText: '' },
        banners: [
          { page: 'jobs', type: 'info', html: '<p>Kept</p>' },
          { page: 'jobs', type: 'alert', html: '<script>alert(1)</script>' },
        ],
      },
    });
    expect(emptied.status).toBe(422);
    expect(errorOf(emptied).fields?.map((field) => field.name)).toEqual(['banners.1.html']);

    const saved = await admin.put('/api/pcsx/branding/navbar', {
      query,
      json: { links: [{ label: 'About us', url: 'https://www.example.com/about' }] },
    });
    expect(dataOf<BrandingSettings>(saved).navbarLinks).toEqual([
      { label: 'About us', url: 'https://www.example.com/about' },
    ]);
    expect((await bootOf(visitor)).configs.pcsxConfig.navbarLinks).toHaveLength(1);
  });

  it('keeps hero images as WebP copies at standard widths and serves them', async () => {
    expect(heroCopyWidths(1000)).toEqual([480, 768, 1000]);
    expect(heroCopyWidths(3000)).toEqual([480, 768, 1024, 1440, 1920, 2560]);
    expect(heroCopyWidths(1440)).toEqual([480, 768, 1024, 1440]);

    const answer = await admin.post('/api/pcsx/branding/hero_images', {
      query,
      json: { page: 'jobs', minWidth: 0, alt: 'Our office', image: await pngDataUrl(1000, 400) },
    });
    expect(answer.status, answer.text).toBe(200);
    const [hero] = dataOf<BrandingSettings>(answer).heroImages;
    expect(hero?.srcset.map((copy) => copy.width)).toEqual([480, 768, 1000]);
    expect(hero).toMatchObject({ page: 'jobs', minWidth: 0, width: 1000, height: 400 });
    expect(hero?.alt).toBe('Our office');

    const served = await visitor.get(hero?.srcset[0]?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const copy = await fetch(`${server.baseUrl}${hero?.srcset[0]?.url ?? ''}`);
    const metadata = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 480, 192]);
    expect((await bootOf(visitor)).configs.pcsxConfig.heroImages).toEqual([hero]);

    // The same page and width replaces the image.
    const replaced = await admin.post('/api/pcsx/branding/hero_images', {
      query,
      json: { page: 'jobs', minWidth: 0, alt: '', image: await pngDataUrl(2800, 700) },
    });
    const images = dataOf<BrandingSettings>(replaced).heroImages;
    expect(images).toHaveLength(1);
    expect(images[0]?.srcset.map((each) => each.width)).toEqual([480, 768, 1024, 1440, 1920, 2560]);
    expect(images[0]).toMatchObject({ width: 2560, height: 640 });
    expect((await visitor.get(hero?.url ?? '')).status).toBe(404);

    const removed = await admin.delete(`/api/pcsx/branding/hero_images/${images[0]?.id ?? 0}`, {
      query,
    });
    expect(dataOf<BrandingSettings>(removed).heroImages).toEqual([]);
    const again = await admin.delete(`/api/pcsx/branding/hero_images/${images[0]?.id ?? 0}`, {
      query,
    });
    expect(again.status).toBe(404);
  });

  it('refuses hero images that are too narrow, too large, of another type or unreadable', async () => {
    const upload = (image: string) =>
      admin.post('/api/pcsx/branding/hero_images', {
        query,
        json: { page: '*', minWidth: 0, alt: '', image },
      });
    const narrow = await upload(await pngDataUrl(300, 200));
    expect(narrow.status).toBe(422);
    expect(errorOf(narrow).fields?.[0]?.message).toContain('300 pixels wide');

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await upload(`data:image/gif;base64,${gif.toString('base64')}`)).status).toBe(415);

    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    expect((await upload(`data:image/png;base64,${broken.toString('base64')}`)).status).toBe(422);

    // Just over 4 MB fits the route's body limit and is refused by the image's own limit...
    const overLimit = Buffer.concat([broken, Buffer.alloc(4 * 1024 * 1024)]);
    const tooLarge = await upload(`data:image/png;base64,${overLimit.toString('base64')}`);
    expect(tooLarge.status).toBe(413);
    expect(errorOf(tooLarge).message).toBe('The image is larger than the 4 MB limit.');
    // ...and a far larger body is refused before it is read, with the same clean error body.
    const huge = await upload(
      `data:image/png;base64,${Buffer.alloc(6 * 1024 * 1024).toString('base64')}`,
    );
    expect(huge.status).toBe(413);
    expect(errorOf(huge).code).toBe('payload_too_large');
  });

  it('sets and removes the logo', async () => {
    const answer = await admin.put('/api/pcsx/branding/logo', {
      query,
      json: { image: await pngDataUrl(120, 40) },
    });
    expect(answer.status, answer.text).toBe(200);
    const logoUrl = dataOf<BrandingSettings>(answer).logoUrl ?? '';
    expect(logoUrl).toMatch(/^\/careers\/branding\/assets\/logo-\d+-[0-9a-f]{12}\.png$/);
    const served = await visitor.get(logoUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await bootOf(visitor)).configs.pcsxConfig.logoUrl).toBe(logoUrl);

    const tooLarge = await admin.put('/api/pcsx/branding/logo', {
      query,
      json: { image: `data:image/png;base64,${Buffer.alloc(600 * 1024).toString('base64')}` },
    });
    expect(tooLarge.status).toBe(413);

    const removed = await admin.delete('/api/pcsx/branding/logo', { query });
    expect(dataOf<BrandingSettings>(removed).logoUrl).toBeNull();
    expect((await visitor.get(logoUrl)).status).toBe(404);
  });

  it('serves head scripts from this site, as given, on the pages they are for', async () => {
    const answer = await admin.put('/api/pcsx/branding/head_scripts', {
      query,
      json: {
        scripts: [
          { page: '*', name: 'Analytics', code: "'use strict';\nconst analyticsLoaded = true;" },
          { page: 'dashboard', name: 'Chat', code: 'throw new Error("chat down") // no newline' },
        ],
      },
    });
    expect(answer.status, answer.text).toBe(200);
    const [analytics, chat] = dataOf<BrandingSettings>(answer).headScripts;
    expect(analytics?.src).toMatch(/^\/careers\/branding\/scripts\/[0-9a-f]{16}\.js$/);

    const served = await visitor.get(chat?.src ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.text).toBe('throw new Error("chat down") // no newline');
    // Served unwrapped: a top-level declaration is global and 'use strict' stays a directive.
    const analyticsServed = await visitor.get(analytics?.src ?? '');
    expect(analyticsServed.text).toBe("'use strict';\nconst analyticsLoaded = true;");
    const context = createContext({});
    runInContext(analyticsServed.text, context);
    expect(runInContext('analyticsLoaded', context)).toBe(true);

    expect((await visitor.get('/careers/branding/scripts/0123456789abcdef.js')).status).toBe(404);
    expect((await bootOf(visitor)).configs.pcsxConfig.headScripts).toEqual([
      { page: '*', src: analytics?.src },
      { page: 'dashboard', src: chat?.src },
    ]);

    const search = (await visitor.get('/careers/search')).text;
    expect(search).toContain(`<script src="${analytics?.src ?? ''}" defer></script>`);
    expect(search).not.toContain(`<script src="${chat?.src ?? ''}"`);
    const dashboard = (await visitor.get('/careers/dashboard')).text;
    expect(dashboard).toContain(`<script src="${chat?.src ?? ''}" defer></script>`);

    const unknownPage = await admin.put('/api/pcsx/branding/head_scripts', {
      query,
      json: { scripts: [{ page: 'elsewhere', name: 'X', code: '1;' }] },
    });
    expect(unknownPage.status).toBe(422);
  });
});

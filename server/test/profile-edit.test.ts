import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { SECOND_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  registeredClient,
  signedInClient,
  startServer,
  type TestServer,
} from './helpers';

type UserProfile = components['schemas']['UserProfile'];
type ProfileCompletion = components['schemas']['ProfileCompletion'];

const query = { domain: DOMAIN };
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real image of a plain colour, as a camera or an editor would send it. */
const photo = (format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A black-and-white PNG's header (1 bit a pixel), claiming `width` × `height` pixels. */
const pngHeader = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header)]);
};

/** A whole 1-bit PNG of `width` × `height` black pixels: a few hundred KB for 400 million. */
const pngBomb = (width: number, height: number): Buffer =>
  Buffer.concat([
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);

const dataUrl = (type: string, content: Buffer) =>
  `data:${type};base64,${content.toString('base64')}`;

const experience = (title: string) => ({
  title,
  company: 'Contoso',
  dateRange: { startDate: '01/2020', endDate: '12/2021', isCurrent: false },
  description: null,
});

/** A new candidate with an empty profile, signed in. */
const registerCandidate = (server: TestServer): Promise<Client> =>
  registeredClient(server, { firstname: 'Riley', lastname: 'Moreno' });

const edit = (client: Client, json: unknown) =>
  client.post('/api/pcsx/profile_edit', { query, json });

const profileOf = async (client: Client, json: unknown): Promise<UserProfile> => {
  const answer = await edit(client, json);
  expect(answer.status, answer.text).toBe(200);
  return dataOf<UserProfile>(answer);
};

describe('profile editing', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('updates basic info and contact, and completion rises', async () => {
    const client = await registerCandidate(server);
    const before = dataOf<ProfileCompletion>(
      await client.get('/api/pcsx/profile_analysis', { query }),
    );
    const profile = await profileOf(client, {
      op_section: 'basic_info',
      operation: 'update',
      op_data: {
        value: { firstname: 'Riley', lastname: 'Moreno', headline: 'Designer', location: 'Austin' },
        index: null,
      },
    });
    expect(profile).toMatchObject({ headline: 'Designer', location: 'Austin' });
    await profileOf(client, {
      op_section: 'contact',
      operation: 'update',
      op_data: {
        value: { phone: { callingCode: '+1', number: '512-555-0100', selectedCountryCode: 'US' } },
        index: null,
      },
    });
    const after = dataOf<ProfileCompletion>(
      await client.get('/api/pcsx/profile_analysis', { query }),
    );
    expect(after.percent).toBeGreaterThan(before.percent);
    expect(after.missingSections).not.toContain('basic_info');
    expect(after.missingSections).not.toContain('contact');
  });

  it('adds, updates, moves and deletes list entries in every list section', async () => {
    const client = await registerCandidate(server);
    const entries = {
      experience: [experience('First'), experience('Second'), experience('Third')],
      education: ['A', 'B', 'C'].map((school) => ({
        school,
        degree: 'B.S.',
        field: null,
        dateRange: { startDate: '09/2010', endDate: '06/2014', isCurrent: false },
      })),
      links: ['A', 'B', 'C'].map((label) => ({ label, url: `https://example.com/${label}` })),
    } as const;
    for (const [section, values] of Object.entries(entries)) {
      for (const value of values) {
        await profileOf(client, { op_section: section, operation: 'add', op_data: { value } });
      }
      const moved = await profileOf(client, {
        op_section: section,
        operation: 'move',
        op_data: { value: 0, index: 2 },
      });
      const key = section as keyof typeof entries;
      expect(moved[key]).toEqual([values[2], values[0], values[1]]);
      const updated = await profileOf(client, {
        op_section: section,
        operation: 'update',
        op_data: { value: values[1], index: 0 },
      });
      expect(updated[key]).toEqual([values[1], values[0], values[1]]);
      const deleted = await profileOf(client, {
        op_section: section,
        operation: 'delete',
        op_data: { value: null, index: 1 },
      });
      expect(deleted[key]).toEqual([values[1], values[1]]);
    }
  });

  it('adds, replaces and removes skills', async () => {
    const client = await registerCandidate(server);
    await profileOf(client, {
      op_section: 'skills',
      operation: 'add',
      op_data: { value: ['React', 'SQL'] },
    });
    const replaced = await profileOf(client, {
      op_section: 'skills',
      operation: 'update',
      op_data: { value: ['SQL', 'Go', 'go'] },
    });
    expect(replaced.skills).toEqual(['SQL', 'go']);
    const removed = await profileOf(client, {
      op_section: 'skills',
      operation: 'delete',
      op_data: { value: ['sql'] },
    });
    expect(removed.skills).toEqual(['go']);
  });

  it('answers 422 with field problems for bad values, bad moves and values over the limits', async () => {
    const client = await registerCandidate(server);
    const cases: [unknown, string][] = [
      [
        {
          op_section: 'basic_info',
          operation: 'update',
          op_data: { value: { firstname: 'R', lastname: 'M', headline: 'x'.repeat(121) } },
        },
        'op_data.value.headline',
      ],
      [
        {
          op_section: 'basic_info',
          operation: 'update',
          op_data: { value: { avatar: 'https://evil.example/a.png' } },
        },
        'op_data.value.avatar',
      ],
      [
        {
          op_section: 'experience',
          operation: 'add',
          op_data: { value: { ...experience('x'.repeat(101)) } },
        },
        'op_data.value.title',
      ],
      [
        {
          op_section: 'links',
          operation: 'add',
          op_data: { value: { label: 'Site', url: 'javascript:alert(1)' } },
        },
        'op_data.value.url',
      ],
      [
        {
          op_section: 'links',
          operation: 'add',
          op_data: { value: { label: 'Site', url: `https://example.com/${'a'.repeat(500)}` } },
        },
        'op_data.value.url',
      ],
      [
        {
          op_section: 'skills',
          operation: 'update',
          op_data: { value: Array.from({ length: 101 }, (_, index) => `Skill ${index}`) },
        },
        'op_data.value',
      ],
      [
        { op_section: 'skills', operation: 'add', op_data: { value: ['x'.repeat(61)] } },
        'op_data.value.0',
      ],
      [
        { op_section: 'experience', operation: 'move', op_data: { value: 0, index: 0 } },
        'op_data.index',
      ],
      [{ op_section: 'skills', operation: 'move', op_data: { value: 0, index: 0 } }, 'operation'],
    ];
    for (const [json, field] of cases) {
      const answer = await edit(client, json);
      expect(answer.status, answer.text).toBe(422);
      expect(errorOf(answer).message).toBe('Invalid request received. Please try again');
      expect(errorOf(answer).fields?.map((problem) => problem.name)).toContain(field);
    }
    await profileOf(client, {
      op_section: 'experience',
      operation: 'add',
      op_data: { value: experience('Only') },
    });
    const badTarget = await edit(client, {
      op_section: 'experience',
      operation: 'move',
      op_data: { value: 3, index: 0 },
    });
    expect(badTarget.status).toBe(422);
    expect(errorOf(badTarget).fields?.[0]?.name).toBe('op_data.value');
  });

  it('holds at most 20 links', async () => {
    const client = await registerCandidate(server);
    for (let index = 0; index < 20; index += 1) {
      await profileOf(client, {
        op_section: 'links',
        operation: 'add',
        op_data: { value: { label: `Link ${index}`, url: `https://example.com/${index}` } },
      });
    }
    const answer = await edit(client, {
      op_section: 'links',
      operation: 'add',
      op_data: { value: { label: 'One more', url: 'https://example.com/more' } },
    });
    expect(answer.status).toBe(422);
    expect(errorOf(answer).fields?.[0]?.message).toBe('This section holds at most 20 entries.');
  });

  it("never changes another candidate's profile, and needs the CSRF token", async () => {
    const first = await registerCandidate(server);
    const second = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
    const secondBefore = dataOf<UserProfile>(
      await second.get('/api/pcsx/profile_details', { query }),
    );
    await profileOf(first, {
      op_section: 'links',
      operation: 'add',
      op_data: { value: { label: 'Mine', url: 'https://example.com/mine' } },
    });
    expect(dataOf<UserProfile>(await second.get('/api/pcsx/profile_details', { query }))).toEqual(
      secondBefore,
    );
    const withoutToken = await first.post('/api/pcsx/profile_edit', {
      query,
      csrf: false,
      json: { op_section: 'skills', operation: 'add', op_data: { value: ['Go'] } },
    });
    expect(withoutToken.status).toBe(403);
    expect(errorOf(withoutToken).code).toBe('csrf_invalid');
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    expect(
      (
        await visitor.post('/api/pcsx/profile_edit', {
          query,
          json: { op_section: 'skills', operation: 'add', op_data: { value: ['Go'] } },
        })
      ).status,
    ).toBe(401);
  });
});

describe('avatar', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const upload = (client: Client, image: string) =>
    client.post('/api/pcsx/profile/avatar', { query, json: { image } });

  /** The avatar as served: its type, and what it decodes to. */
  const servedAvatar = async (path: string | null) => {
    const served = await fetch(`${server.baseUrl}${path ?? ''}`);
    expect(served.status).toBe(200);
    const content = Buffer.from(await served.arrayBuffer());
    return {
      type: served.headers.get('content-type'),
      cache: served.headers.get('cache-control'),
      content,
      metadata: await sharp(content).metadata(),
    };
  };

  it('stores an image at a new path each time, serves it, and removes it', async () => {
    const client = await registerCandidate(server);
    const first = dataOf<UserProfile>(await upload(client, `data:image/png;base64,${PNG_1X1}`));
    expect(first.avatar).toMatch(/^\/avatars\/[A-Za-z0-9_-]{16}\.webp$/);
    const served = await servedAvatar(first.avatar);
    expect(served.type).toBe('image/webp');
    expect(served.cache).toContain('immutable');
    expect(served.metadata).toMatchObject({ format: 'webp', width: 1, height: 1 });

    const second = dataOf<UserProfile>(
      await upload(client, dataUrl('image/jpeg', await photo('jpeg'))),
    );
    expect(second.avatar).not.toBe(first.avatar);
    expect((await servedAvatar(second.avatar)).metadata).toMatchObject({ width: 64, height: 48 });
    expect((await client.get(first.avatar ?? '')).status).toBe(404);

    const third = dataOf<UserProfile>(
      await upload(client, dataUrl('image/webp', await photo('webp'))),
    );
    expect((await servedAvatar(third.avatar)).metadata.format).toBe('webp');

    const removed = dataOf<UserProfile>(await client.delete('/api/pcsx/profile/avatar', { query }));
    expect(removed.avatar).toBeNull();
    expect((await client.get(third.avatar ?? '')).status).toBe(404);
  });

  it('stores a decoded copy: at most 512 pixels a side, turned as shown, without metadata', async () => {
    const client = await registerCandidate(server);
    // 1200 × 800 as stored, shown 800 × 1200 (EXIF orientation 6), with the camera's notes.
    const jpeg = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#c63' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Riley Moreno, Austin' } } })
      .toBuffer();
    // Anything after the image's end is not part of it, and is not kept.
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const profile = dataOf<UserProfile>(
      await upload(client, dataUrl('image/jpeg', Buffer.concat([jpeg, html]))),
    );
    const served = await servedAvatar(profile.avatar);
    expect(served.metadata).toMatchObject({ format: 'webp', width: 341, height: 512 });
    expect(served.metadata.exif).toBeUndefined();
    expect(served.metadata.orientation).toBeUndefined();
    expect(served.content.includes('<script>')).toBe(false);
    expect(served.content.includes('Riley Moreno')).toBe(false);
  });

  it('refuses an image that does not decode, whatever its first bytes say', async () => {
    const client = await registerCandidate(server);
    const hostile: [string, Buffer][] = [
      [
        'HTML after a PNG signature',
        Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]),
      ],
      ['a 20,000 × 20,000 pixel PNG', pngBomb(20_000, 20_000)],
      ['a header-only 100,000 × 100,000 PNG', pngHeader(100_000, 100_000)],
      ['a truncated JPEG', Buffer.concat([JPEG_START, Buffer.alloc(64)])],
    ];
    for (const [label, content] of hostile) {
      const refused = await upload(client, dataUrl('image/png', content));
      expect(refused.status, label).toBe(422);
      expect(errorOf(refused).fields, label).toEqual([
        { name: 'image', message: 'The image could not be read.' },
      ]);
    }
    const profile = dataOf<UserProfile>(await client.get('/api/pcsx/profile_details', { query }));
    expect(profile.avatar).toBeNull();
  });

  it('judges the type by content and the size by the decoded bytes', async () => {
    const client = await registerCandidate(server);
    const html = await upload(client, dataUrl('image/png', Buffer.from('<svg onload=alert(1)>')));
    expect(html.status).toBe(415);
    expect(errorOf(html).message).toBe('Upload a PNG, JPEG or WebP image.');

    const svgLabel = await upload(client, `data:image/svg+xml;base64,${PNG_1X1}`);
    expect([400, 422]).toContain(svgLabel.status);

    const big = Buffer.concat([JPEG_START, Buffer.alloc(512 * 1024)]);
    const tooLarge = await upload(client, dataUrl('image/jpeg', big));
    expect(tooLarge.status).toBe(413);

    const broken = await upload(client, 'data:image/png;base64,@@@@');
    expect(broken.status).toBe(422);
    const profile = dataOf<UserProfile>(await client.get('/api/pcsx/profile_details', { query }));
    expect(profile.avatar).toBeNull();
  });

  it("keeps candidates' avatars apart and needs the CSRF token", async () => {
    const first = await registerCandidate(server);
    const second = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
    const mine = dataOf<UserProfile>(await upload(first, `data:image/png;base64,${PNG_1X1}`));
    dataOf<UserProfile>(await second.delete('/api/pcsx/profile/avatar', { query }));
    const still = dataOf<UserProfile>(await first.get('/api/pcsx/profile_details', { query }));
    expect(still.avatar).toBe(mine.avatar);

    const withoutToken = await first.post('/api/pcsx/profile/avatar', {
      query,
      csrf: false,
      json: { image: `data:image/png;base64,${PNG_1X1}` },
    });
    expect(withoutToken.status).toBe(403);
    const removeWithoutToken = await first.delete('/api/pcsx/profile/avatar', {
      query,
      csrf: false,
    });
    expect(removeWithoutToken.status).toBe(403);
    expect((await first.get('/avatars/unknown.png')).status).toBe(404);
  });
});

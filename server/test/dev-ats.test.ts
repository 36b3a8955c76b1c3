import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATE_EMAIL, SECOND_CANDIDATE_EMAIL } from '../src/seed/candidates';
import { Client, dataOf, DOMAIN, errorOf, registeredClient, startServer } from './helpers';
import type { TestServer } from './helpers';

describe('the developer ATS', () => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startServer({ devTools: true });
    client = new Client(server.baseUrl);
    await client.boot();
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves an accessible page whose only script is a same-origin file', async () => {
    const page = await client.get('/dev/ats');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).toContain('<h1>Employer ATS (development only)</h1>');
    expect(page.text).toContain(DEMO_CANDIDATE_EMAIL);
    expect(page.text).toContain('<script src="/dev/ats.js" defer></script>');
    expect(page.text.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    // Every input and select has a label pointing at it.
    const fieldIds = [...page.text.matchAll(/<(?:input|select) id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(fieldIds.length).toBeGreaterThan(0);
    for (const id of fieldIds) expect(page.text).toContain(`<label for="${id}">`);

    const script = await client.get('/dev/ats.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.text).toContain("'x-csrf-token': token");
  });

  it('needs the CSRF token for every action', async () => {
    for (const path of [
      '/dev/ats/interviews',
      '/dev/ats/interviews/8801/reschedule',
      '/dev/ats/offers',
      '/dev/ats/applications/1/status',
      '/dev/ats/forms',
      '/dev/ats/positions/close',
      '/dev/ats/positions',
    ]) {
      const answer = await client.post(path, {
        json: { candidateEmail: DEMO_CANDIDATE_EMAIL },
        csrf: false,
      });
      expect(answer.status, path).toBe(403);
      expect(errorOf(answer).code).toBe('csrf_invalid');
    }
  });

  it('answers bad input with a 4xx JSON error naming the problem', async () => {
    const cases: { path: string; json: unknown; status: number; field?: string }[] = [
      {
        path: '/dev/ats/interviews',
        json: { candidateEmail: 'nobody' },
        status: 422,
        field: 'candidateEmail',
      },
      { path: '/dev/ats/interviews', json: { candidateEmail: 'nobody@example.com' }, status: 404 },
      {
        path: '/dev/ats/interviews',
        json: { candidateEmail: DEMO_CANDIDATE_EMAIL, startsAt: 'soon' },
        status: 422,
        field: 'startsAt',
      },
      { path: '/dev/ats/interviews', json: ['not', 'an', 'object'], status: 400 },
      {
        path: '/dev/ats/interviews/999999/reschedule',
        json: { startsAt: '2031-01-01T10:00:00Z' },
        status: 404,
      },
      { path: '/dev/ats/interviews/8801/reschedule', json: {}, status: 422, field: 'startsAt' },
      {
        path: '/dev/ats/interviews/abc/reschedule',
        json: { startsAt: '2031-01-01T10:00:00Z' },
        status: 400,
      },
      {
        path: '/dev/ats/interviews/9999999999/reschedule',
        json: { startsAt: '2031-01-01T10:00:00Z' },
        status: 400,
      },
      {
        path: '/dev/ats/offers',
        json: { candidateEmail: DEMO_CANDIDATE_EMAIL, expiresInDays: 0 },
        status: 422,
        field: 'expiresInDays',
      },
      {
        path: '/dev/ats/offers',
        json: { candidateEmail: DEMO_CANDIDATE_EMAIL, compensationAmount: 'lots' },
        status: 422,
        field: 'compensationAmount',
      },
      {
        path: '/dev/ats/offers',
        json: { candidateEmail: DEMO_CANDIDATE_EMAIL, startDate: '1 February' },
        status: 422,
        field: 'startDate',
      },
      {
        path: '/dev/ats/offers',
        json: { candidateEmail: DEMO_CANDIDATE_EMAIL, signing: 'fax' },
        status: 422,
        field: 'signing',
      },
      {
        path: '/dev/ats/applications/1/status',
        json: { status: 'promoted' },
        status: 422,
        field: 'status',
      },
      { path: '/dev/ats/applications/999999/status', json: { status: 'hired' }, status: 404 },
      { path: '/dev/ats/positions/close', json: {}, status: 422, field: 'positionId' },
      {
        path: '/dev/ats/positions/close',
        json: { positionId: '1001' },
        status: 422,
        field: 'positionId',
      },
      {
        path: '/dev/ats/positions/close',
        json: { positionId: 2 ** 40 },
        status: 422,
        field: 'positionId',
      },
      { path: '/dev/ats/positions/close', json: { positionId: 999_999 }, status: 404 },
      { path: '/dev/ats/positions', json: { locationId: 1 }, status: 422, field: 'title' },
      { path: '/dev/ats/positions', json: { title: 'Baker' }, status: 422, field: 'locationId' },
      {
        path: '/dev/ats/positions',
        json: { title: 'Baker', locationId: 1, workLocationOption: 'moon' },
        status: 422,
        field: 'workLocationOption',
      },
      { path: '/dev/ats/positions', json: { title: 'Baker', locationId: 99_999 }, status: 404 },
      {
        path: '/dev/ats/positions',
        json: { title: 'Baker', locationId: 1, department: 'Bakery' },
        status: 409,
      },
    ];
    for (const { path, json, status, field } of cases) {
      const answer = await client.post(path, { json });
      expect(answer.status, `${path} ${JSON.stringify(json)}`).toBe(status);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const error = errorOf(answer);
      expect(error.message.length).toBeGreaterThan(0);
      if (field) expect(error.fields?.map((item) => item.name)).toEqual([field]);
    }
  });

  it('closes a job: it leaves search and its page at once, and cannot be closed twice', async () => {
    const query = { domain: DOMAIN, query: 'data engineer', num: 10 };
    const search = async () =>
      dataOf<{ count: number; positions: { id: number }[] }>(
        await client.get('/api/pcsx/search', { query }),
      );
    const before = await search();
    const job = before.positions[0]?.id ?? 0;
    const closed = await client.post('/dev/ats/positions/close', { json: { positionId: job } });
    expect(closed.status, closed.text).toBe(201);

    const after = await search();
    expect(after.count).toBe(before.count - 1);
    expect(after.positions.map((position) => position.id)).not.toContain(job);
    const page = await client.get('/api/pcsx/position_details', {
      query: { domain: DOMAIN, position_id: job },
    });
    expect(page.status).toBe(404);
    const again = await client.post('/dev/ats/positions/close', { json: { positionId: job } });
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe('No open job has this id.');
  });

  it('posts a job: open from now, in search and on its page at once', async () => {
    const posted = await client.post('/dev/ats/positions', {
      json: {
        title: 'Glassblowing Engineer',
        locationId: '2',
        department: 'Engineering',
        workLocationOption: 'hybrid',
        description: 'Shape the furnaces of tomorrow.',
      },
    });
    expect(posted.status, posted.text).toBe(201);
    const { positionId } = posted.body as { positionId: number };
    const found = dataOf<{ positions: { id: number; workLocationOption: string }[] }>(
      await client.get('/api/pcsx/search', {
        query: { domain: DOMAIN, query: 'glassblowing', sort_by: 'newest' },
      }),
    ).positions;
    expect(found.map(({ id }) => id)).toEqual([positionId]);
    expect(found[0]?.workLocationOption).toBe('hybrid');
    const details = dataOf<{ name: string; department: string; jobDescription: string }>(
      await client.get('/api/pcsx/position_details', {
        query: { domain: DOMAIN, position_id: positionId },
      }),
    );
    expect(details).toMatchObject({ name: 'Glassblowing Engineer', department: 'Engineering' });
    expect(details.jobDescription).toContain('Shape the furnaces of tomorrow.');
  });

  it('extends an e-sign offer with its summary; the employer sees it, and the signed letter once signed', async () => {
    const email = 'ats.offer.terms@example.com';
    const candidate = await registeredClient(server, { email });
    const applied = await candidate.post('/api/pcsx/apply', {
      query: { domain: DOMAIN },
      json: { position_id: 1000, domain: DOMAIN, form_data: {} },
    });
    expect(applied.status, applied.text).toBe(201);
    const extended = await client.post('/dev/ats/offers', {
      json: {
        candidateEmail: email,
        expiresInDays: 5,
        compensationAmount: 125000,
        compensationCurrency: 'EUR',
        compensationPeriod: 'year',
        startDate: '2027-02-01',
        workLocation: 'Berlin, BE, Germany',
        signing: 'esign',
      },
    });
    expect(extended.status, extended.text).toBe(201);
    const { offerId } = extended.body as { offerId: number };
    const offers = (await candidate.get('/api/pcsx/offers', { query: { domain: DOMAIN } }))
      .body as { id: number; ef_esign_url: string | null; summary?: unknown }[];
    const offer = offers.find((each) => each.id === offerId);
    expect(offer?.summary).toEqual({
      compensation: { amount: 125000, currency: 'EUR', period: 'year' },
      start_date: '2027-02-01',
      location: 'Berlin, BE, Germany',
    });
    expect(offer?.ef_esign_url).toMatch(/^\/esign\/[\w-]{20,}$/);

    const letterPath = `/dev/ats/offers/${offerId}/signed-letter`;
    const before = (await client.get('/dev/ats')).text;
    expect(before).toContain('<dt>Base pay</dt><dd>€125,000 per year</dd>');
    expect(before).toContain(
      '<dt>Start date</dt><dd><time datetime="2027-02-01">2027-02-01</time></dd>',
    );
    expect(before).toContain('<dt>Location</dt><dd>Berlin, BE, Germany</dd>');
    expect(before).toContain('<dt>Signing</dt><dd>E-signature in the portal</dd>');
    expect(before).not.toContain(letterPath);
    expect((await client.get(letterPath)).status).toBe(404);

    const signedOnline = new FormData();
    signedOnline.append('domain', DOMAIN);
    const accepted = await candidate.post(`/api/pcsx/offers/${offerId}/accept`, {
      query: { domain: DOMAIN },
      // Signed online: no file, the server keeps the letter with the signature's page.
      form: signedOnline,
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect((await client.get('/dev/ats')).text).toContain(`<a href="${letterPath}">`);
    const letter = await client.get(letterPath);
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    expect(letter.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[\w.-]+\.pdf"$/,
    );
  });

  it('refuses an interview or offer for a candidate without an active application', async () => {
    const fresh = await registeredClient(server, { email: 'ats.no.application@example.com' });
    for (const path of ['/dev/ats/interviews', '/dev/ats/offers']) {
      const answer = await fresh.post(path, {
        json: { candidateEmail: 'ats.no.application@example.com' },
      });
      expect(answer.status).toBe(409);
      expect(errorOf(answer).message).toBe('The candidate has no active application.');
    }
  });

  it('acts on one candidate without notifying another', async () => {
    const { db } = server.app.pcsx.services;
    const demoNotifications = () =>
      db
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select('n.id')
        .where('u.email', '=', DEMO_CANDIDATE_EMAIL)
        .execute();
    const before = await demoNotifications();
    for (const path of ['/dev/ats/interviews', '/dev/ats/offers', '/dev/ats/forms']) {
      const answer = await client.post(path, { json: { candidateEmail: SECOND_CANDIDATE_EMAIL } });
      expect(answer.status, answer.text).toBe(201);
    }
    expect(await demoNotifications()).toEqual(before);
  });
});

describe('a server started without the development tools', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 404 for the ATS page, its script and its actions', async () => {
    const client = new Client(server.baseUrl);
    await client.boot();
    for (const path of ['/dev/ats', '/dev/ats.js', '/dev/mail']) {
      expect((await client.get(path)).status, path).toBe(404);
    }
    const action = await client.post('/dev/ats/interviews', {
      json: { candidateEmail: DEMO_CANDIDATE_EMAIL },
    });
    expect(action.status).toBe(404);
    const interviews = await server.app.pcsx.services.db
      .selectFrom('interviews')
      .select('id')
      .execute();
    expect(interviews).toHaveLength(5);
  });
});

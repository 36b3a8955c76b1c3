import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertRunContext, runJobAlerts } from '../src/job-alerts/run';
import type { OutgoingMail } from '../src/mail/outbox';
import { DEMO_CANDIDATE_EMAIL, SECOND_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  PASSWORD,
  registeredClient,
  signedInClient,
  startServer,
  type TestServer,
} from './helpers';

const query = { domain: DOMAIN };
const DAY_MS = 24 * 60 * 60 * 1000;

interface JobAlert {
  id: string;
  name: string;
  criteria: {
    query: string;
    location: string;
    filters: Record<string, string[]>;
    mapArea: { north: number; south: number; east: number; west: number } | null;
    literal?: string[];
  };
  frequency: 'instant' | 'daily' | 'weekly';
  isPaused: boolean;
  createdAt: string;
  lastSentAt: string | null;
  searchUrl: string;
  description: string;
}

const criteriaOf = (text: string, overrides: Partial<JobAlert['criteria']> = {}) => ({
  query: text,
  location: '',
  filters: {},
  mapArea: null,
  ...overrides,
});

let emailCount = 0;
const uniqueEmail = () => `alerts.${(emailCount += 1)}.${Date.now()}@example.com`;

describe('saved searches and job alerts', () => {
  let server: TestServer;
  let clock = Date.now();
  let employer: Client;
  let austinId: number;

  const createAlert = (client: Client, json: unknown) =>
    client.post('/api/pcsx/job_alerts', { query, json });

  const alertOf = (answer: Awaited<ReturnType<Client['post']>>): JobAlert =>
    dataOf<{ alert: JobAlert }>(answer).alert;

  const listAlerts = async (client: Client): Promise<JobAlert[]> =>
    dataOf<{ alerts: JobAlert[] }>(await client.get('/api/pcsx/job_alerts', { query })).alerts;

  const postJob = async (title: string, workLocationOption = 'onsite'): Promise<number> => {
    const answer = await employer.post('/dev/ats/positions', {
      json: { title, locationId: austinId, department: 'Engineering', workLocationOption },
    });
    expect(answer.status, answer.text).toBe(201);
    return (answer.body as { positionId: number }).positionId;
  };

  /** One turn of the job alerts at the test's clock; the mails it sent to `to`. */
  const runAlerts = async (to: string): Promise<OutgoingMail[]> => {
    const services = server.app.pcsx.services;
    const before = server.sentMail.length;
    await runJobAlerts(
      jobAlertRunContext(services, (error) => {
        throw error;
      }),
      clock,
    );
    return server.sentMail.slice(before).filter((mail) => mail.to === to);
  };

  beforeAll(async () => {
    server = await startServer({ devTools: true, now: () => clock });
    employer = new Client(server.baseUrl);
    await employer.boot();
    const austin = await server.app.pcsx.services.db
      .selectFrom('locations')
      .select('id')
      .where('city', '=', 'Austin')
      .executeTakeFirstOrThrow();
    austinId = austin.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates, lists, changes and deletes a candidate’s alerts', async () => {
    const candidate = await registeredClient(server);
    const created = await createAlert(candidate, {
      criteria: criteriaOf(' engineer ', {
        location: 'Austin, TX',
        filters: { work_location_option: ['remote', 'hybrid'], posted_within: ['7'] },
      }),
      frequency: 'daily',
    });
    expect(created.status, created.text).toBe(201);
    const alert = alertOf(created);
    expect(alert).toMatchObject({
      name: 'engineer in Austin, TX',
      criteria: {
        query: 'engineer',
        location: 'Austin, TX',
        filters: { work_location_option: ['hybrid', 'remote'] },
        mapArea: null,
      },
      frequency: 'daily',
      isPaused: false,
      lastSentAt: null,
      description: '“engineer” in Austin, TX · Hybrid · Remote',
      searchUrl:
        '/careers/search?query=engineer&location=Austin%2C+TX&filter_work_location_option=hybrid%2Cremote',
    });

    // The same search typed differently is the same alert.
    const again = await createAlert(candidate, {
      criteria: criteriaOf('Engineer', {
        location: 'austin, tx',
        filters: { work_location_option: ['remote', 'hybrid', 'remote'] },
      }),
      frequency: 'weekly',
    });
    expect(again.status).toBe(200);
    expect(alertOf(again)).toMatchObject({ id: alert.id, frequency: 'daily' });

    const mapSearch = alertOf(
      await createAlert(candidate, {
        criteria: criteriaOf('', {
          mapArea: { north: 30.5, south: 30.1, east: -97.5, west: -97.9 },
        }),
        frequency: 'instant',
        name: 'Around Austin',
      }),
    );
    expect(mapSearch).toMatchObject({
      name: 'Around Austin',
      description: 'Jobs in an area of the map',
      searchUrl:
        '/careers/search?location=Map+Area&filter_map_bounds=30.10000%2C-97.90000%2C30.50000%2C-97.50000',
    });
    expect((await listAlerts(candidate)).map(({ id }) => id)).toEqual([mapSearch.id, alert.id]);

    const changed = await candidate.request('PATCH', `/api/pcsx/job_alerts/${alert.id}`, {
      query,
      json: { name: 'Austin engineering', frequency: 'weekly', isPaused: true },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(alertOf(changed)).toMatchObject({
      id: alert.id,
      name: 'Austin engineering',
      frequency: 'weekly',
      isPaused: true,
    });

    const deleted = await candidate.delete(`/api/pcsx/job_alerts/${alert.id}`, { query });
    expect(deleted.status).toBe(200);
    expect(dataOf(deleted)).toEqual({ count: 1 });
    expect((await candidate.delete(`/api/pcsx/job_alerts/${alert.id}`, { query })).status).toBe(
      404,
    );
    expect((await listAlerts(candidate)).map(({ id }) => id)).toEqual([mapSearch.id]);
  });

  it('refuses unknown filters, upside-down map areas and more than 20 alerts', async () => {
    const candidate = await registeredClient(server);
    const unknown = await createAlert(candidate, {
      criteria: criteriaOf('nurse', { filters: { filter_department: ['Engineering'] } }),
      frequency: 'daily',
    });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).fields?.[0]?.name).toBe('criteria.filters.filter_department');
    const upsideDown = await createAlert(candidate, {
      criteria: criteriaOf('nurse', { mapArea: { north: 1, south: 2, east: 3, west: 4 } }),
      frequency: 'daily',
    });
    expect(upsideDown.status).toBe(422);

    for (let index = 0; index < 20; index += 1) {
      const answer = await createAlert(candidate, {
        criteria: criteriaOf(`role ${index}`),
        frequency: 'weekly',
      });
      expect(answer.status, answer.text).toBe(201);
    }
    const tooMany = await createAlert(candidate, {
      criteria: criteriaOf('one more'),
      frequency: 'weekly',
    });
    expect(tooMany.status).toBe(422);
    expect(errorOf(tooMany).fields?.[0]).toEqual({
      name: 'criteria',
      message: 'You can keep up to 20 job alerts. Delete one to add another.',
    });
    // Saving one it already has still answers it.
    expect(
      (await createAlert(candidate, { criteria: criteriaOf('role 3'), frequency: 'daily' })).status,
    ).toBe(200);
  });

  it('keeps each candidate’s alerts to themselves', async () => {
    const owner = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    const other = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
    const alert = alertOf(
      await createAlert(owner, { criteria: criteriaOf('data analyst'), frequency: 'daily' }),
    );
    expect((await listAlerts(other)).map(({ id }) => id)).not.toContain(alert.id);
    const path = `/api/pcsx/job_alerts/${alert.id}`;
    const changed = await other.request('PATCH', path, { query, json: { isPaused: true } });
    expect(changed.status).toBe(404);
    expect(errorOf(changed).message).toBe('This job alert does not exist.');
    expect((await other.delete(path, { query })).status).toBe(404);
    expect((await listAlerts(owner)).find(({ id }) => id === alert.id)?.isPaused).toBe(false);

    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    expect((await visitor.get('/api/pcsx/job_alerts', { query })).status).toBe(401);
    expect((await visitor.delete(path, { query })).status).toBe(401);
  });

  it('fills the search answer’s savedSearchMetadata for a saved search', async () => {
    const candidate = await registeredClient(server);
    const alert = alertOf(
      await createAlert(candidate, {
        criteria: criteriaOf('product designer', {
          location: 'Austin, TX',
          filters: { department: ['Design'] },
        }),
        frequency: 'weekly',
      }),
    );
    const search = (parameters: Record<string, string>) =>
      candidate.get('/api/pcsx/search', { query: { ...query, ...parameters } });
    const saved = await search({
      query: 'Product Designer',
      location: 'Austin, TX',
      filter_department: 'Design',
      filter_posted_within: '30',
      sort_by: 'newest',
    });
    expect(dataOf<{ savedSearchMetadata: unknown }>(saved).savedSearchMetadata).toEqual({
      isSaved: true,
      searchId: alert.id,
    });
    const other = await search({ query: 'product designer', location: 'Austin, TX' });
    expect(dataOf<{ savedSearchMetadata: unknown }>(other).savedSearchMetadata).toEqual({
      isSaved: false,
      searchId: null,
    });
  });

  it('starts a visitor’s alert only once the mailed link is followed', async () => {
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    const criteria = criteriaOf('site reliability engineer');
    const withoutEmail = await createAlert(visitor, { criteria, frequency: 'weekly' });
    expect(withoutEmail.status).toBe(422);
    expect(errorOf(withoutEmail).fields?.[0]?.name).toBe('email');

    const email = uniqueEmail();
    const requested = await createAlert(visitor, { criteria, frequency: 'weekly', email });
    expect(requested.status).toBe(202);
    expect(dataOf(requested)).toEqual({ message: 'Check your email to confirm your job alert.' });
    const mail = server.sentMail.findLast((sent) => sent.to === email);
    expect(mail?.subject).toBe('Confirm your Northwind Labs job alert');
    const token = /\/careers\/job-alerts\/confirm#token=([^\s]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const services = server.app.pcsx.services;
    const pending = await services.db
      .selectFrom('job_alerts')
      .select(['confirmed_ms', 'user_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ confirmed_ms: null, user_id: null });

    const wrong = await visitor.post('/api/pcsx/job_alerts/confirm', {
      query,
      json: { token: 'not-a-token' },
    });
    expect(wrong.status).toBe(422);
    expect(errorOf(wrong).fields?.[0]?.name).toBe('token');

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const confirmed = await new Client(server.baseUrl).post('/api/pcsx/job_alerts/confirm', {
        query,
        json: { token: decodeURIComponent(token ?? '') },
        csrf: false,
      });
      // A fresh browser has no CSRF token yet; the page boots first.
      expect(confirmed.status).toBe(403);
      const browser = new Client(server.baseUrl);
      await browser.boot();
      const answer = await browser.post('/api/pcsx/job_alerts/confirm', {
        query,
        json: { token: decodeURIComponent(token ?? '') },
      });
      expect(answer.status, answer.text).toBe(200);
      expect(dataOf(answer)).toEqual({
        message: 'Your job alert is on. We will email you new jobs that match this search.',
        searchUrl: '/careers/search?query=site+reliability+engineer',
      });
    }
    const rows = await services.db
      .selectFrom('job_alerts')
      .select('confirmed_ms')
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([{ confirmed_ms: clock }]);

    // Each request mails the address, so an address gets a few an hour.
    const flooded = uniqueEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await createAlert(visitor, { criteria, frequency: 'daily', email: flooded })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('reads a place typed into an alert’s query as the search page does, unless asked not to', async () => {
    const email = uniqueEmail();
    const candidate = await registeredClient(server, { email });
    const typed = alertOf(
      await createAlert(candidate, {
        criteria: criteriaOf('wombat herders austin'),
        frequency: 'instant',
      }),
    );
    expect(typed.criteria).not.toHaveProperty('literal');
    const literal = alertOf(
      await createAlert(candidate, {
        criteria: criteriaOf('wombat herders austin', { literal: ['location', 'location'] }),
        frequency: 'daily',
      }),
    );
    expect(literal.id).not.toBe(typed.id);
    expect(literal.criteria.literal).toEqual(['location']);
    expect(literal.searchUrl).toBe('/careers/search?query=wombat+herders+austin&literal=location');
    const savedSearchOf = async (parameters: Record<string, string>) =>
      dataOf<{ savedSearchMetadata: { searchId: string | null } }>(
        await candidate.get('/api/pcsx/search', {
          query: { ...query, query: 'wombat herders austin', ...parameters },
        }),
      ).savedSearchMetadata.searchId;
    expect(await savedSearchOf({})).toBe(typed.id);
    expect(await savedSearchOf({ literal: 'location' })).toBe(literal.id);

    await postJob('Wombat Herder');
    const mails = await runAlerts(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['1 new job for “wombat herders austin”']);
  });

  it('mails a posted job to the alerts that find it, once, with a notification', async () => {
    const email = uniqueEmail();
    const candidate = await registeredClient(server, { email });
    const otherEmail = uniqueEmail();
    const other = await registeredClient(server, { email: otherEmail });
    const alert = alertOf(
      await createAlert(candidate, {
        criteria: criteriaOf('quokka wranglers', { location: 'Austin, TX' }),
        frequency: 'instant',
      }),
    );
    await createAlert(other, { criteria: criteriaOf('zebra keeper'), frequency: 'instant' });
    expect(await runAlerts(email)).toEqual([]);

    const positionId = await postJob('Senior Quokka Wrangler');
    // The search sees the new job at once.
    const search = await candidate.get('/api/pcsx/search', {
      query: { ...query, query: 'quokka wrangler' },
    });
    expect(dataOf<{ positions: { id: number }[] }>(search).positions.map(({ id }) => id)).toContain(
      positionId,
    );

    const sentBefore = server.sentMail.length;
    expect(await runAlerts(otherEmail)).toEqual([]);
    const mails = server.sentMail.slice(sentBefore).filter((sent) => sent.to === email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('1 new job for “quokka wranglers in Austin, TX”');
    expect(mail?.text).toContain('Senior Quokka Wrangler');
    expect(mail?.text).toContain('Austin, United States');
    expect(mail?.text).toContain(`/careers/job/${positionId}`);
    expect(mail?.text).toContain('/careers/search?query=quokka+wranglers&location=Austin%2C+TX');
    expect(mail?.unsubscribeUrl).toMatch(/\/mail\/unsubscribe\?token=/);
    expect(mail?.html).toContain('Senior Quokka Wrangler');

    const notifications = dataOf<{ notifications: { message: string; redirectUrl: string }[] }>(
      await candidate.get('/api/pcsx/notifications', { query }),
    ).notifications;
    expect(notifications[0]).toMatchObject({
      message: '1 new job matches your job alert “quokka wranglers in Austin, TX”.',
      redirectUrl: alert.searchUrl,
    });
    expect((await listAlerts(candidate))[0]?.lastSentAt).not.toBeNull();

    expect(await runAlerts(email)).toEqual([]);
  });

  it('sends an alert once when two turns run at the same time', async () => {
    const email = uniqueEmail();
    const candidate = await registeredClient(server, { email });
    await createAlert(candidate, { criteria: criteriaOf('capybara'), frequency: 'instant' });
    await postJob('Capybara Caretaker');
    const [first, second] = await Promise.all([runAlerts(email), runAlerts(email)]);
    const mails = [...first, ...second];
    expect(new Set(mails).size).toBe(1);
    const notifications = dataOf<{ notifications: { message: string }[] }>(
      await candidate.get('/api/pcsx/notifications', { query }),
    ).notifications;
    expect(notifications.filter(({ message }) => message.includes('“capybara”'))).toHaveLength(1);
  });

  it('sends daily and weekly alerts at most once a period, with only new jobs', async () => {
    const email = uniqueEmail();
    const candidate = await registeredClient(server, { email });
    await createAlert(candidate, { criteria: criteriaOf('platypus'), frequency: 'daily' });
    await createAlert(candidate, { criteria: criteriaOf('platypus tamer'), frequency: 'weekly' });
    await postJob('Platypus Tamer');
    const first = await runAlerts(email);
    expect(first.map((mail) => mail.subject).sort()).toEqual([
      '1 new job for “platypus tamer”',
      '1 new job for “platypus”',
    ]);

    await postJob('Platypus Keeper');
    clock += 60_000;
    expect(await runAlerts(email)).toEqual([]);
    clock += DAY_MS;
    const daily = await runAlerts(email);
    expect(daily).toHaveLength(1);
    expect(daily[0]?.text).toContain('Platypus Keeper');
    expect(daily[0]?.text).not.toContain('Platypus Tamer');

    await postJob('Lead Platypus Tamer');
    clock += DAY_MS;
    expect((await runAlerts(email)).map((mail) => mail.subject)).toEqual([
      '1 new job for “platypus”',
    ]);
    clock += 6 * DAY_MS;
    const weekly = await runAlerts(email);
    expect(weekly.map((mail) => mail.subject)).toEqual(['1 new job for “platypus tamer”']);
    expect(weekly[0]?.text).toContain('Lead Platypus Tamer');
  });

  it('lists no closed job, and bells without mail when the setting is off', async () => {
    const email = uniqueEmail();
    const candidate = await registeredClient(server, { email });
    await createAlert(candidate, { criteria: criteriaOf('wombat'), frequency: 'instant' });
    const closing = await postJob('Wombat Groomer');
    await postJob('Wombat Surveyor');
    const closed = await employer.post('/dev/ats/positions/close', {
      json: { positionId: closing },
    });
    expect(closed.status).toBe(201);
    const [mail] = await runAlerts(email);
    expect(mail?.text).toContain('Wombat Surveyor');
    expect(mail?.text).not.toContain('Wombat Groomer');

    const saved = await candidate.post('/api/pcsx/settings', {
      query,
      json: { emailNotifications: { jobAlerts: false } },
    });
    expect(saved.status, saved.text).toBe(200);
    await postJob('Wombat Trainer');
    expect(await runAlerts(email)).toEqual([]);
    const notifications = dataOf<{ notifications: { message: string }[] }>(
      await candidate.get('/api/pcsx/notifications', { query }),
    ).notifications;
    expect(notifications.filter(({ message }) => message.includes('“wombat”'))).toHaveLength(2);

    // Asking for another alert is asking for mail again.
    await createAlert(candidate, { criteria: criteriaOf('wombat keeper'), frequency: 'daily' });
    const settings = dataOf<{ emailNotifications: { jobAlerts: boolean } }>(
      await candidate.get('/api/pcsx/settings', { query }),
    );
    expect(settings.emailNotifications.jobAlerts).toBe(true);
  });

  it('exports a candidate’s alerts and deletes them with the account', async () => {
    const email = uniqueEmail();
    const candidate = await registeredClient(server, { email });
    await createAlert(candidate, { criteria: criteriaOf('echidna'), frequency: 'daily' });
    const exported = dataOf<{ tables: Record<string, Record<string, unknown>[]> }>(
      await candidate.get('/api/pcsx/account/export', { query }),
    );
    expect(exported.tables.job_alerts).toEqual([
      expect.objectContaining({ name: 'echidna', frequency: 'daily' }),
    ]);
    expect(exported.tables.job_alerts?.[0]).not.toHaveProperty('confirm_token_hash');

    const db = server.app.pcsx.services.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const deleted = await candidate.delete('/api/pcsx/account', {
      query,
      json: { email, currentPassword: PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const left = await db
      .selectFrom('job_alerts')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('makes one alert of concurrent saves of the same search', async () => {
    const candidate = await registeredClient(server);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        createAlert(candidate, { criteria: criteriaOf('koala'), frequency: 'daily' }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => alertOf(answer).id)).size).toBe(1);
    expect(await listAlerts(candidate)).toHaveLength(1);
  });
});

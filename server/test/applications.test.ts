import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { DEMO_CANDIDATE_EMAIL, SECOND_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  registeredClient,
  signedInClient,
  startServer,
} from './helpers';
import type { TestServer } from './helpers';

type Schemas = components['schemas'];
const query = { domain: DOMAIN };
/** Open positions no seeded candidate has applied to or drafted (set before the tests). */
let openPosition = 0;
let otherOpenPosition = 0;
/** The hand-written positions the demo candidates' data refers to. */
const SHOWCASE_IDS_BELOW = 1020;

const register = (server: TestServer, email: string, browser?: Client): Promise<Client> =>
  registeredClient(server, { email, browser });

const applications = async (client: Client) =>
  dataOf<Schemas['DashboardApplications']>(
    await client.get('/api/pcsx/dashboard/applications', { query }),
  );

const apply = (client: Client, positionId: number, formData: Record<string, unknown> = {}) =>
  client.post('/api/pcsx/apply', {
    query,
    json: { position_id: positionId, domain: DOMAIN, form_data: formData },
  });

describe('drafts, applications and withdrawal', () => {
  let server: TestServer;
  let demo: Client;
  let second: Client;

  beforeAll(async () => {
    server = await startServer();
    demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    second = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
    const search = dataOf<Schemas['PositionSearchResult']>(
      await demo.get('/api/pcsx/search', { query: { ...query, query: 'engineer', num: 50 } }),
    );
    const [first, other] = search.positions
      .map((position) => position.id)
      .filter((id) => id >= SHOWCASE_IDS_BELOW);
    if (first === undefined || other === undefined) throw new Error('Too few open positions');
    openPosition = first;
    otherOpenPosition = other;
  });
  afterAll(async () => {
    await server.close();
  });

  it('saves a draft with its answers, restores it, lists it and deletes it', async () => {
    const candidate = await register(server, 'drafts.owner@example.com');
    const answers = {
      firstname: 'Robin',
      phone: { callingCode: '+1', number: '512-555-0100', selectedCountryCode: 'US' },
      languages: ['English', 'Spanish'],
      workAuthorization: 'yes',
    };
    const saved = await candidate.put(`/api/pcsx/draft_applications/${openPosition}`, {
      query,
      json: { answers, completion_percent: 40, domain: DOMAIN },
    });
    expect(saved.status, saved.text).toBe(200);
    const restored = dataOf<Schemas['DraftAnswersDetail']>(
      await candidate.get(`/api/pcsx/draft_applications/${openPosition}`, { query }),
    );
    expect(restored).toMatchObject({ position_id: openPosition, answers, completion_percent: 40 });

    const replaced = await candidate.put(`/api/pcsx/draft_applications/${openPosition}`, {
      query,
      json: { answers: { firstname: 'Rob' }, completion_percent: 10 },
    });
    expect(dataOf<Schemas['DraftAnswersDetail']>(replaced).answers).toEqual({ firstname: 'Rob' });
    const list = dataOf<Schemas['DraftApplicationList']>(
      await candidate.get('/api/pcsx/draft_applications', { query }),
    );
    expect(list.draft_applications.map((draft) => draft.position_id)).toEqual([openPosition]);

    const deleted = await candidate.delete('/api/pcsx/draft_applications', {
      query,
      json: { position_ids: [openPosition] },
    });
    expect(dataOf<Schemas['CountResult']>(deleted).count).toBe(1);
    expect(
      (await candidate.get(`/api/pcsx/draft_applications/${openPosition}`, { query })).status,
    ).toBe(404);
  });

  it('refuses drafts over the size limits, and for closed or applied positions', async () => {
    const candidate = await register(server, 'drafts.limits@example.com');
    const path = `/api/pcsx/draft_applications/${openPosition}`;
    const longText = await candidate.put(path, {
      query,
      json: { answers: { summary: 'x'.repeat(10_001) }, completion_percent: 5 },
    });
    expect(longText.status).toBe(422);
    const manyFields = Object.fromEntries(
      Array.from({ length: 101 }, (_, index) => [`field${index}`, 'a']),
    );
    expect(
      (await candidate.put(path, { query, json: { answers: manyFields, completion_percent: 5 } }))
        .status,
    ).toBe(422);
    const heavy = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [`field${index}`, 'y'.repeat(9_000)]),
    );
    const tooLarge = await candidate.put(path, {
      query,
      json: { answers: heavy, completion_percent: 5 },
    });
    expect(tooLarge.status).toBe(413);
    expect(errorOf(tooLarge).code).toBe('payload_too_large');
    expect((await candidate.get(path, { query })).status).toBe(404);

    expect(
      (
        await candidate.put('/api/pcsx/draft_applications/999999', {
          query,
          json: { answers: {}, completion_percent: 0 },
        })
      ).status,
    ).toBe(404);
    expect((await apply(candidate, otherOpenPosition)).status).toBe(201);
    const afterApplying = await candidate.put(`/api/pcsx/draft_applications/${otherOpenPosition}`, {
      query,
      json: { answers: {}, completion_percent: 0 },
    });
    expect(afterApplying.status).toBe(409);
  });

  it('submitting an application deletes its draft and starts its timeline', async () => {
    const candidate = await register(server, 'drafts.submit@example.com');
    await candidate.put(`/api/pcsx/draft_applications/${openPosition}`, {
      query,
      json: { answers: { firstname: 'Robin' }, completion_percent: 30 },
    });
    const applied = await apply(candidate, openPosition);
    expect(applied.status, applied.text).toBe(201);
    const { application } = dataOf<Schemas['ApplicationResult']>(applied);
    expect(application.history.map((step) => step.status)).toEqual(['applied']);
    expect(
      (await candidate.get(`/api/pcsx/draft_applications/${openPosition}`, { query })).status,
    ).toBe(404);
    const details = dataOf<Schemas['PositionDetails']>(
      await candidate.get('/api/pcsx/position_details', {
        query: { ...query, position_id: openPosition },
      }),
    );
    expect(details.positionUserActions).toMatchObject({
      hasApplied: true,
      applicationId: application.id,
    });
  });

  it('tells a candidate which jobs they applied to and when, and which saved jobs closed', async () => {
    const candidate = await register(server, 'applied.marks@example.com');
    const search = dataOf<Schemas['PositionSearchResult']>(
      await candidate.get('/api/pcsx/search', { query: { ...query, query: 'analyst', num: 50 } }),
    );
    const [appliedTo, closing] = search.positions
      .map((position) => position.id)
      .filter((id) => id >= SHOWCASE_IDS_BELOW && id !== openPosition && id !== otherOpenPosition);
    if (appliedTo === undefined || closing === undefined) throw new Error('Too few positions');
    for (const id of [appliedTo, closing]) {
      const saved = await candidate.put(`/api/pcsx/positions/saved/${id}`, {
        query,
        json: { domain: DOMAIN },
      });
      expect(saved.status, saved.text).toBe(200);
    }
    const applied = await apply(candidate, appliedTo);
    expect(applied.status, applied.text).toBe(201);
    const { application } = dataOf<Schemas['ApplicationResult']>(applied);
    const { db, changes } = server.app.pcsx.services;
    await db
      .updateTable('positions')
      .set({ archived_at: Math.floor(Date.now() / 1000) })
      .where('id', '=', closing)
      .execute();
    await changes.publish('positions', [closing]);

    const details = dataOf<Schemas['PositionDetails']>(
      await candidate.get('/api/pcsx/position_details', {
        query: { ...query, position_id: appliedTo },
      }),
    );
    expect(details.positionUserActions).toEqual({
      isSaved: true,
      hasApplied: true,
      applicationId: application.id,
      appliedAt: application.appliedAt,
    });
    const saved = dataOf<Schemas['SavedPositionList']>(
      await candidate.get('/api/pcsx/positions/saved', { query }),
    );
    const byId = new Map(saved.positions.map((position) => [position.id, position]));
    expect(byId.get(appliedTo)).toMatchObject({
      isClosed: false,
      hasApplied: true,
      applicationId: application.id,
    });
    expect(byId.get(closing)).toMatchObject({ isClosed: true, hasApplied: false });
    expect(byId.get(closing)).not.toHaveProperty('applicationId');
    const validThrough = byId.get(appliedTo)?.validThrough;
    expect(validThrough === null || !Number.isNaN(Date.parse(validThrough ?? ''))).toBe(true);

    const again = dataOf<Schemas['PositionSearchResult']>(
      await candidate.get('/api/pcsx/search', { query: { ...query, query: 'analyst', num: 50 } }),
    );
    const marks = new Map(again.positions.map((position) => [position.id, position.hasApplied]));
    expect(marks.get(appliedTo)).toBe(true);
    expect([...marks.values()].filter(Boolean)).toHaveLength(1);
    // A visitor is told nothing of anyone's applications.
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    const found = dataOf<Schemas['PositionSearchResult']>(
      await visitor.get('/api/pcsx/search', { query: { ...query, query: 'analyst' } }),
    );
    expect(found.positions.every((position) => position.hasApplied === undefined)).toBe(true);
  });

  it('gives the demo applications realistic timelines, oldest step first', async () => {
    const { applications: active, inactiveApplications } = await applications(demo);
    const interviewing = active.find((entry) => entry.stage === 'Technical interview');
    expect(interviewing?.history.map((step) => step.status)).toEqual([
      'applied',
      'under_review',
      'interview',
    ]);
    const notSelected = inactiveApplications.find((entry) => entry.status === 'Not selected');
    expect(notSelected?.history.at(-1)?.status).toBe('not_selected');
    for (const entry of [...active, ...inactiveApplications]) {
      const times = entry.history.map((step) => Date.parse(step.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(entry.history[0]).toEqual({ status: 'applied', at: entry.appliedAt });
    }
  });

  it('withdraws an active application with a reason, once, and only for its owner', async () => {
    const candidate = await register(server, 'withdraw.owner@example.com');
    const { application } = dataOf<Schemas['ApplicationResult']>(
      await apply(candidate, openPosition),
    );
    const path = `/api/pcsx/applications/${application.id}/withdraw`;

    const byOther = await second.post(path, { query, json: { reason: 'Not mine' } });
    expect(byOther.status).toBe(404);
    expect(errorOf(byOther).code).toBe('not_found');
    expect((await candidate.post(path, { query, csrf: false })).status).toBe(403);
    expect((await candidate.post(path, { query, json: { reason: 'r'.repeat(1001) } })).status).toBe(
      422,
    );

    const withdrawn = await candidate.post(path, {
      query,
      json: { reason: '  I accepted another offer.  ', domain: DOMAIN },
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(dataOf<Schemas['Application']>(withdrawn)).toMatchObject({
      status: 'Withdrawn',
      isActive: false,
      withdrawalReason: 'I accepted another offer.',
    });
    const { applications: active, inactiveApplications } = await applications(candidate);
    expect(active).toEqual([]);
    expect(inactiveApplications[0]?.history.map((step) => step.status)).toEqual([
      'applied',
      'withdrawn',
    ]);

    const again = await candidate.post(path, { query });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('conflict');
    expect((await candidate.post('/api/pcsx/applications/999999/withdraw', { query })).status).toBe(
      404,
    );
  });

  it('keeps drafts private: another candidate gets 404 and deletes nothing', async () => {
    const seededDraft = 1010; // the second candidate's
    expect((await demo.get(`/api/pcsx/draft_applications/${seededDraft}`, { query })).status).toBe(
      404,
    );
    await demo.delete('/api/pcsx/draft_applications', {
      query,
      json: { position_ids: [seededDraft] },
    });
    expect(
      (await second.get(`/api/pcsx/draft_applications/${seededDraft}`, { query })).status,
    ).toBe(200);
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    expect(
      (await visitor.get(`/api/pcsx/draft_applications/${seededDraft}`, { query })).status,
    ).toBe(401);
  });

  it('needs the CSRF token to save a draft', async () => {
    const answer = await demo.put(`/api/pcsx/draft_applications/${openPosition}`, {
      query,
      json: { answers: {}, completion_percent: 0 },
      csrf: false,
    });
    expect(answer.status).toBe(403);
    expect(errorOf(answer).code).toBe('csrf_invalid');
  });

  it("a visitor's application belongs to the account registered later with that email", async () => {
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    const applied = await apply(visitor, openPosition, { email: 'Visitor.Later@example.com' });
    expect(applied.status, applied.text).toBe(201);
    const otherVisitor = await apply(visitor, otherOpenPosition, {
      email: 'someone.else@example.com',
    });
    expect(otherVisitor.status).toBe(201);

    const elsewhere = await register(server, 'visitor.later.elsewhere@example.com');
    expect((await applications(elsewhere)).applications).toEqual([]);
    const account = await register(server, 'visitor.later@example.com', visitor);
    const { applications: owned } = await applications(account);
    expect(owned.map((entry) => entry.position.id)).toEqual([openPosition]);
    expect(owned[0]?.history.map((step) => step.status)).toEqual(['applied']);
    const withdrawn = await account.post(`/api/pcsx/applications/${owned[0]?.id}/withdraw`, {
      query,
    });
    expect(withdrawn.status).toBe(200);
  });

  it('a candidate signed in where they applied as a visitor takes over those applications with their email, nothing else', async () => {
    const elsewhere = await register(server, 'claim.later@example.com');
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    expect((await apply(visitor, openPosition, { email: 'claim.later@example.com' })).status).toBe(
      201,
    );
    expect(
      (await apply(visitor, otherOpenPosition, { email: 'not.theirs@example.com' })).status,
    ).toBe(201);
    // The email alone proves nothing (it is not verified): another browser claims nothing.
    const claimedElsewhere = await elsewhere.post('/api/pcsx/applications/claim', { query });
    expect(dataOf<Schemas['CountResult']>(claimedElsewhere).count).toBe(0);
    await visitor.login('claim.later@example.com');
    const account = visitor;
    expect((await applications(account)).applications).toEqual([]);
    expect(
      (await account.post('/api/pcsx/applications/claim', { query, csrf: false })).status,
    ).toBe(403);
    const claimed = await account.post('/api/pcsx/applications/claim', { query });
    expect(dataOf<Schemas['CountResult']>(claimed).count).toBe(1);
    expect((await applications(account)).applications.map((entry) => entry.position.id)).toEqual([
      openPosition,
    ]);
    const again = await account.post('/api/pcsx/applications/claim', { query });
    expect(dataOf<Schemas['CountResult']>(again).count).toBe(0);
    const stranger = new Client(server.baseUrl);
    await stranger.boot();
    expect((await stranger.post('/api/pcsx/applications/claim', { query })).status).toBe(401);
  });

  it("keeps one application per position when a visitor's and the account's meet", async () => {
    const account = await register(server, 'claim.twice@example.com');
    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    expect((await apply(visitor, openPosition, { email: 'claim.twice@example.com' })).status).toBe(
      201,
    );
    expect((await apply(account, openPosition)).status).toBe(201);
    // Once the account has applied, its email cannot apply again as a visitor.
    expect((await apply(account, otherOpenPosition)).status).toBe(201);
    const again = await apply(visitor, otherOpenPosition, { email: 'Claim.Twice@example.com' });
    expect(again.status, again.text).toBe(409);

    await visitor.login('claim.twice@example.com');
    const claimed = await visitor.post('/api/pcsx/applications/claim', { query });
    expect(claimed.status, claimed.text).toBe(200);
    expect(dataOf<Schemas['CountResult']>(claimed).count).toBe(0);
    expect(
      (await applications(visitor)).applications.map((entry) => entry.position.id).sort(),
    ).toEqual([openPosition, otherOpenPosition].sort());
  });

  it('the similar-jobs nudge of a Data Engineer searches for data engineering roles', async () => {
    const candidate = await register(server, 'nudges.data@example.com');
    const search = dataOf<Schemas['PositionSearchResult']>(
      await candidate.get('/api/pcsx/search', {
        query: { ...query, query: 'Senior Data Engineer' },
      }),
    );
    const dataEngineer = search.positions.find((position) =>
      position.name.startsWith('Senior Data Engineer'),
    );
    expect(dataEngineer).toBeDefined();
    expect((await apply(candidate, dataEngineer?.id ?? 0)).status).toBe(201);
    const { nudges } = dataOf<Schemas['NudgeList']>(
      await candidate.get('/api/pcsx/dashboard/nudges', { query }),
    );
    expect(nudges.find((nudge) => nudge.kind === 'upload_resume')?.actionUrl).toBe(
      '/careers/profile#profile-section-resume',
    );
    expect(nudges.find((nudge) => nudge.kind === 'complete_profile')?.actionUrl).toMatch(
      /^\/careers\/profile#profile-section-[a-z_]+$/,
    );
    const similar = nudges.find((nudge) => nudge.kind === 'apply_similar');
    expect(similar?.actionUrl).toBe('/careers/search?query=Data%20Engineer');
    // The other open roles of the family, counted up to 20.
    const others =
      (await server.app.pcsx.services.repositories.positions.countOpenInFamily('Data Engineer')) -
      1;
    expect(similar?.message).toBe(
      `${others >= 20 ? '20+' : others} open roles are similar to ${dataEngineer?.name}.`,
    );
    const found = dataOf<Schemas['PositionSearchResult']>(
      await candidate.get('/api/pcsx/search', { query: { ...query, query: 'Data Engineer' } }),
    );
    expect(found.positions.length).toBeGreaterThan(0);
    for (const position of found.positions.slice(0, 5)) {
      expect(position.name).toMatch(/Data/);
    }
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { loadContract } from '../src/contract/document';
import { publicOrigin } from '../src/http/public-origin';
import { REPO_ROOT } from '../src/app';
import { join } from 'node:path';
import { ADMIN_EMAIL, DEMO_CANDIDATE_EMAIL, DEMO_OFFERS } from '../src/seed/candidates';
import { createPdf } from '../src/lib/pdf';
import {
  accountConfirmationToken,
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  registeredClient,
  signedInClient,
  startServer,
  type TestServer,
} from './helpers';

type Schemas = components['schemas'];

/**
 * Every contract operation, once with good input and once with bad input, against one server.
 * The last test checks that each operation answered both a success and a client error, and the
 * server checks every answer against the contract.
 */
describe('every operation', () => {
  let server: TestServer;
  let visitor: Client;
  let demo: Client;
  const query = { domain: DOMAIN };

  beforeAll(async () => {
    // The reset flow below reads its link from the development outbox.
    server = await startServer({ devTools: true });
    visitor = new Client(server.baseUrl);
    await visitor.boot();
    demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
  });
  afterAll(async () => {
    await server.close();
  });

  it('boot', async () => {
    const boot = dataOf<Schemas['BootData']>(await demo.get('/api/pcsx/boot', { query }));
    expect(boot).toMatchObject({
      domain: DOMAIN,
      isLoggedIn: true,
      user: { email: DEMO_CANDIDATE_EMAIL },
    });
    expect(boot.configs.chatbotxConfig.enabled).toBe(true);
    expect(boot.configs.pcsxConfig).toMatchObject({
      jobCartEnabled: true,
      logoUrl: null,
      mapTilesUrl: null,
    });
    expect(
      (await visitor.get('/api/pcsx/boot', { query: { domain: 'contoso.example' } })).status,
    ).toBe(404);
  });

  it('auth: login, register, reset password, logout', async () => {
    const client = new Client(server.baseUrl);
    await client.boot();
    const wrong = await client.post('/api/pcsx/auth/login', {
      query,
      json: { email: ADMIN_EMAIL, password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('x-login')).toBeNull();
    expect(errorOf(wrong).message).toBe('Incorrect email or password.');
    expect(
      (await client.post('/api/pcsx/auth/login', { query, json: { email: ADMIN_EMAIL } })).status,
    ).toBe(422);
    await client.login(ADMIN_EMAIL);
    const loggedOut = await client.post('/api/pcsx/auth/logout', { query });
    expect(loggedOut.status).toBe(200);
    expect(client.cookies.has('pcsx_session')).toBe(false);
    expect((await client.post('/api/pcsx/auth/logout', { query })).status).toBe(401);

    const registered = await client.post('/api/pcsx/auth/register', {
      query,
      json: {
        email: 'new.person@example.com',
        password: 'long-enough-password',
        firstname: 'New',
        lastname: 'Person',
      },
    });
    expect(registered.status).toBe(202);
    const token = accountConfirmationToken(server, 'new.person@example.com');
    const confirmRegistration = (json: unknown) =>
      client.post('/api/pcsx/auth/register/confirm', { query, json });
    expect((await confirmRegistration({ token: 'not-a-token' })).status).toBe(422);
    const confirmed = await confirmRegistration({ token });
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(dataOf<Schemas['AuthResult']>(confirmed).user.email).toBe('new.person@example.com');
    expect((await confirmRegistration({ token })).status).toBe(422);
    const boot = dataOf<Schemas['BootData']>(await client.get('/api/pcsx/boot', { query }));
    expect(boot.onboardingData).toMatchObject({ isOnboarded: false, isBootstrapped: false });
    const taken = await client.post('/api/pcsx/auth/register', {
      query,
      json: {
        email: 'NEW.person@example.com',
        password: 'long-enough-password',
        firstname: 'New',
        lastname: 'Person',
      },
    });
    expect(taken.status).toBe(202);
    expect(dataOf(taken)).toEqual(dataOf(registered));
    const short = await client.post('/api/pcsx/auth/register', {
      query,
      json: { email: 'other@example.com', password: 'short', firstname: 'A', lastname: 'B' },
    });
    expect(short.status).toBe(422);
    expect(errorOf(short).fields?.[0]?.name).toBe('password');

    expect((await client.post('/api/pcsx/onboarding', { query, json: {} })).status).toBe(422);
    const onboarded = await client.post('/api/pcsx/onboarding', {
      query,
      json: {
        domain: DOMAIN,
        preferences: { jobAlerts: true, preferredLocations: ['Austin, TX, US'] },
      },
    });
    expect(dataOf(onboarded)).toEqual({ isOnboarded: true });
    const after = dataOf<Schemas['BootData']>(await client.get('/api/pcsx/boot', { query }));
    expect(after.onboardingData).toMatchObject({ isOnboarded: true, isBootstrapped: true });

    const reset = await client.post('/api/pcsx/auth/reset_password', {
      query,
      json: { email: 'nobody@example.com' },
    });
    expect(dataOf(reset)).toEqual({
      message: 'If an account exists for this email, we have sent a link to reset your password.',
    });
    expect(
      (
        await client.post('/api/pcsx/auth/reset_password', {
          query,
          json: { email: 'not-an-email' },
        })
      ).status,
    ).toBe(422);
  });

  it('offers: list, letter, attachment, accept, decline', async () => {
    const offers = (await demo.get<Schemas['Offer'][]>('/api/pcsx/offers', { query })).body;
    expect(offers.map((offer) => offer.status).sort()).toEqual(
      ['Accepted', 'Canceled', 'Declined', 'Extended', 'Extended', 'Extended'].sort(),
    );
    expect((await visitor.get('/api/pcsx/offers', { query })).status).toBe(401);

    const letter = await demo.get(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/letter`, {
      query,
    });
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    expect(letter.text.startsWith('%PDF-')).toBe(true);
    expect((await demo.get('/api/pcsx/offers/abc/letter', { query })).status).toBe(400);

    const signed = await demo.get(`/api/pcsx/offers/${DEMO_OFFERS.accepted}/signed-letter`, {
      query,
    });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('application/pdf');
    expect(
      (
        await demo.get(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/signed-letter`, {
          query,
        })
      ).status,
    ).toBe(404);

    const withAttachments = offers.find((offer) => offer.id === DEMO_OFFERS.extendedWithLetter);
    const [attachment] = withAttachments?.offer_email_attachments ?? [];
    if (!attachment) throw new Error('The letter offer has attachments');
    const file = await demo.get(
      `/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/attachments/${attachment.query_enc_id}`,
      { query },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(attachment.name);
    expect(
      (
        await demo.get(
          `/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/attachments/att_missing`,
          { query },
        )
      ).status,
    ).toBe(404);

    const form = new FormData();
    form.append('domain', DOMAIN);
    form.append(
      'signed_offer_letter_pdf_file',
      new Blob([createPdf({ title: 'Signed', lines: ['Jordan Alvarez'] })], {
        type: 'application/pdf',
      }),
      'signed.pdf',
    );
    const accepted = await demo.post(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithLetter}/accept`, {
      query,
      form,
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(dataOf<Schemas['OfferActionResult']>(accepted)).toMatchObject({
      offer: { status: 'Accepted', form_status: 'completed' },
      message: 'Successfully submitted form for verification',
    });
    expect((await demo.post('/api/pcsx/offers/999999/accept', { query })).status).toBe(404);

    const declined = await demo.post(`/api/pcsx/offers/${DEMO_OFFERS.extendedWithEsign}/decline`, {
      query,
      json: { domain: DOMAIN, reason: 'I accepted another offer.' },
    });
    expect(dataOf<Schemas['OfferActionResult']>(declined)).toMatchObject({
      offer: { status: 'Declined' },
      message: 'Successfully rejected the offer',
    });
    const expired = await demo.post(`/api/pcsx/offers/${DEMO_OFFERS.extendedExpired}/decline`, {
      query,
    });
    expect(expired.status).toBe(409);
    expect(errorOf(expired).message).toBe('This offer can no longer be declined.');
  });

  it('notifications', async () => {
    const all = dataOf<Schemas['NotificationList']>(
      await demo.get('/api/pcsx/notifications', { query }),
    );
    // The nine seeded, and the one accepting an offer above created.
    expect(all.notifications.length).toBe(10);
    expect(all.notifications[0]).toMatchObject({
      categoryTitle: 'Offer accepted',
      notificationType: 'read_only',
      redirectUrl: '/careers/offers',
    });
    const offerNotification = all.notifications.find(
      (item) => item.redirectUrl === `/careers/offer/${DEMO_OFFERS.extendedWithLetter}`,
    );
    // The offer was answered above, so its notification no longer asks for action.
    expect(offerNotification).toMatchObject({
      categoryTitle: 'Job offer',
      notificationType: 'read_only',
      isViewed: true,
    });
    const offerNotificationId = offerNotification?.id ?? 0;
    const actionRequired = dataOf<Schemas['NotificationList']>(
      await demo.get('/api/pcsx/notifications', {
        query: { ...query, type_filter: 'action_required' },
      }),
    );
    expect(
      actionRequired.notifications.every((item) => item.notificationType === 'action_required'),
    ).toBe(true);
    expect(
      (await demo.get('/api/pcsx/notifications', { query: { ...query, type_filter: 'other' } }))
        .status,
    ).toBe(400);

    expect(dataOf(await demo.get('/api/pcsx/notification_badge', { query }))).toEqual({ count: 2 });
    expect((await visitor.get('/api/pcsx/notification_badge', { query })).status).toBe(401);
    const clicked = dataOf<Schemas['NotificationResult']>(
      await demo.post(`/api/pcsx/notifications/${offerNotificationId}/mark_clicked`, {
        query,
        json: { domain: DOMAIN },
      }),
    );
    expect(clicked.notification).toMatchObject({
      id: offerNotificationId,
      isClicked: true,
      isViewed: true,
    });
    expect(
      (
        await demo.post('/api/pcsx/notifications/999999/mark_clicked', {
          query,
          json: { domain: DOMAIN },
        })
      ).status,
    ).toBe(404);
    expect(
      dataOf(
        await demo.post('/api/pcsx/notifications/mark_all_viewed', {
          query,
          json: { domain: DOMAIN },
        }),
      ),
    ).toEqual({ count: 2 });
    expect((await demo.post('/api/pcsx/notifications/mark_all_viewed', { query })).status).toBe(
      400,
    );
    expect(dataOf(await demo.get('/api/pcsx/notification_badge', { query }))).toEqual({ count: 0 });
    expect(
      dataOf(
        await demo.post('/api/pcsx/notifications/mark_all_clicked', {
          query,
          json: { domain: DOMAIN },
        }),
      ),
    ).toEqual({ count: 5 });
    const extra = await demo.post('/api/pcsx/notifications/mark_all_clicked', {
      query,
      json: { domain: DOMAIN, all: true },
    });
    expect(extra.status).toBe(422);
    expect(errorOf(extra).fields).toEqual([{ name: 'all', message: 'all is not a known field.' }]);
  });

  it('event registration', async () => {
    const registered = await demo.post('/api/pcsx/events/305/registration', { query });
    expect(dataOf<Schemas['CandidateEvent']>(registered).registered).toBe(true);
    const canceled = await demo.delete('/api/pcsx/events/305/registration', { query });
    expect(dataOf<Schemas['CandidateEvent']>(canceled).registered).toBe(false);
    expect((await demo.post('/api/pcsx/events/999999/registration', { query })).status).toBe(404);
    expect((await demo.delete('/api/pcsx/events/999999/registration', { query })).status).toBe(404);
  });

  it('interview answers', async () => {
    const answered = await demo.post('/api/pcsx/dashboard/interviews/8801/response', {
      query,
      json: { domain: DOMAIN, response: 'confirmed' },
    });
    expect(dataOf<Schemas['Interview']>(answered).candidateResponse?.response).toBe('confirmed');
    const withoutTimes = await demo.post('/api/pcsx/dashboard/interviews/8801/response', {
      query,
      json: { domain: DOMAIN, response: 'reschedule_requested' },
    });
    expect(withoutTimes.status).toBe(422);
    expect(
      (
        await demo.post('/api/pcsx/dashboard/interviews/999999/response', {
          query,
          json: { domain: DOMAIN, response: 'confirmed' },
        })
      ).status,
    ).toBe(404);
  });

  it('dashboard lists and drafts', async () => {
    const applications = dataOf<Schemas['DashboardApplications']>(
      await demo.get('/api/pcsx/dashboard/applications', { query }),
    );
    expect(applications.applications).toHaveLength(3);
    expect(applications.inactiveApplications).toHaveLength(2);
    const nudges = dataOf<Schemas['NudgeList']>(
      await demo.get('/api/pcsx/dashboard/nudges', { query }),
    );
    expect(nudges.nudges.map((nudge) => nudge.kind)).toEqual(
      expect.arrayContaining(['finish_draft', 'complete_profile', 'apply_similar']),
    );
    const events = dataOf<Schemas['CandidateEventList']>(
      await demo.get('/api/pcsx/dashboard/events', { query }),
    );
    expect(events.events.filter((event) => event.registered)).toHaveLength(2);
    const interviews = dataOf<Schemas['InterviewList']>(
      await demo.get('/api/pcsx/dashboard/interviews', { query }),
    );
    expect(interviews.interviews.map((interview) => interview.status)).toEqual([
      'scheduled',
      'scheduled',
      'scheduled',
      'completed',
      'canceled',
    ]);
    const referrals = dataOf<Schemas['ReferralList']>(
      await demo.get('/api/pcsx/dashboard/referrals', { query }),
    );
    expect(referrals.referrals).toHaveLength(5);
    for (const path of ['applications', 'nudges', 'events', 'interviews', 'referrals']) {
      const answer = await visitor.get(`/api/pcsx/dashboard/${path}`, { query });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('x-login')).toBe('/careers/login');
    }

    const drafts = dataOf<Schemas['DraftApplicationList']>(
      await demo.get('/api/pcsx/draft_applications', { query }),
    );
    expect(
      drafts.draft_applications.filter((draft) => draft.position.archived_at < 0),
    ).toHaveLength(2);
    expect(
      drafts.draft_applications.filter((draft) => draft.position.archived_at > 0),
    ).toHaveLength(1);
    expect((await visitor.get('/api/pcsx/draft_applications', { query })).status).toBe(401);
    const deleted = await demo.delete('/api/pcsx/draft_applications', {
      query,
      json: { position_ids: [1014, 424242], domain: DOMAIN },
    });
    expect(dataOf(deleted)).toEqual({ count: 1 });
    expect(
      (await demo.delete('/api/pcsx/draft_applications', { query, json: { position_ids: [] } }))
        .status,
    ).toBe(422);

    // Drafts with answers and withdrawal, by a candidate of its own so the demo data stays as is.
    const candidate = new Client(server.baseUrl);
    await candidate.boot();
    await registeredClient(server, {
      browser: candidate,
      email: 'operations.drafts@example.com',
      firstname: 'Ops',
      lastname: 'Drafts',
    });
    const draftPath = '/api/pcsx/draft_applications/1000';
    const savedDraft = await candidate.put(draftPath, {
      query,
      json: { answers: { firstname: 'Ops' }, completion_percent: 20 },
    });
    expect(dataOf<Schemas['DraftAnswersDetail']>(savedDraft).answers).toEqual({ firstname: 'Ops' });
    expect(
      (await candidate.put(draftPath, { query, json: { answers: {}, completion_percent: 101 } }))
        .status,
    ).toBe(422);
    expect(
      dataOf<Schemas['DraftAnswersDetail']>(await candidate.get(draftPath, { query })),
    ).toMatchObject({
      completion_percent: 20,
    });
    expect((await candidate.get('/api/pcsx/draft_applications/1002', { query })).status).toBe(404);
    const { application } = dataOf<Schemas['ApplicationResult']>(
      await candidate.post('/api/pcsx/apply', {
        query,
        json: { position_id: 1000, form_data: { workAuthorization: 'yes' } },
      }),
    );
    const withdrawPath = `/api/pcsx/applications/${application.id}/withdraw`;
    expect(
      dataOf<Schemas['Application']>(await candidate.post(withdrawPath, { query })).status,
    ).toBe('Withdrawn');
    expect((await candidate.post(withdrawPath, { query })).status).toBe(409);
    expect(
      dataOf<Schemas['CountResult']>(
        await candidate.post('/api/pcsx/applications/claim', { query }),
      ),
    ).toEqual({ count: 0 });
    expect((await visitor.post('/api/pcsx/applications/claim', { query })).status).toBe(401);
  });

  it('saved positions', async () => {
    const saved = dataOf<Schemas['SavedPositionList']>(
      await demo.get('/api/pcsx/positions/saved', { query }),
    );
    expect(saved.positions.map((position) => position.id)).toEqual([1006, 1011, 1013]);
    expect(saved.positions.every((position) => position.isSaved)).toBe(true);
    expect((await visitor.get('/api/pcsx/positions/saved', { query })).status).toBe(401);
    expect(
      dataOf(await demo.put('/api/pcsx/positions/saved/1000', { query, json: { domain: DOMAIN } })),
    ).toEqual({ positionId: 1000, isSaved: true });
    expect((await demo.put('/api/pcsx/positions/saved/999999', { query })).status).toBe(404);
    expect(dataOf(await demo.delete('/api/pcsx/positions/saved/1000', { query }))).toEqual({
      positionId: 1000,
      isSaved: false,
    });
    expect((await demo.delete('/api/pcsx/positions/saved/0', { query })).status).toBe(400);
  });

  it('job alerts: list, create, confirm, change, delete', async () => {
    const alerts = '/api/pcsx/job_alerts';
    const criteria = { query: 'nurse', location: 'Austin, TX', filters: {}, mapArea: null };
    const created = dataOf<Schemas['JobAlertResult']>(
      await demo.post(alerts, { query, json: { criteria, frequency: 'daily' } }),
    ).alert;
    expect(created).toMatchObject({ name: 'nurse in Austin, TX', isPaused: false });
    expect((await demo.post(alerts, { query, json: { criteria } })).status).toBe(422);
    expect(
      dataOf<Schemas['JobAlertList']>(await demo.get(alerts, { query })).alerts.map(({ id }) => id),
    ).toContain(created.id);
    expect((await visitor.get(alerts, { query })).status).toBe(401);

    const email = `operations.alert.${Date.now()}@example.com`;
    const requested = await visitor.post(alerts, {
      query,
      json: { criteria, frequency: 'weekly', email },
    });
    expect(requested.status).toBe(202);
    const token = /job-alerts\/confirm#token=([^\s]+)/.exec(
      server.sentMail.findLast((mail) => mail.to === email)?.text ?? '',
    )?.[1];
    const confirm = `${alerts}/confirm`;
    expect(
      (await visitor.post(confirm, { query, json: { token: decodeURIComponent(token ?? '') } }))
        .status,
    ).toBe(200);
    expect((await visitor.post(confirm, { query, json: { token: 'unknown' } })).status).toBe(422);

    const path = `${alerts}/${created.id}`;
    expect(
      dataOf<Schemas['JobAlertResult']>(
        await demo.request('PATCH', path, { query, json: { isPaused: true } }),
      ).alert.isPaused,
    ).toBe(true);
    expect((await demo.request('PATCH', path, { query, json: {} })).status).toBe(422);
    expect(dataOf(await demo.delete(path, { query }))).toEqual({ count: 1 });
    expect((await demo.delete(path, { query })).status).toBe(404);
  });

  it('search, map, details, match, insights, overrides, similar, autocomplete', async () => {
    const result = dataOf<Schemas['PositionSearchResult']>(
      await visitor.get('/api/pcsx/search', { query: { ...query, query: 'engineer' } }),
    );
    expect(result.count).toBeGreaterThan(10);
    expect(result.positions).toHaveLength(10);
    const bad = await visitor.get('/api/pcsx/search', { query: { ...query, num: 1000 } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'bad_request', fields: [{ name: 'num' }] });

    const map = dataOf<Schemas['MapLocationList']>(
      await visitor.get('/api/pcsx/map_locations', { query: { ...query, query: 'engineer' } }),
    );
    expect(map.locations.reduce((sum, item) => sum + item.count, 0)).toBeGreaterThanOrEqual(
      result.count,
    );
    expect(
      (
        await visitor.get('/api/pcsx/map_locations', {
          query: { ...query, filter_map_bounds: '30,-98' },
        })
      ).status,
    ).toBe(400);

    const details = dataOf<Schemas['PositionDetails']>(
      await visitor.get('/api/pcsx/position_details', { query: { ...query, position_id: 1000 } }),
    );
    expect(details).toMatchObject({
      id: 1000,
      name: 'Senior Frontend Engineer',
      positionUserActions: { isSaved: false, hasApplied: false },
    });
    expect(details.publicUrl).toBe(`${publicOrigin().origin}/careers/job/1000`);
    expect((await visitor.get('/api/pcsx/position_details', { query })).status).toBe(400);
    expect(
      (await visitor.get('/api/pcsx/position_details', { query: { ...query, position_id: 1008 } }))
        .status,
    ).toBe(404);

    const match = dataOf<Schemas['MatchDetails']>(
      await demo.get('/api/pcsx/match_details', { query: { ...query, position_id: 1000 } }),
    );
    expect(match.level).toBe('strong');
    expect(
      (await visitor.get('/api/pcsx/match_details', { query: { ...query, position_id: 1000 } }))
        .status,
    ).toBe(401);

    const insights = dataOf<Schemas['PositionInsightsResult']>(
      await visitor.get('/api/pcsx/position_insights', { query: { ...query, position_id: 1000 } }),
    );
    expect(insights.insights.topSkills).toEqual(['React', 'TypeScript', 'Accessibility']);
    expect(
      (
        await visitor.get('/api/pcsx/position_insights', {
          query: { ...query, position_id: 'abc' },
        })
      ).status,
    ).toBe(400);

    expect(
      dataOf(await visitor.get('/api/pcsx/overrides', { query: { ...query, position_id: 1000 } })),
    ).toEqual({ pcsxBaseConfigOverrides: {} });
    expect(
      (await visitor.get('/api/pcsx/overrides', { query: { ...query, position_id: 999999 } }))
        .status,
    ).toBe(404);

    const similar = dataOf<Schemas['SimilarPositionList']>(
      await visitor.get('/api/pcsx/similar_positions', {
        query: { ...query, position_id: 1000, num: 3 },
      }),
    );
    expect(similar.positions).toHaveLength(3);
    expect(similar.positions.some((position) => position.id === 1000)).toBe(false);
    expect(
      (
        await visitor.get('/api/pcsx/similar_positions', {
          query: { ...query, position_id: 1000, num: 50 },
        })
      ).status,
    ).toBe(400);

    const titles = dataOf<Schemas['AutocompleteResult']>(
      await visitor.get('/api/pcsx/autocomplete/query', { query: { ...query, term: 'fron' } }),
    );
    expect(titles.suggestions.length).toBeGreaterThan(0);
    expect(titles.suggestions.length).toBeLessThanOrEqual(8);
    expect(
      (await visitor.get('/api/pcsx/autocomplete/query', { query: { ...query, term: 'f' } }))
        .status,
    ).toBe(400);
    const places = dataOf<Schemas['AutocompleteResult']>(
      await visitor.get('/api/pcsx/autocomplete/location', { query: { ...query, term: 'aus' } }),
    );
    expect(places.suggestions[0]).toMatchObject({
      kind: 'city',
      label: 'Austin, United States',
      value: 'Austin, United States',
    });
    expect((await visitor.get('/api/pcsx/autocomplete/location', { query })).status).toBe(400);
  });

  it('job cart', async () => {
    const cart = dataOf<Schemas['JobCart']>(await demo.get('/api/pcsx/job_cart', { query }));
    expect(cart).toMatchObject({
      jobCartData: [{ id: 1000 }, { id: 1002 }],
      invalidPositionIds: [1009],
    });
    expect(
      (await demo.get('/api/pcsx/job_cart', { query: { domain: 'contoso.example' } })).status,
    ).toBe(400);
    const updated = dataOf<Schemas['JobCart']>(
      await demo.post('/api/pcsx/job_cart', {
        query,
        json: { pids: ['1003', '999999'], operation: 'add', domain: DOMAIN },
      }),
    );
    expect(updated.jobCartData.map((item) => item.id)).toEqual([1000, 1002, 1003]);
    expect(updated.invalidPositionIds).toEqual([1009, 999999]);
    expect(
      (
        await demo.post('/api/pcsx/job_cart', {
          query,
          json: { pids: ['1'], operation: 'toggle', domain: DOMAIN },
        })
      ).status,
    ).toBe(422);
    const decided = dataOf<Schemas['JobCart']>(
      await demo.post('/api/pcsx/job_cart/saved_before_sign_in', {
        query,
        json: { decision: 'discard', domain: DOMAIN },
      }),
    );
    expect(decided.jobCartData.map((item) => item.id)).toEqual([1000, 1002, 1003]);
    expect(
      (
        await visitor.post('/api/pcsx/job_cart/saved_before_sign_in', {
          query,
          json: { decision: 'add', domain: DOMAIN },
        })
      ).status,
    ).toBe(401);
  });

  it('profile: analysis, details, edit, resume, export, skills', async () => {
    const completion = dataOf<Schemas['ProfileCompletion']>(
      await demo.get('/api/pcsx/profile_analysis', { query }),
    );
    expect(completion).toMatchObject({ percent: 86, missingSections: ['links'] });
    expect((await visitor.get('/api/pcsx/profile_analysis', { query })).status).toBe(401);
    const profile = dataOf<Schemas['UserProfile']>(
      await demo.get('/api/pcsx/profile_details', { query }),
    );
    expect(profile).toMatchObject({
      email: DEMO_CANDIDATE_EMAIL,
      hasResume: true,
      location: 'Austin, TX, US',
    });
    expect((await visitor.get('/api/pcsx/profile_details', { query })).status).toBe(401);

    const edited = dataOf<Schemas['UserProfile']>(
      await demo.post('/api/pcsx/profile_edit', {
        query,
        json: {
          op_section: 'skills',
          operation: 'add',
          op_data: { value: ['Storybook'], index: null },
        },
      }),
    );
    expect(edited.skills).toContain('Storybook');
    const invalid = await demo.post('/api/pcsx/profile_edit', {
      query,
      json: {
        op_section: 'experience',
        operation: 'add',
        op_data: {
          value: {
            title: 'Engineer',
            company: 'Acme',
            dateRange: { startDate: '01/2020', endDate: null, isCurrent: false },
            description: null,
          },
        },
      },
    });
    expect(invalid.status).toBe(422);
    expect(errorOf(invalid)).toMatchObject({
      message: 'Invalid request received. Please try again',
      fields: [
        { name: 'op_data.value.dateRange', message: 'Please enter both a start and end date.' },
      ],
    });

    const form = new FormData();
    form.append('resume_file_name', 'resume.txt');
    form.append(
      'resume_content',
      `data:text/plain;base64,${Buffer.from('Jordan Alvarez\nAustin, TX\nReact').toString('base64')}`,
    );
    form.append('domain', DOMAIN);
    const uploaded = dataOf<Schemas['ResumeUploadResult']>(
      await demo.post('/api/pcsx/upload_resume', { query, form }),
    );
    expect(uploaded.candidate).toMatchObject({ hasResume: true, location: 'Austin, TX, US' });
    const exe = new FormData();
    exe.append('resume_file_name', 'resume.exe');
    exe.append('resume_content', 'data:application/octet-stream;base64,TVqQAAMAAAAEAAAA');
    expect((await demo.post('/api/pcsx/upload_resume', { query, form: exe })).status).toBe(415);

    const pdf = dataOf<Schemas['ResumeExport']>(
      await demo.get('/api/pcsx/export_resume', { query }),
    );
    expect(pdf.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const json = dataOf<Schemas['ResumeExport']>(
      await demo.get('/api/pcsx/export_resume', { query: { ...query, format: 'json' } }),
    );
    expect(JSON.parse(Buffer.from(json.content, 'base64').toString('utf8'))).toMatchObject({
      email: DEMO_CANDIDATE_EMAIL,
    });
    expect(
      (await demo.get('/api/pcsx/export_resume', { query: { ...query, format: 'doc' } })).status,
    ).toBe(400);

    const skills = dataOf<Schemas['SkillSearchResult']>(
      await visitor.get('/api/pcsx/skills/search', { query: { term: 'reac', limit: 5 } }),
    );
    expect(skills.skills[0]).toBe('React');
    expect((await visitor.get('/api/pcsx/skills/search', { query })).status).toBe(400);
  });

  it('forms and select options', async () => {
    const center = dataOf<Schemas['FormCenter']>(
      await demo.get('/api/pcsx/forms_list', { query: { ...query, include_tab_list: true } }),
    );
    expect(center.tabs).toEqual([
      { id: 'pending', label: 'Pending', count: 3 },
      { id: 'completed', label: 'Completed', count: 1 },
    ]);
    expect(center.tabsData.map((form) => form.variant).sort()).toEqual([
      'HTMLForm',
      'PreboardingAdmin',
      'StepperForm',
    ]);
    expect(
      (await demo.get('/api/pcsx/forms_list', { query: { ...query, tab_id: 'archive' } })).status,
    ).toBe(404);

    const draft = dataOf<Schemas['FormSubmitResult']>(
      await demo.post('/api/pcsx/forms/frm_tax_w4/submit', {
        query,
        json: { domain: DOMAIN, data: { filingStatus: 'single' }, isDraft: true },
      }),
    );
    expect(draft.form).toMatchObject({ status: 'in_progress', values: { filingStatus: 'single' } });
    expect(
      (await demo.post('/api/pcsx/forms/frm_unknown/submit', { query, json: { data: {} } })).status,
    ).toBe(404);
    const incomplete = await demo.post('/api/pcsx/forms/frm_tax_w4/submit', {
      query,
      json: { data: { filingStatus: 'single' } },
    });
    expect(incomplete.status).toBe(422);
    expect(errorOf(incomplete).fields?.map((field) => field.name)).toEqual(['signature']);
    const submitted = await demo.post('/api/pcsx/forms/frm_tax_w4/submit', {
      query,
      json: { data: { filingStatus: 'single', signature: true } },
    });
    expect(dataOf<Schemas['FormSubmitResult']>(submitted).form.status).toBe('completed');
    expect(
      (await demo.post('/api/pcsx/forms/frm_tax_w4/submit', { query, json: { data: {} } })).status,
    ).toBe(409);

    const states = dataOf<Schemas['SelectOptions']>(
      await visitor.get('/api/pcsx/select_options/states', { query: { parent_value: 'US' } }),
    );
    expect(states.options).toContainEqual({ value: 'TX', label: 'Texas' });
    expect(
      dataOf<Schemas['SelectOptions']>(
        await visitor.get('/api/pcsx/select_options/states', { query: { parent_value: 'SG' } }),
      ).options,
    ).toEqual([]);
    expect((await visitor.get('/api/pcsx/select_options/planets')).status).toBe(404);
    expect((await visitor.get('/api/pcsx/select_options/BAD')).status).toBe(400);
  });

  it('apply, settings, chat, telemetry', async () => {
    const applied = await demo.post('/api/pcsx/apply', {
      query,
      json: { position_id: 1000, domain: DOMAIN, form_data: { workAuthorization: 'yes' } },
    });
    expect(applied.status).toBe(201);
    expect(dataOf<Schemas['ApplicationResult']>(applied)).toMatchObject({
      application: { position: { id: 1000 }, stage: 'Application received', isActive: true },
      message: 'Your application for Senior Frontend Engineer has been submitted.',
    });
    const again = await demo.post('/api/pcsx/apply', {
      query,
      json: { position_id: 1000, form_data: {} },
    });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe('You have already applied to this position.');

    const settings = dataOf<Schemas['CandidateSettings']>(
      await demo.get('/api/pcsx/settings', { query }),
    );
    expect(settings.emailNotifications.marketing).toBe(false);
    expect((await visitor.get('/api/pcsx/settings', { query })).status).toBe(401);
    const updated = dataOf<Schemas['CandidateSettings']>(
      await demo.post('/api/pcsx/settings', {
        query,
        json: { emailNotifications: { marketing: true }, profileVisibility: 'public' },
      }),
    );
    expect(updated).toMatchObject({
      emailNotifications: { jobAlerts: true, marketing: true },
      profileVisibility: 'public',
    });
    expect((await demo.post('/api/pcsx/settings', { query, json: {} })).status).toBe(422);

    const reply = dataOf<Schemas['ChatReply']>(
      await visitor.post('/api/pcsx/chat/message', {
        query,
        json: { message: 'Any remote data engineer jobs in Austin?' },
      }),
    );
    expect(reply.reply).toMatch(/^I found \d+ remote data engineer jobs? in Austin\./);
    expect(reply.positions.every((position) => position.workLocationOption === 'remote')).toBe(
      true,
    );
    const conversation = await server.app.pcsx.services.repositories.activity.messages(
      reply.conversationId,
    );
    expect(conversation.map((message) => message.role)).toEqual(['user', 'assistant']);
    const followUp = await visitor.post('/api/pcsx/chat/message', {
      query,
      json: { message: 'and in Seattle?', conversationId: reply.conversationId },
    });
    expect(followUp.status).toBe(200);
    expect(
      (await visitor.post('/api/pcsx/chat/message', { query, json: { message: '' } })).status,
    ).toBe(422);
    expect(
      (
        await visitor.post('/api/pcsx/chat/message', {
          query,
          json: { message: 'hi', conversationId: 'conv_unknown' },
        })
      ).status,
    ).toBe(404);

    const logged = await visitor.post('/vslog', {
      query,
      json: {
        event: 'page_load',
        namespace: 'pcsx_app',
        data_json: JSON.stringify({ event_key: 'pcsx_jobs_page_load' }),
      },
    });
    expect(logged.status).toBe(204);
    expect(logged.text).toBe('');
    expect(await server.app.pcsx.services.repositories.activity.countEvents('page_load')).toBe(1);
    expect(
      (await visitor.post('/vslog', { json: { event: 'page_load', namespace: 'pcsx_app' } }))
        .status,
    ).toBe(400);
  });

  it('profile avatar: upload, remove', async () => {
    // A 1 × 1 PNG.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const uploaded = dataOf<Schemas['UserProfile']>(
      await demo.post('/api/pcsx/profile/avatar', {
        query,
        json: { image: `data:image/png;base64,${png}` },
      }),
    );
    expect(uploaded.avatar).toMatch(/^\/avatars\//);
    const notAnImage = await demo.post('/api/pcsx/profile/avatar', {
      query,
      json: { image: `data:image/png;base64,${Buffer.from('GIF89a').toString('base64')}` },
    });
    expect(notAnImage.status).toBe(415);
    const removed = dataOf<Schemas['UserProfile']>(
      await demo.delete('/api/pcsx/profile/avatar', { query }),
    );
    expect(removed.avatar).toBeNull();
    expect((await visitor.delete('/api/pcsx/profile/avatar', { query })).status).toBe(401);
  });

  it('resumes, password reset confirm, password change, account export and deletion', async () => {
    const email = `operations.${Date.now()}@example.com`;
    const candidate = new Client(server.baseUrl);
    await candidate.boot();
    await registeredClient(server, {
      browser: candidate,
      email,
      firstname: 'Ari',
      lastname: 'Moss',
    });

    const form = new FormData();
    form.append('resume_file_name', 'ari.txt');
    form.append(
      'resume_content',
      `data:text/plain;base64,${Buffer.from('Ari Moss\nSkills: React, TypeScript').toString('base64')}`,
    );
    form.append('domain', DOMAIN);
    const { resume } = dataOf<Schemas['ResumeUploadResult']>(
      await candidate.post('/api/pcsx/upload_resume', { query, form }),
    );
    const listed = dataOf<Schemas['ResumeList']>(
      await candidate.get('/api/pcsx/resumes', { query }),
    );
    expect(listed.resumes.map((item) => item.id)).toEqual([resume.id]);
    expect((await visitor.get('/api/pcsx/resumes', { query })).status).toBe(401);
    const path = `/api/pcsx/resumes/${resume.id}`;
    expect((await candidate.get(`${path}/file`, { query })).status).toBe(200);
    expect((await demo.get(`${path}/file`, { query })).status).toBe(404);
    expect((await candidate.get(`${path}/parsed`, { query })).status).toBe(200);
    expect((await demo.get(`${path}/parsed`, { query })).status).toBe(404);
    expect((await candidate.post(`${path}/primary`, { query })).status).toBe(200);
    expect((await demo.post(`${path}/primary`, { query })).status).toBe(404);
    const nothingChosen = {
      basicInfo: false,
      email: false,
      phone: false,
      location: false,
      skillGroups: [],
      experience: [],
      education: [],
    };
    expect((await candidate.post(`${path}/apply`, { query, json: nothingChosen })).status).toBe(
      200,
    );
    expect(
      (
        await candidate.post(`${path}/apply`, {
          query,
          json: { ...nothingChosen, experience: [9] },
        })
      ).status,
    ).toBe(422);
    expect((await demo.delete(path, { query })).status).toBe(404);
    expect((await candidate.delete(path, { query })).status).toBe(200);

    await visitor.post('/api/pcsx/auth/reset_password', { query, json: { email } });
    const [mail] = (await server.app.pcsx.services.mail.latest(20)).filter(
      (sent) => sent.to === email,
    );
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const resetter = new Client(server.baseUrl);
    await resetter.boot();
    const confirm = (password: string) =>
      resetter.post('/api/pcsx/auth/reset_password/confirm', { query, json: { token, password } });
    expect((await confirm('a-renewed-passphrase')).status).toBe(200);
    expect((await confirm('another-passphrase')).status).toBe(422);

    const change = (currentPassword: string) =>
      resetter.post('/api/pcsx/account/password', {
        query,
        json: { currentPassword, newPassword: 'a-third-passphrase' },
      });
    expect((await change('not-the-password')).status).toBe(422);
    expect((await change('a-renewed-passphrase')).status).toBe(200);

    const exported = dataOf<Schemas['AccountExport']>(
      await resetter.get('/api/pcsx/account/export', { query }),
    );
    expect(exported.account).toMatchObject({ email });
    expect((await visitor.get('/api/pcsx/account/export', { query })).status).toBe(401);

    expect(
      (
        await resetter.delete('/api/pcsx/account', {
          query,
          json: { email: 'someone@example.com', currentPassword: 'a-third-passphrase' },
        })
      ).status,
    ).toBe(422);
    const remove = (currentPassword: string) =>
      resetter.delete('/api/pcsx/account', { query, json: { email, currentPassword } });
    expect((await remove('a-renewed-passphrase')).status).toBe(422);
    expect((await remove('a-third-passphrase')).status).toBe(200);
  });

  it('signed-in devices: list, sign out one, sign out the others', async () => {
    // A candidate of its own: signing out the others would sign out the demo client.
    const email = `operations.devices.${Date.now()}@example.com`;
    const first = await registeredClient(server, { email });
    const second = new Client(server.baseUrl);
    await second.login(email);
    const sessions = '/api/pcsx/account/sessions';
    const listed = dataOf<Schemas['SignedInSessionList']>(
      await first.get(sessions, { query }),
    ).sessions;
    expect(listed.map((session) => session.isCurrent).sort()).toEqual([false, true]);
    expect((await visitor.get(sessions, { query })).status).toBe(401);
    const path = `${sessions}/${listed.find((session) => !session.isCurrent)?.id ?? ''}`;
    expect(dataOf(await first.delete(path, { query }))).toEqual({ count: 1 });
    expect((await first.delete(path, { query })).status).toBe(404);
    const signOutOthers = `${sessions}/sign_out_others`;
    expect(dataOf(await first.post(signOutOthers, { query }))).toEqual({ count: 0 });
    expect((await visitor.post(signOutOthers, { query })).status).toBe(401);
  });

  it('branding: theme, banners, footer, navbar, logo, hero images, head scripts', async () => {
    const admin = await signedInClient(server, ADMIN_EMAIL);
    const png = (width: number) =>
      sharp({ create: { width, height: 200, channels: 3, background: '#336699' } })
        .png()
        .toBuffer()
        .then((bytes) => `data:image/png;base64,${bytes.toString('base64')}`);

    expect((await demo.get('/api/pcsx/branding', { query })).status).toBe(403);
    const settings = dataOf<Schemas['BrandingSettings']>(
      await admin.get('/api/pcsx/branding', { query }),
    );
    const draft = settings.themes[0]?.draft ?? {};

    const themePath = '/api/pcsx/branding/themes/pcsx';
    expect((await admin.put(themePath, { query, json: { values: {} } })).status).toBe(422);
    expect((await admin.put(themePath, { query, json: { values: draft } })).status).toBe(200);
    expect((await demo.post(`${themePath}/publish`, { query })).status).toBe(403);
    expect((await admin.post(`${themePath}/publish`, { query })).status).toBe(200);

    const banners = '/api/pcsx/branding/banners';
    const implementationBanner = { displayBanner: false, displayText: '' };
    expect(
      (await admin.put(banners, { query, json: { implementationBanner, banners: [{}] } })).status,
    ).toBe(422);
    expect(
      (
        await admin.put(banners, {
          query,
          json: { implementationBanner, banners: [{ page: '*', type: 'info', html: '<p>Hi</p>' }] },
        })
      ).status,
    ).toBe(200);

    const footer = '/api/pcsx/branding/footer';
    expect((await admin.put(footer, { query, json: { html: '<p>x</p>' } })).status).toBe(422);
    expect(
      (await admin.put(footer, { query, json: { html: '<p>x</p>', hideProviderLogo: false } }))
        .status,
    ).toBe(200);

    const navbar = '/api/pcsx/branding/navbar';
    expect(
      (await admin.put(navbar, { query, json: { links: [{ label: 'X', url: 'ftp://x' }] } }))
        .status,
    ).toBe(422);
    expect(
      (await admin.put(navbar, { query, json: { links: [{ label: 'Jobs', url: '/careers' }] } }))
        .status,
    ).toBe(200);

    const logo = '/api/pcsx/branding/logo';
    expect((await admin.put(logo, { query, json: { image: 'not a data url' } })).status).toBe(422);
    expect((await admin.put(logo, { query, json: { image: await png(100) } })).status).toBe(200);
    expect((await demo.delete(logo, { query })).status).toBe(403);
    expect((await admin.delete(logo, { query })).status).toBe(200);

    const heroes = '/api/pcsx/branding/hero_images';
    const hero = { page: 'jobs', minWidth: 0, alt: '' };
    expect(
      (await admin.post(heroes, { query, json: { ...hero, image: await png(200) } })).status,
    ).toBe(422);
    const added = dataOf<Schemas['BrandingSettings']>(
      await admin.post(heroes, { query, json: { ...hero, image: await png(500) } }),
    );
    const heroId = added.heroImages[0]?.id ?? 0;
    expect((await admin.delete(`${heroes}/${heroId}`, { query })).status).toBe(200);
    expect((await admin.delete(`${heroes}/${heroId}`, { query })).status).toBe(404);

    const scripts = '/api/pcsx/branding/head_scripts';
    expect(
      (await admin.put(scripts, { query, json: { scripts: [{ page: '*', name: '', code: '1' }] } }))
        .status,
    ).toBe(422);
    expect(
      (
        await admin.put(scripts, {
          query,
          json: { scripts: [{ page: '*', name: 'A', code: '1;' }] },
        })
      ).status,
    ).toBe(200);
  });

  it('answered every operation with a success and a client error', () => {
    const contract = loadContract(join(REPO_ROOT, 'openapi', 'pcsx.yaml'));
    expect(contract.operations).toHaveLength(92);
    const answered = server.app.pcsx.answered;
    const missing = contract.operations.flatMap(({ operationId }) => {
      const statuses = [...(answered.get(operationId) ?? [])];
      return [
        ...(statuses.some((status) => status < 300) ? [] : [`${operationId}: no success`]),
        ...(statuses.some((status) => status >= 400 && status < 500)
          ? []
          : [`${operationId}: no client error`]),
      ];
    });
    expect(missing).toEqual([]);
  });
});

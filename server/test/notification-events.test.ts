import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdf } from '../src/lib/pdf';
import { DAY_MS, isoSeconds } from '../src/lib/time';
import { sweepNotifications } from '../src/notifications/sweep';
import {
  DEMO_CANDIDATE_EMAIL,
  DEMO_OFFERS,
  SECOND_CANDIDATE_EMAIL,
  SECOND_CANDIDATE_OFFER,
} from '../src/seed/candidates';
import { dataOf, DOMAIN, registeredClient, startServer } from './helpers';
import type { Client, TestServer } from './helpers';
import { refuseInserts } from './support/database-facts';

const query = { domain: DOMAIN };

describe('notifications from real events', () => {
  let server: TestServer;
  let openPositions: { id: number; name: string }[] = [];
  let registered = 0;

  beforeAll(async () => {
    server = await startServer({ devTools: true });
    // Open positions nobody in the demo data has touched, one per test that needs its own.
    openPositions = await server.app.pcsx.services.db
      .selectFrom('positions')
      .select(['id', 'name'])
      .where('archived_at', 'is', null)
      .where('id', '>', 1100)
      .orderBy('id')
      .limit(20)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  const db = () => server.app.pcsx.services.db;
  const takePosition = () => {
    const position = openPositions.shift();
    if (!position) throw new Error('No open position left for the test');
    return position;
  };

  const candidate = async (): Promise<{ client: Client; email: string; userId: number }> => {
    registered += 1;
    const email = `events.${registered}.${Date.now()}@example.com`;
    const client = await registeredClient(server, { email, firstname: 'Robin' });
    const user = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { client, email, userId: user.id };
  };

  const notificationsOf = (userId: number) =>
    db()
      .selectFrom('notifications')
      .select(['category_title', 'notification_type', 'redirect_url', 'message', 'is_viewed'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  const mailsTo = (email: string) =>
    db()
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .execute();

  const apply = async (client: Client, positionId: number) => {
    const answer = await client.post('/api/pcsx/apply', {
      query,
      json: { position_id: positionId, domain: DOMAIN, form_data: {} },
    });
    expect(answer.status, answer.text).toBe(201);
    return dataOf<{ application: { id: number } }>(answer).application.id;
  };

  const setEmail = async (client: Client, settings: Record<string, boolean>) => {
    const answer = await client.post('/api/pcsx/settings', {
      query,
      json: { emailNotifications: settings },
    });
    expect(answer.status, answer.text).toBe(200);
  };

  it('tells a candidate who applies and then withdraws, once each, by app and by mail', async () => {
    const { client, email, userId } = await candidate();
    const position = takePosition();
    const applicationId = await apply(client, position.id);
    const withdrawn = await client.post(`/api/pcsx/applications/${applicationId}/withdraw`, {
      query,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);

    const notifications = await notificationsOf(userId);
    expect(notifications).toHaveLength(2);
    for (const notification of notifications) {
      expect(notification).toMatchObject({
        category_title: 'Application update',
        notification_type: 'read_only',
        redirect_url: '/careers/applications',
        is_viewed: 0,
      });
      expect(notification.message).toContain(position.name);
      expect(notification.message).toContain('Northwind Labs');
    }
    expect(notifications[0]?.message).toContain('received your application');
    expect(notifications[1]?.message).toContain('You withdrew your application');
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text_body).toContain('Hello Robin,');
    expect(mails[0]?.text_body).toContain('/careers/applications');
  });

  it('tells the candidate of an accepted offer, and mails only while offer emails are on', async () => {
    const { client, email, userId } = await candidate();
    await apply(client, takePosition().id);
    await setEmail(client, { offers: false });
    const extended = await client.post('/dev/ats/offers', {
      json: { candidateEmail: email, expiresInDays: 5 },
    });
    expect(extended.status, extended.text).toBe(201);
    const { offerId } = extended.body as { offerId: number };
    const form = new FormData();
    form.append('domain', DOMAIN);
    form.append(
      'signed_offer_letter_pdf_file',
      new Blob([createPdf({ title: 'Signed', lines: ['Signed by Robin'] })], {
        type: 'application/pdf',
      }),
      'signed.pdf',
    );
    expect((await client.post(`/api/pcsx/offers/${offerId}/accept`, { query, form })).status).toBe(
      200,
    );

    const offerNotifications = (await notificationsOf(userId)).filter(
      (row) => row.category_title !== 'Application update',
    );
    // Once accepted, the offer's notification stays but no longer asks for action.
    expect(offerNotifications).toMatchObject([
      {
        category_title: 'Job offer',
        notification_type: 'read_only',
        redirect_url: `/careers/offer/${offerId}`,
      },
      {
        category_title: 'Offer accepted',
        notification_type: 'read_only',
        redirect_url: '/careers/offers',
      },
    ]);
    // Offer emails are off; the application email (on by default) was sent.
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Update on your application'),
    ]);

    await setEmail(client, { offers: true });
    await client.post('/dev/ats/offers', { json: { candidateEmail: email } });
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining('Your offer for'),
    );
  });

  it('dates an interview in the candidate’s time zone, and notifies every move', async () => {
    const { client, email, userId } = await candidate();
    const position = takePosition();
    await apply(client, position.id);
    await client.post('/api/pcsx/settings', { query, json: { timezone: 'Asia/Tokyo' } });
    // 23:30 UTC on 12/30 is 08:30 on 12/31 in Tokyo.
    const scheduled = await client.post('/dev/ats/interviews', {
      json: { candidateEmail: email, startsAt: '2030-12-30T23:30:00Z' },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    const { interviewId } = scheduled.body as { interviewId: number };
    const move = (startsAt: string) =>
      client.post(`/dev/ats/interviews/${interviewId}/reschedule`, { json: { startsAt } });
    // Moved out, back to the first time, then out again: each move is a change to hear about.
    expect((await move('2031-01-05T01:00:00Z')).status).toBe(201);
    expect((await move('2030-12-30T23:30:00Z')).status).toBe(201);
    expect((await move('2031-01-05T01:00:00Z')).status).toBe(201);

    const interviews = (await notificationsOf(userId)).filter(
      (row) => row.category_title !== 'Application update',
    );
    expect(interviews.map((row) => row.category_title)).toEqual([
      'Interview scheduled',
      'Interview changed',
      'Interview changed',
      'Interview changed',
    ]);
    expect(interviews[0]).toMatchObject({
      category_title: 'Interview scheduled',
      notification_type: 'read_only',
      redirect_url: '/careers/interviews',
    });
    expect(interviews[0]?.message).toContain('12/31/2030 at 8:30 AM GMT+9');
    expect(interviews[0]?.message).toContain(position.name);
    expect(interviews[1]).toMatchObject({ category_title: 'Interview changed' });
    expect(interviews[1]?.message).toContain('01/05/2031 at 10:00 AM');
    const listed = dataOf<{ interviews: { id: number; startsAt: string }[] }>(
      await client.get('/api/pcsx/dashboard/interviews', { query }),
    );
    expect(listed.interviews.find((item) => item.id === interviewId)?.startsAt).toBe(
      '2031-01-05T01:00:00Z',
    );
  });

  it('records a status change on the timeline and assigns forms, notifying only that candidate', async () => {
    const { client, email, userId } = await candidate();
    const other = await candidate();
    const applicationId = await apply(client, takePosition().id);
    const othersBefore = await notificationsOf(other.userId);

    const changeStatus = (status: string) =>
      client.post(`/dev/ats/applications/${applicationId}/status`, { json: { status } });
    expect((await changeStatus('interview')).status).toBe(201);
    expect((await changeStatus('under_review')).status).toBe(201);
    // Back to interviews: a real second step, so a second notification.
    const changed = await changeStatus('interview');
    expect(changed.status, changed.text).toBe(201);
    const assigned = await client.post('/dev/ats/forms', { json: { candidateEmail: email } });
    expect(assigned.status, assigned.text).toBe(201);
    const { formId } = assigned.body as { formId: string };

    const notifications = await notificationsOf(userId);
    expect(notifications.slice(1)).toMatchObject([
      { category_title: 'Application update', redirect_url: '/careers/applications' },
      { category_title: 'Application update' },
      { category_title: 'Application update' },
      {
        category_title: 'Form to complete',
        notification_type: 'action_required',
        redirect_url: '/careers/forms/center',
      },
    ]);
    expect(notifications[1]?.message).toContain('moved to interviews');
    expect(notifications[3]?.message).toContain('moved to interviews');
    const history = await db()
      .selectFrom('application_status_history')
      .select('status')
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
    expect(history.map((step) => step.status)).toEqual([
      'applied',
      'interview',
      'under_review',
      'interview',
    ]);
    const forms = dataOf<{ id: string; status: string }[] | { forms: { id: string }[] }>(
      await client.get('/api/pcsx/forms_list', { query }),
    );
    expect(JSON.stringify(forms)).toContain(formId);
    expect(await notificationsOf(other.userId)).toEqual(othersBefore);
  });

  it('sweeps offers expiring within 48 hours and drafts and saved jobs closing within 3 days, once', async () => {
    const { client, email, userId } = await candidate();
    await apply(client, takePosition().id);
    await setEmail(client, { draftsClosing: false });
    const nowMs = server.app.pcsx.services.now();
    await client.post('/dev/ats/offers', { json: { candidateEmail: email, expiresInDays: 1 } });
    const drafted = takePosition();
    const saved = takePosition();
    const later = takePosition();
    for (const [position, closesInDays] of [
      [drafted, 2],
      [saved, 2.5],
      [later, 5],
    ] as const) {
      await db()
        .updateTable('position_details')
        .set({ valid_through: isoSeconds(nowMs + closesInDays * DAY_MS) })
        .where('position_id', '=', position.id)
        .execute();
    }
    await client.put(`/api/pcsx/draft_applications/${drafted.id}`, {
      query,
      json: { answers: {}, completion_percent: 10 },
    });
    await client.put(`/api/pcsx/draft_applications/${later.id}`, {
      query,
      json: { answers: {}, completion_percent: 10 },
    });
    expect(
      (await client.put(`/api/pcsx/positions/saved/${saved.id}`, { query, json: query })).status,
    ).toBe(200);
    const mailsBefore = (await mailsTo(email)).length;
    const before = (await notificationsOf(userId)).length;

    const context = {
      db: db(),
      mail: server.app.pcsx.services.mail,
      // A failure the sweep would only log fails the test.
      logFailure: (error: unknown) => {
        throw error;
      },
    };
    expect(await sweepNotifications(context, nowMs)).toBeGreaterThanOrEqual(3);
    expect(await sweepNotifications(context, nowMs + 60_000)).toBe(0);

    const swept = (await notificationsOf(userId)).slice(before);
    expect(swept).toHaveLength(3);
    expect(swept).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          category_title: 'Offer expiring soon',
          notification_type: 'action_required',
        }),
        expect.objectContaining({
          category_title: 'Draft closes soon',
          notification_type: 'action_required',
          redirect_url: `/careers/apply?pid=${drafted.id}`,
        }),
        expect.objectContaining({
          category_title: 'Saved job closes soon',
          notification_type: 'read_only',
          redirect_url: `/careers/job/${saved.id}`,
        }),
      ]),
    );
    expect(swept.find((row) => row.category_title === 'Draft closes soon')?.message).toContain(
      drafted.name,
    );
    // Draft emails are off: the offer and the saved job mailed, the draft did not.
    const subjects = (await mailsTo(email)).slice(mailsBefore).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.some((subject) => subject.includes('draft'))).toBe(false);
  });

  it('keeps a completed action when its notification cannot be stored', async () => {
    const { client, userId } = await candidate();
    const applicationId = await apply(client, takePosition().id);
    const acceptInserts = await refuseInserts(db(), 'notifications');
    try {
      const withdrawn = await client.post(`/api/pcsx/applications/${applicationId}/withdraw`, {
        query,
      });
      expect(withdrawn.status, withdrawn.text).toBe(200);
    } finally {
      await acceptInserts();
    }
    const application = await db()
      .selectFrom('applications')
      .select('status')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('Withdrawn');
    expect(await notificationsOf(userId)).toHaveLength(1);
  });

  it('refuses developer ATS times outside the years 2000 to 2100', async () => {
    const { client, email } = await candidate();
    await apply(client, takePosition().id);
    for (const startsAt of [
      '+275760-09-13T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2101-01-01T00:00:00Z',
    ]) {
      const answer = await client.post('/dev/ats/interviews', {
        json: { candidateEmail: email, startsAt },
      });
      expect(answer.status, startsAt).toBe(422);
      expect(answer.text).toContain('startsAt');
    }
  });

  it('seeds a realistic mix for the demo candidates', async () => {
    const byEmail = async (email: string) =>
      db()
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select(['n.notification_type', 'n.is_viewed', 'n.is_clicked', 'n.event_key'])
        .where('u.email', '=', email)
        .execute();
    const demo = await byEmail(DEMO_CANDIDATE_EMAIL);
    expect(
      demo.filter((row) => row.notification_type === 'action_required' && row.is_viewed === 0)
        .length,
    ).toBe(3);
    // Whatever today is, none of the demo's drafted or saved jobs closes within the sweep's notice.
    const closing = await db()
      .selectFrom('position_details')
      .select('valid_through')
      .where((eb) => {
        const demoIds = eb
          .selectFrom('users')
          .select('id')
          .where('email', 'in', [DEMO_CANDIDATE_EMAIL, SECOND_CANDIDATE_EMAIL]);
        return eb.or([
          eb(
            'position_id',
            'in',
            eb
              .selectFrom('draft_applications')
              .select('position_id')
              .where('user_id', 'in', demoIds),
          ),
          eb(
            'position_id',
            'in',
            eb.selectFrom('saved_positions').select('position_id').where('user_id', 'in', demoIds),
          ),
        ]);
      })
      .execute();
    expect(closing.length).toBeGreaterThan(0);
    for (const row of closing) {
      expect(Date.parse(row.valid_through ?? '')).toBeGreaterThan(Date.now() + 30 * DAY_MS);
    }
    expect(demo.some((row) => row.notification_type === 'read_only')).toBe(true);
    expect(demo.some((row) => row.is_clicked === 1)).toBe(true);
    expect(demo.every((row) => row.event_key !== null)).toBe(true);
    expect((await byEmail(SECOND_CANDIDATE_EMAIL)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the notification sweep of a running server', () => {
  it('runs at start and stops on close', async () => {
    const first = await startServer();
    await first.close(true);
    // A month on, the demo offers (valid for 30 days from seeding) expire within 48 hours.
    const monthLaterMs = Date.now() + 29 * DAY_MS;
    const server = await startServer({
      directory: first.directory,
      database: first.database,
      distDir: first.distDir,
      periodicWork: true,
      now: () => monthLaterMs,
    });
    const expiring = await server.app.pcsx.services.db
      .selectFrom('notifications')
      .select(['redirect_url', 'created_at'])
      .where('category_title', '=', 'Offer expiring soon')
      .orderBy('redirect_url')
      .execute();
    await server.close();
    expect(expiring.map((row) => row.redirect_url)).toEqual([
      `/careers/offer/${DEMO_OFFERS.extendedWithLetter}`,
      `/careers/offer/${DEMO_OFFERS.extendedWithEsign}`,
      `/careers/offer/${SECOND_CANDIDATE_OFFER}`,
    ]);
    expect(expiring.every((row) => row.created_at === isoSeconds(monthLaterMs))).toBe(true);
  });
});

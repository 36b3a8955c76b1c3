import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { DEMO_CANDIDATE_EMAIL } from '../src/seed/candidates';
import type { Answer, TestServer } from './helpers';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  registeredClient,
  signedInClient,
  startServer,
} from './helpers';

type Interview = components['schemas']['Interview'];
type InterviewAnswer = components['schemas']['InterviewAnswer'];

const query = { domain: DOMAIN };
/** The demo candidate's seeded interviews: one scheduled in three days, one completed, one canceled. */
const DEMO_UPCOMING = 8801;
const DEMO_COMPLETED = 8790;
const DEMO_CANCELED = 8781;
const TIMES = 'Any weekday morning next week, or Thursday after 2 pm.';

const responsePath = (id: number) => `/api/pcsx/dashboard/interviews/${id}/response`;

describe("the candidate's answer to an interview", () => {
  let server: TestServer;
  let employer: Client;
  let candidates = 0;

  beforeAll(async () => {
    server = await startServer({ devTools: true });
    employer = new Client(server.baseUrl);
    await employer.boot();
  });
  afterAll(async () => {
    await server.close();
  });

  /** A fresh candidate with one active application, and an interview the employer scheduled. */
  const candidateWithInterview = async (): Promise<{ browser: Client; interviewId: number }> => {
    candidates += 1;
    const email = `interviewee.${candidates}.${Date.now()}@example.com`;
    const browser = await registeredClient(server, { email });
    const applied = await browser.post('/api/pcsx/apply', {
      query,
      json: { position_id: 1020 + candidates, domain: DOMAIN, form_data: {} },
    });
    expect(applied.status, applied.text).toBe(201);
    const scheduled = await employer.post('/dev/ats/interviews', {
      json: { candidateEmail: email },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    return { browser, interviewId: (scheduled.body as { interviewId: number }).interviewId };
  };

  const answer = (
    browser: Client,
    interviewId: number,
    response: InterviewAnswer,
    message?: string,
  ): Promise<Answer> =>
    browser.post(responsePath(interviewId), {
      query,
      json: { domain: DOMAIN, response, ...(message === undefined ? {} : { message }) },
    });

  const listed = async (browser: Client, interviewId: number): Promise<Interview | undefined> =>
    dataOf<{ interviews: Interview[] }>(
      await browser.get('/api/pcsx/dashboard/interviews', { query }),
    ).interviews.find((interview) => interview.id === interviewId);

  it('lists interviews with no answer until the candidate gives one', async () => {
    const { browser, interviewId } = await candidateWithInterview();
    expect((await listed(browser, interviewId))?.candidateResponse).toBeNull();
  });

  it('confirms, asks for another time with the times that suit, and keeps the newest answer', async () => {
    const { browser, interviewId } = await candidateWithInterview();
    const confirmed = await answer(browser, interviewId, 'confirmed');
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(dataOf<Interview>(confirmed)).toMatchObject({
      id: interviewId,
      status: 'scheduled',
      candidateResponse: { response: 'confirmed', message: null },
    });
    const respondedAt = dataOf<Interview>(confirmed).candidateResponse?.respondedAt ?? '';
    expect(Math.abs(Date.parse(respondedAt) - Date.now())).toBeLessThan(60_000);

    const again = await answer(browser, interviewId, 'reschedule_requested', `  ${TIMES}  `);
    expect(again.status, again.text).toBe(200);
    expect(dataOf<Interview>(again).candidateResponse).toMatchObject({
      response: 'reschedule_requested',
      message: TIMES,
    });
    expect((await listed(browser, interviewId))?.candidateResponse).toMatchObject({
      response: 'reschedule_requested',
      message: TIMES,
    });

    // The employer sees the request and its times.
    const page = await employer.get('/dev/ats');
    expect(page.text).toContain(`Candidate asked for another time: <q>${TIMES}</q>`);
  });

  it('declines for good: a declined interview takes no other answer', async () => {
    const { browser, interviewId } = await candidateWithInterview();
    const declined = await answer(browser, interviewId, 'declined');
    expect(declined.status, declined.text).toBe(200);
    expect(dataOf<Interview>(declined).candidateResponse?.response).toBe('declined');
    for (const response of ['confirmed', 'declined'] as const) {
      const late = await answer(browser, interviewId, response);
      expect(late.status, late.text).toBe(409);
      expect(errorOf(late)).toMatchObject({
        code: 'conflict',
        message: 'You have already declined this interview.',
      });
    }
    expect((await listed(browser, interviewId))?.candidateResponse?.response).toBe('declined');
    expect((await employer.get('/dev/ats')).text).toContain('Candidate declined');
  });

  it('moving the interview clears the answer and tells the candidate of the new time', async () => {
    const { browser, interviewId } = await candidateWithInterview();
    expect((await answer(browser, interviewId, 'reschedule_requested', TIMES)).status).toBe(200);
    const newStart = new Date(Date.now() + 5 * 86_400_000);
    newStart.setUTCHours(9, 0, 0, 0);
    const moved = await employer.post(`/dev/ats/interviews/${interviewId}/reschedule`, {
      json: { startsAt: newStart.toISOString() },
    });
    expect(moved.status, moved.text).toBe(201);
    const interview = await listed(browser, interviewId);
    expect(interview?.candidateResponse).toBeNull();
    expect(Date.parse(interview?.startsAt ?? '')).toBe(newStart.getTime());
    const notifications = dataOf<{ notifications: { categoryTitle: string }[] }>(
      await browser.get('/api/pcsx/notifications', { query }),
    ).notifications;
    expect(notifications.map((notification) => notification.categoryTitle)).toContain(
      'Interview changed',
    );
    // The new time can be confirmed.
    const confirmed = await answer(browser, interviewId, 'confirmed');
    expect(dataOf<Interview>(confirmed).candidateResponse?.response).toBe('confirmed');
  });

  it("answers 404 for another candidate's interview and an unknown one, and leaves it as it was", async () => {
    const { browser: other, interviewId } = await candidateWithInterview();
    const demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    for (const id of [interviewId, 999_999]) {
      const refused = await answer(demo, id, 'declined');
      expect(refused.status, refused.text).toBe(404);
      expect(errorOf(refused)).toMatchObject({
        code: 'not_found',
        message: 'Interview not found.',
      });
      expect(refused.text).not.toContain('Robin');
    }
    expect((await listed(other, interviewId))?.candidateResponse).toBeNull();

    const visitor = new Client(server.baseUrl);
    await visitor.boot();
    expect((await answer(visitor, DEMO_UPCOMING, 'confirmed')).status).toBe(401);
  });

  it('answers 409 for a completed or canceled interview, and 403 without the CSRF token', async () => {
    const demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    for (const id of [DEMO_COMPLETED, DEMO_CANCELED]) {
      const refused = await answer(demo, id, 'confirmed');
      expect(refused.status, refused.text).toBe(409);
      expect(errorOf(refused).message).toBe('This interview can no longer be answered.');
    }
    const forged = await demo.post(responsePath(DEMO_UPCOMING), {
      query,
      json: { domain: DOMAIN, response: 'confirmed' },
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect(errorOf(forged).code).toBe('csrf_invalid');
    expect((await listed(demo, DEMO_UPCOMING))?.candidateResponse).toBeNull();
  });

  it('refuses bad bodies with a JSON error naming the field', async () => {
    const { browser, interviewId } = await candidateWithInterview();
    const cases: { json: unknown; status: number; field?: string; body?: string }[] = [
      { json: { domain: DOMAIN }, status: 422, field: 'response' },
      { json: { domain: DOMAIN, response: 'maybe' }, status: 422, field: 'response' },
      { json: { domain: DOMAIN, response: 'reschedule_requested' }, status: 422, field: 'message' },
      {
        json: { domain: DOMAIN, response: 'reschedule_requested', message: '   ' },
        status: 422,
        field: 'message',
      },
      {
        json: { domain: DOMAIN, response: 'reschedule_requested', message: 'x'.repeat(1001) },
        status: 422,
        field: 'message',
      },
      { json: { domain: DOMAIN, response: 'confirmed', when: 'now' }, status: 422, field: 'when' },
      {
        json: { domain: DOMAIN, response: 'confirmed', message: 42 },
        status: 422,
        field: 'message',
      },
    ];
    for (const { json, status, field } of cases) {
      const refused = await browser.post(responsePath(interviewId), { query, json });
      expect(refused.status, JSON.stringify(json)).toBe(status);
      expect(errorOf(refused).fields?.map((problem) => problem.name)).toContain(field);
    }
    const unreadable = await browser.post(responsePath(interviewId), {
      query,
      body: '{"response": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(unreadable.status).toBe(400);
    expect(errorOf(unreadable).code).toBe('bad_request');
    const badId = await browser.post('/api/pcsx/dashboard/interviews/abc/response', {
      query,
      json: { domain: DOMAIN, response: 'confirmed' },
    });
    expect(badId.status).toBe(400);
    expect((await listed(browser, interviewId))?.candidateResponse).toBeNull();
  });

  it('leaves one whole answer when several arrive at once', async () => {
    const { browser, interviewId } = await candidateWithInterview();
    const sent: { response: InterviewAnswer; message?: string }[] = [
      { response: 'confirmed' },
      { response: 'reschedule_requested', message: 'Monday mornings' },
      { response: 'confirmed' },
      { response: 'reschedule_requested', message: 'Friday afternoons' },
      { response: 'confirmed' },
      { response: 'reschedule_requested', message: 'Tuesday after 3 pm' },
    ];
    const answers = await Promise.all(
      sent.map(({ response, message }) => answer(browser, interviewId, response, message)),
    );
    expect(answers.map((each) => each.status)).toEqual(sent.map(() => 200));
    const final = (await listed(browser, interviewId))?.candidateResponse;
    // The stored answer is one of those sent, whole: its message goes with its response.
    expect(sent).toContainEqual(
      final?.response === 'confirmed'
        ? { response: final.response }
        : { response: final?.response, message: final?.message },
    );
    if (final?.response === 'confirmed') expect(final.message).toBeNull();
  });

  it('once a decline arrives among answers sent at once, it is the last answer kept', async () => {
    const { browser, interviewId } = await candidateWithInterview();
    const sent: InterviewAnswer[] = ['confirmed', 'declined', 'confirmed', 'declined', 'confirmed'];
    const answers = await Promise.all(
      sent.map((response) =>
        answer(browser, interviewId, response, response === 'declined' ? 'No' : undefined),
      ),
    );
    for (const each of answers) expect([200, 409]).toContain(each.status);
    // Whatever the order, the first decline wins and every later answer is refused.
    expect(answers.some((each, index) => each.status === 200 && sent[index] === 'declined')).toBe(
      true,
    );
    const final = (await listed(browser, interviewId))?.candidateResponse;
    expect(final).toMatchObject({ response: 'declined', message: 'No' });
  });
});

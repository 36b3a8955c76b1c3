import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { DEMO_CANDIDATE_EMAIL, SECOND_CANDIDATE_EMAIL } from '../src/seed/candidates';
import type { Client, TestServer } from './helpers';
import { dataOf, DOMAIN, errorOf, signedInClient, startServer } from './helpers';

type CandidateEvent = components['schemas']['CandidateEvent'];
type Interview = components['schemas']['Interview'];
type Referral = components['schemas']['Referral'];

const query = { domain: DOMAIN };
/** Seeded events: upcoming and registered, upcoming and not, and one that took place. */
const OPEN_HOUSE = 301;
const DATA_SCIENCE_QA = 305;
const PAST_MEETUP = 296;
const registration = (eventId: number) => `/api/pcsx/events/${eventId}/registration`;

describe('events, interviews and referrals', () => {
  let server: TestServer;
  let demo: Client;
  let second: Client;

  beforeAll(async () => {
    server = await startServer();
    demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    second = await signedInClient(server, SECOND_CANDIDATE_EMAIL);
  });
  afterAll(async () => {
    await server.close();
  });

  const eventsOf = async (client: Client): Promise<CandidateEvent[]> =>
    dataOf<{ events: CandidateEvent[] }>(await client.get('/api/pcsx/dashboard/events', { query }))
      .events;
  const eventOf = async (client: Client, id: number): Promise<CandidateEvent | undefined> =>
    (await eventsOf(client)).find((event) => event.id === id);

  it('lists upcoming and recent events with their zones, soonest first', async () => {
    const events = await eventsOf(demo);
    expect(events.map((event) => event.id)).toEqual([
      PAST_MEETUP,
      OPEN_HOUSE,
      DATA_SCIENCE_QA,
      309,
    ]);
    expect(events.map((event) => event.timezone)).toEqual([
      'Asia/Kolkata',
      'America/Chicago',
      'Europe/Berlin',
      'America/Chicago',
    ]);
    expect(Date.parse(events[0]?.endsAt ?? '')).toBeLessThan(Date.now());
    expect(Date.parse(events[1]?.startsAt ?? '')).toBeGreaterThan(Date.now());
    expect(events.find((event) => event.isVirtual)?.joinUrl).toMatch(/^https:\/\//);
  });

  it('registers and cancels, idempotently, and the list follows', async () => {
    expect((await eventOf(demo, DATA_SCIENCE_QA))?.registered).toBe(false);

    const first = await demo.post(registration(DATA_SCIENCE_QA), { query });
    expect(first.status, first.text).toBe(200);
    expect(dataOf<CandidateEvent>(first)).toMatchObject({ id: DATA_SCIENCE_QA, registered: true });
    const again = await demo.post(registration(DATA_SCIENCE_QA), { query });
    expect(again.status, again.text).toBe(200);
    expect(dataOf<CandidateEvent>(again).registered).toBe(true);
    expect((await eventOf(demo, DATA_SCIENCE_QA))?.registered).toBe(true);

    const cancel = await demo.delete(registration(DATA_SCIENCE_QA), { query });
    expect(cancel.status, cancel.text).toBe(200);
    expect(dataOf<CandidateEvent>(cancel).registered).toBe(false);
    const cancelAgain = await demo.delete(registration(DATA_SCIENCE_QA), { query });
    expect(cancelAgain.status, cancelAgain.text).toBe(200);
    expect((await eventOf(demo, DATA_SCIENCE_QA))?.registered).toBe(false);
  });

  it('refuses an unknown event with 404 and a started one with 409', async () => {
    const unknown = await demo.post(registration(999_999), { query });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'not_found', message: 'Event not found.' });

    for (const method of ['post', 'delete'] as const) {
      const past = await demo[method](registration(PAST_MEETUP), { query });
      expect(past.status).toBe(409);
      expect(errorOf(past)).toMatchObject({
        code: 'conflict',
        message: 'This event has already started.',
      });
    }
    expect((await eventOf(demo, PAST_MEETUP))?.registered).toBe(true);
  });

  it('rejects a malformed event id with a 400 body', async () => {
    const answer = await demo.post('/api/pcsx/events/not-a-number/registration', { query });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).message).toMatch(/eventId/);
  });

  it('needs a CSRF token and a session', async () => {
    const noToken = await demo.post(registration(309), { query, csrf: false });
    expect(noToken.status).toBe(403);
    expect(errorOf(noToken).code).toBe('csrf_invalid');
    const staleToken = await demo.delete(registration(OPEN_HOUSE), { query, csrf: 'stale' });
    expect(staleToken.status).toBe(403);
    expect((await eventOf(demo, 309))?.registered).toBe(false);
    expect((await eventOf(demo, OPEN_HOUSE))?.registered).toBe(true);

    const visitor = await fetch(`${server.baseUrl}${registration(309)}?domain=${DOMAIN}`, {
      method: 'POST',
    });
    expect([401, 403]).toContain(visitor.status);
  });

  it("keeps each candidate's registrations, interviews and referrals apart", async () => {
    // The second candidate cancelling changes nothing for the demo candidate, and the reverse.
    expect((await eventOf(second, OPEN_HOUSE))?.registered).toBe(false);
    expect((await second.delete(registration(OPEN_HOUSE), { query })).status).toBe(200);
    expect((await eventOf(demo, OPEN_HOUSE))?.registered).toBe(true);
    expect((await second.post(registration(309), { query })).status).toBe(200);
    expect((await eventOf(demo, 309))?.registered).toBe(false);
    expect((await eventOf(second, 309))?.registered).toBe(true);

    const interviewsOf = async (client: Client) =>
      dataOf<{ interviews: Interview[] }>(
        await client.get('/api/pcsx/dashboard/interviews', { query }),
      ).interviews;
    expect((await interviewsOf(demo)).length).toBeGreaterThan(0);
    expect(await interviewsOf(second)).toEqual([]);

    const referralsOf = async (client: Client) =>
      dataOf<{ referrals: Referral[] }>(
        await client.get('/api/pcsx/dashboard/referrals', { query }),
      ).referrals;
    expect(new Set((await referralsOf(demo)).map((referral) => referral.status))).toEqual(
      new Set(['submitted', 'viewed', 'interviewing', 'hired', 'not_selected']),
    );
    expect(await referralsOf(second)).toEqual([]);
  });

  it('seeds interviews in several zones, with real meeting links or an address', async () => {
    const interviews = dataOf<{ interviews: Interview[] }>(
      await demo.get('/api/pcsx/dashboard/interviews', { query }),
    ).interviews;
    expect(new Set(interviews.map((interview) => interview.timezone))).toEqual(
      new Set(['America/Chicago', 'Europe/Berlin', 'Asia/Kolkata']),
    );
    for (const interview of interviews.filter((item) => item.status === 'scheduled')) {
      expect(Date.parse(interview.startsAt)).toBeGreaterThan(Date.now());
      expect(interview.meetingUrl ?? interview.location).toBeTruthy();
      if (interview.meetingUrl) expect(interview.meetingUrl).toMatch(/^https:\/\//);
    }
  });
});

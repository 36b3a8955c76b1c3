import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { LIST_LIMIT } from '../src/dashboard/list-limit';
import { createPdf } from '../src/lib/pdf';
import { isoSeconds } from '../src/lib/time';
import type { Client, TestServer } from './helpers';
import { dataOf, DOMAIN, registeredClient, startServer } from './helpers';

type Schemas = components['schemas'];
const query = { domain: DOMAIN };
const EMAIL = 'many.lists@example.com';
/** More of each than a list answers with. */
const MORE = LIST_LIMIT + 5;
/** Ids past the seed's, for the rows the employer's system numbers. */
const FIRST_ID = 900_000;

/** Noon of the n-th day of 2026: the later n, the newer. */
const day = (n: number): string => isoSeconds(Date.UTC(2026, 0, 1 + n, 12));
const fromNow = (days: number): string => isoSeconds(Date.now() + days * 86_400_000);
const range = (count: number): number[] => Array.from({ length: count }, (_, n) => n);

describe("a candidate's growing lists answer with their first entries", () => {
  let server: TestServer;
  let candidate: Client;

  beforeAll(async () => {
    server = await startServer();
    candidate = await registeredClient(server, { email: EMAIL });
    const { db, repositories } = server.app.pcsx.services;
    const user = await repositories.users.findByEmail(EMAIL);
    if (!user) throw new Error('The candidate was not registered');
    const positions = await db
      .selectFrom('positions')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(2 * MORE)
      .execute();
    const position = (n: number) => {
      const found = positions[n];
      if (!found) throw new Error(`The seed has no position ${n}`);
      return found;
    };
    await db
      .insertInto('applications')
      .values(
        range(2 * MORE).map((n) => ({
          user_id: user.id,
          applicant_email: EMAIL,
          position_id: position(n).id,
          status: n < MORE ? 'Submitted' : 'Not selected',
          stage: 'Application received',
          applied_at: day(n % MORE),
          updated_at: day(n % MORE),
          is_active: n < MORE ? 1 : 0,
          form_data: '{}',
        })),
      )
      .execute();
    await db
      .insertInto('offers')
      .values(
        range(MORE).map((n) => ({
          id: FIRST_ID + n,
          user_id: user.id,
          position_id: position(n).id,
          position_name: position(n).name,
          status: 'Declined' as const,
          updated_at: day(n),
          expires_at: null,
          esign_token: null,
          letter_pdf: createPdf({ title: 'Offer', lines: [position(n).name] }),
          inline_letter: 1,
          form_status: 'open' as const,
          signed_letter: null,
          signed_letter_name: null,
          decline_reason: null,
        })),
      )
      .execute();
    // Three interviews to come, and more past ones than the list holds.
    await db
      .insertInto('interviews')
      .values(
        range(MORE + 3).map((n) => ({
          id: FIRST_ID + n,
          user_id: user.id,
          position_id: position(n).id,
          stage: 'Technical interview',
          starts_at: n < 3 ? fromNow(3 - n) : day(n),
          ends_at: n < 3 ? fromNow(3 - n) : day(n),
          timezone: 'UTC',
          location: null,
          meeting_url: null,
          interviewers: '[]',
          status: n < 3 ? ('scheduled' as const) : ('completed' as const),
        })),
      )
      .execute();
    await db
      .insertInto('referrals')
      .values(
        range(MORE).map((n) => ({
          id: FIRST_ID + n,
          user_id: user.id,
          position_id: position(n).id,
          referrer_name: 'Mei Lin',
          status: 'submitted' as const,
          created_at: day(n),
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  /** The newest `LIST_LIMIT` of `MORE` entries dated `day(0)` to `day(MORE - 1)`. */
  const newestDays = range(LIST_LIMIT).map((n) => day(MORE - 1 - n));

  it('applications: the most recently updated active ones, and inactive ones', async () => {
    const answer = dataOf<Schemas['DashboardApplications']>(
      await candidate.get('/api/pcsx/dashboard/applications', { query }),
    );
    expect(answer.applications.map((application) => application.updatedAt)).toEqual(newestDays);
    expect(answer.applications.every((application) => application.isActive)).toBe(true);
    expect(answer.inactiveApplications.map((application) => application.updatedAt)).toEqual(
      newestDays,
    );
    expect(answer.inactiveApplications.some((application) => application.isActive)).toBe(false);
  });

  it('offers: the newest, each closed one with its letter left to its URL', async () => {
    const answer = await candidate.get<Schemas['Offer'][]>('/api/pcsx/offers', { query });
    expect(answer.status).toBe(200);
    expect(answer.body.map((offer) => offer.updated_at)).toEqual(newestDays);
    expect(answer.body.every((offer) => offer.unsigned_offer_letter_bytes === null)).toBe(true);
  });

  it('interviews: those to come, soonest first, then the most recent past ones', async () => {
    const { interviews } = dataOf<Schemas['InterviewList']>(
      await candidate.get('/api/pcsx/dashboard/interviews', { query }),
    );
    expect(interviews).toHaveLength(LIST_LIMIT);
    expect(interviews.slice(0, 3).map((interview) => interview.id)).toEqual(
      [2, 1, 0].map((n) => FIRST_ID + n),
    );
    expect(interviews.slice(3).map((interview) => interview.startsAt)).toEqual(
      range(LIST_LIMIT - 3).map((n) => day(MORE + 2 - n)),
    );
  });

  it('referrals: the newest', async () => {
    const { referrals } = dataOf<Schemas['ReferralList']>(
      await candidate.get('/api/pcsx/dashboard/referrals', { query }),
    );
    expect(referrals.map((referral) => referral.createdAt)).toEqual(newestDays);
  });
});

import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import { accountOwnerKey } from '../auth/identity';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import type { Database, OffersTable } from '../db/schema';
import { createPdf } from '../lib/pdf';
import { DAY_MS, isoSeconds } from '../lib/time';
import { COMPANY_NAME, REFERENCE_DATE_MS } from '../site';
import type { ApplicationStep } from '../dashboard/application-history';
import { storeNotification, type NotificationEvent } from '../notifications/notify';
import { addInferredHistories } from './application-histories';
import { eSignedLetter, signedLetterName } from '../offers/e-signed-letter';
import { CITIES } from './cities';
import { FORM_TEMPLATES } from './form-templates';
import { Random } from './prng';
import type { GeneratedPosition } from './positions';

import {
  ADMIN_EMAIL,
  DEMO_CANDIDATE_EMAIL,
  DEMO_PASSWORD,
  SECOND_CANDIDATE_EMAIL,
} from './demo-accounts';

export { ADMIN_EMAIL, DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD, SECOND_CANDIDATE_EMAIL };

/** Offer ids of the demo candidate, one per state. */
export const DEMO_OFFERS = {
  extendedWithLetter: 5001,
  extendedWithEsign: 5002,
  extendedExpired: 5003,
  accepted: 5004,
  declined: 5005,
  canceled: 5006,
} as const;
export const SECOND_CANDIDATE_OFFER = 5101;

const CANDIDATE_SEED = 5_150_148;

/** Dates of the demo story, relative to the fixed reference date. */
const at = (days: number, hour = 15, minute = 0): string =>
  isoSeconds(REFERENCE_DATE_MS + days * DAY_MS + (hour * 60 + minute) * 60_000);

export const offerLetter = (candidate: string, position: string, expires: string | null): Buffer =>
  createPdf({
    title: 'Offer of employment',
    lines: [
      `${COMPANY_NAME}, 500 W 2nd St, Austin, TX 78701`,
      '',
      `Dear ${candidate},`,
      '',
      `We are delighted to offer you the position of ${position} at ${COMPANY_NAME}.`,
      'Your compensation, benefits and start date are described in the enclosed documents.',
      expires ? `Please sign and return this letter before ${expires.slice(0, 10)}.` : '',
      '',
      'We look forward to working with you.',
      '',
      'Priya Raman, Director of Talent',
      '',
      'Signature: ______________________    Date: ____________',
    ],
  });

const attachmentPdf = (title: string, position: string): Buffer =>
  createPdf({
    title,
    lines: [
      `${COMPANY_NAME} - ${position}`,
      '',
      'This document is part of your offer package. It summarises the policies that apply to the',
      'position and is provided for information. Contact your recruiter with any questions.',
    ],
  });

interface OfferSpec {
  id: number;
  userId: number;
  candidate: string;
  position: GeneratedPosition;
  status: OffersTable['status'];
  updatedAt: string;
  expiresAt: string | null;
  esignToken: string | null;
  inlineLetter: boolean;
  formStatus: OffersTable['form_status'];
  attachments: string[];
  /** The first working day, YYYY-MM-DD. */
  startDate: string;
}

/**
 * What the offer proposes, from its position: the middle of the posted pay range (rounded to a
 * thousand a year, or to a unit an hour), and the position's city.
 */
const offerSummary = (position: GeneratedPosition) => {
  const place = CITIES[position.locationId - 1];
  const salary = position.salary;
  const middle = salary ? (salary.min + salary.max) / 2 : null;
  return {
    compensation_amount:
      salary && middle !== null
        ? salary.period === 'year'
          ? Math.round(middle / 1000) * 1000
          : Math.round(middle)
        : null,
    compensation_currency: salary?.currency ?? null,
    compensation_period: salary?.period ?? null,
    work_location: place ? `${place.city}, ${place.regionCode}, ${place.countryName}` : null,
  };
};

const insertOffers = async (db: Db, specs: OfferSpec[], random: Random) => {
  for (const spec of specs) {
    const letter = offerLetter(spec.candidate, spec.position.name, spec.expiresAt);
    // An accepted offer keeps the letter its candidate signed online.
    const signedLetter =
      spec.status === 'Accepted'
        ? eSignedLetter(letter, {
            offerId: spec.id,
            positionName: spec.position.name,
            signerName: spec.candidate,
            signedAt: spec.updatedAt,
          })
        : null;
    await db
      .insertInto('offers')
      .values({
        id: spec.id,
        user_id: spec.userId,
        position_id: spec.position.id,
        position_name: spec.position.name,
        status: spec.status,
        updated_at: spec.updatedAt,
        expires_at: spec.expiresAt,
        esign_token: spec.esignToken,
        letter_pdf: letter,
        inline_letter: spec.inlineLetter ? 1 : 0,
        form_status: spec.formStatus,
        signed_letter: signedLetter,
        signed_letter_name: signedLetter ? signedLetterName(spec.id) : null,
        decline_reason: null,
        start_date: spec.startDate,
        ...offerSummary(spec.position),
      })
      .execute();
    for (const name of spec.attachments) {
      const slug = name
        .toLowerCase()
        .replace(/\.pdf$/, '')
        .replace(/[^a-z0-9]+/g, '-');
      await db
        .insertInto('offer_attachments')
        .values({
          offer_id: spec.id,
          query_enc_id: `att_${Math.floor(random.float() * 36 ** 8)
            .toString(36)
            .padStart(8, '0')}`,
          name,
          s3_path: `offers/northwindlabs.com/${spec.id}/${slug}.pdf`,
          content_type: 'application/pdf',
          content: attachmentPdf(name.replace(/\.pdf$/, ''), spec.position.name),
        })
        .execute();
    }
  }
};

const positionById = (positions: readonly GeneratedPosition[], id: number): GeneratedPosition => {
  const position = positions.find((candidate) => candidate.id === id);
  if (!position) throw new Error(`Seed position ${id} is missing`);
  return position;
};

/**
 * The demo accounts and everything the demo candidate sees. Offer expiry of the still-valid
 * Extended offers, interviews and events are relative to `nowMs` (upcoming ones must be in the
 * future when the demo runs); every other date is relative to the fixed reference date.
 */
export const seedCandidates = async (
  db: Db,
  positions: readonly GeneratedPosition[],
  nowMs: number,
): Promise<void> => {
  const random = new Random(CANDIDATE_SEED);
  const position = (id: number) => positionById(positions, id);
  // Whole UTC hours from today's midnight, so the demo's times stay round in every zone.
  const todayMs = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const fromToday = (days: number, hour: number, minute = 0): string =>
    isoSeconds(todayMs + days * DAY_MS + (hour * 60 + minute) * 60_000);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const createdAt = at(-200);

  const insertUser = async (
    encId: string,
    email: string,
    firstname: string,
    lastname: string,
    extra: Partial<Insertable<Database['users']>> = {},
  ): Promise<number> => {
    const row = await db
      .insertInto('users')
      .values({
        enc_id: encId,
        email,
        password_hash: passwordHash,
        firstname,
        lastname,
        is_admin: 0,
        is_theme_builder: 0,
        is_onboarded: 1,
        is_bootstrapped: 1,
        onboarding_preferences: null,
        created_at: createdAt,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('settings')
      .values({
        user_id: row.id,
        language: 'en',
        timezone: 'America/Chicago',
        email_job_alerts: 1,
        email_application_updates: 1,
        email_marketing: 0,
        in_app_notifications: 1,
        profile_visibility: 'recruiters_only',
      })
      .execute();
    return row.id;
  };

  const demo = await insertUser('c9f2e4a7b1d3', DEMO_CANDIDATE_EMAIL, 'Jordan', 'Alvarez');
  const second = await insertUser('a41be07d92c5', SECOND_CANDIDATE_EMAIL, 'Sam', 'Rivera');
  const admin = await insertUser('f07c3d18e6a9', ADMIN_EMAIL, 'Alex', 'Morgan', {
    is_admin: 1,
    is_theme_builder: 1,
  });

  await db
    .insertInto('profiles')
    .values([
      {
        user_id: demo,
        phone: JSON.stringify({
          callingCode: '+1',
          number: '512-555-0148',
          selectedCountryCode: 'US',
        }),
        location: 'Austin, TX, US',
        avatar: null,
        headline: 'Frontend engineer focused on accessible design systems',
        skills: JSON.stringify([
          'React',
          'TypeScript',
          'Accessibility',
          'CSS',
          'JavaScript',
          'GraphQL',
          'Jest',
          'Node.js',
        ]),
        experience: JSON.stringify([
          {
            title: 'Frontend Engineer',
            company: 'Contoso Health',
            dateRange: { startDate: '06/2021', endDate: null, isCurrent: true },
            description: 'Lead developer of the patient portal design system.',
          },
          {
            title: 'Web Developer',
            company: 'Fabrikam Retail',
            dateRange: { startDate: '07/2019', endDate: '05/2021', isCurrent: false },
            description: null,
          },
        ]),
        education: JSON.stringify([
          {
            school: 'The University of Texas at Austin',
            degree: 'B.S.',
            field: 'Computer Science',
            dateRange: { startDate: '08/2015', endDate: '05/2019', isCurrent: false },
          },
        ]),
        links: '[]',
        updated_at: at(-30),
      },
      {
        user_id: second,
        phone: null,
        location: 'Toronto, ON, CA',
        avatar: null,
        headline: 'Customer success lead for B2B software',
        skills: JSON.stringify([
          'Account Management',
          'Salesforce',
          'Customer Onboarding',
          'Communication',
        ]),
        experience: '[]',
        education: '[]',
        links: '[]',
        updated_at: at(-40),
      },
      {
        user_id: admin,
        phone: null,
        location: 'Austin, TX, US',
        avatar: null,
        headline: null,
        skills: '[]',
        experience: '[]',
        education: '[]',
        links: '[]',
        updated_at: createdAt,
      },
    ])
    .execute();

  await db
    .insertInto('resumes')
    .values({
      user_id: demo,
      file_name: 'Jordan_Alvarez_Resume.pdf',
      content_type: 'application/pdf',
      ...(() => {
        const content = createPdf({
          title: 'Jordan Alvarez',
          lines: [
            'Frontend engineer focused on accessible design systems - Austin, TX',
            'demo.candidate@example.com - +1 512-555-0148',
            '',
            'EXPERIENCE',
            'Frontend Engineer, Contoso Health (06/2021 - present)',
            '  Lead developer of the patient portal design system.',
            'Web Developer, Fabrikam Retail (07/2019 - 05/2021)',
            '',
            'EDUCATION',
            'B.S. Computer Science, The University of Texas at Austin (2015 - 2019)',
            '',
            'SKILLS: React, TypeScript, Accessibility, CSS, JavaScript, GraphQL, Jest, Node.js',
          ],
        });
        return { content, size_bytes: content.length };
      })(),
      uploaded_at: at(-60, 18, 22),
      // Each candidate's newest resume is the primary one, as an upload makes it.
      is_primary: 1,
    })
    .execute();

  const application = (
    userId: number,
    positionId: number,
    status: string,
    stage: string,
    appliedDays: number,
    updatedDays: number,
    isActive: boolean,
    email: string,
  ): Insertable<Database['applications']> => ({
    user_id: userId,
    applicant_email: email,
    position_id: positionId,
    status,
    stage,
    applied_at: at(appliedDays, 14, 22),
    updated_at: at(updatedDays, 20, 12),
    is_active: isActive ? 1 : 0,
    form_data: JSON.stringify({ workAuthorization: 'yes', requiresSponsorship: 'no' }),
    resume_file_name: null,
    resume_content_type: null,
    resume_content: null,
  });
  await db
    .insertInto('applications')
    .values([
      application(
        demo,
        1003,
        'Under review',
        'Technical interview',
        -14,
        -8,
        true,
        DEMO_CANDIDATE_EMAIL,
      ),
      application(
        demo,
        1001,
        'Under review',
        'Recruiter screen',
        -18,
        -12,
        true,
        DEMO_CANDIDATE_EMAIL,
      ),
      application(
        demo,
        1006,
        'Submitted',
        'Application received',
        -2,
        -2,
        true,
        DEMO_CANDIDATE_EMAIL,
      ),
      application(
        demo,
        1005,
        'Not selected',
        'Hiring manager review',
        -70,
        -45,
        false,
        DEMO_CANDIDATE_EMAIL,
      ),
      application(
        demo,
        1008,
        'Position closed',
        'Application received',
        -90,
        -40,
        false,
        DEMO_CANDIDATE_EMAIL,
      ),
      application(
        second,
        1013,
        'Submitted',
        'Application received',
        -6,
        -6,
        true,
        SECOND_CANDIDATE_EMAIL,
      ),
    ])
    .execute();
  await addInferredHistories(db);

  await db
    .insertInto('draft_applications')
    .values([
      {
        user_id: demo,
        position_id: 1002,
        updated_at: at(-5, 9, 41),
        completion_percent: 60,
        answers: JSON.stringify({ workAuthorization: 'yes', requiresSponsorship: 'no' }),
      },
      { user_id: demo, position_id: 1014, updated_at: at(-1, 11, 5), completion_percent: 35 },
      { user_id: demo, position_id: 1009, updated_at: at(-20, 13, 2), completion_percent: 30 },
      { user_id: second, position_id: 1010, updated_at: at(-3, 10, 0), completion_percent: 50 },
    ])
    .execute();

  // Each referral's status agrees with the rest of the story: the one not selected is for the role
  // the application was not selected for, the hire for the role whose offer was accepted.
  await db
    .insertInto('referrals')
    .values([
      {
        id: 42,
        user_id: demo,
        position_id: 1001,
        referrer_name: 'Dana Whitfield',
        status: 'submitted',
        created_at: at(-20, 10, 15),
      },
      {
        id: 57,
        user_id: demo,
        position_id: 1011,
        referrer_name: 'Kenji Tanaka',
        status: 'viewed',
        created_at: at(-9, 16, 40),
      },
      {
        id: 61,
        user_id: demo,
        position_id: 1003,
        referrer_name: 'Aisha Bello',
        status: 'interviewing',
        created_at: at(-32, 9, 5),
      },
      {
        id: 48,
        user_id: demo,
        position_id: 1005,
        referrer_name: 'Tomás Herrera',
        status: 'not_selected',
        created_at: at(-75, 14, 20),
      },
      {
        id: 39,
        user_id: demo,
        position_id: 1004,
        referrer_name: 'Mei Lin',
        status: 'hired',
        created_at: at(-140, 11, 0),
      },
    ])
    .execute();

  await db
    .insertInto('interviews')
    .values([
      {
        id: 8801,
        user_id: demo,
        position_id: 1003,
        stage: 'Technical interview',
        starts_at: fromToday(3, 15),
        ends_at: fromToday(3, 16),
        timezone: 'America/Chicago',
        location: null,
        meeting_url: 'https://meet.northwindlabs.com/j/8801-sre',
        interviewers: JSON.stringify(['Priya Raman', 'Marcus Chen']),
        status: 'scheduled',
      },
      {
        id: 8802,
        user_id: demo,
        position_id: 1001,
        stage: 'Hiring manager interview',
        starts_at: fromToday(6, 8, 30),
        ends_at: fromToday(6, 9, 15),
        timezone: 'Europe/Berlin',
        location: 'Friedrichstraße 68, 10117 Berlin, Germany',
        meeting_url: null,
        interviewers: JSON.stringify(['Elena Novak']),
        status: 'scheduled',
      },
      {
        id: 8805,
        user_id: demo,
        position_id: 1011,
        stage: 'Panel interview',
        starts_at: fromToday(9, 4, 30),
        ends_at: fromToday(9, 5, 30),
        timezone: 'Asia/Kolkata',
        location: null,
        meeting_url: 'https://meet.northwindlabs.com/j/8805-panel',
        interviewers: JSON.stringify(['Kenji Tanaka', 'Ananya Iyer', 'Rahul Mehta']),
        status: 'scheduled',
      },
      {
        id: 8790,
        user_id: demo,
        position_id: 1003,
        stage: 'Recruiter screen',
        starts_at: fromToday(-10, 16, 30),
        ends_at: fromToday(-10, 17),
        timezone: 'America/Chicago',
        location: null,
        meeting_url: 'https://meet.northwindlabs.com/j/8790-sre',
        interviewers: JSON.stringify(['Elena Novak']),
        status: 'completed',
      },
      {
        id: 8781,
        user_id: demo,
        position_id: 1005,
        stage: 'Technical interview',
        starts_at: fromToday(-50, 14),
        ends_at: fromToday(-50, 15),
        timezone: 'America/Chicago',
        location: null,
        meeting_url: null,
        interviewers: JSON.stringify(['Samuel Okafor']),
        status: 'canceled',
      },
    ])
    .execute();

  await db
    .insertInto('events')
    .values([
      {
        id: 301,
        title: `${COMPANY_NAME} Austin Engineering Open House`,
        description:
          'Meet the Platform and SRE teams, tour the office and join a Q&A with engineering leaders.',
        starts_at: fromToday(5, 23),
        ends_at: fromToday(6, 1),
        timezone: 'America/Chicago',
        location: '500 W 2nd St, Austin, TX 78701',
        is_virtual: 0,
        join_url: null,
      },
      {
        id: 305,
        title: 'Careers in Data Science: Live Q&A',
        description: 'A one-hour webinar with the Forecasting team.',
        starts_at: fromToday(12, 16),
        ends_at: fromToday(12, 17),
        timezone: 'Europe/Berlin',
        location: null,
        is_virtual: 1,
        join_url: 'https://events.northwindlabs.com/live/data-science-qa',
      },
      {
        id: 309,
        title: 'Warehouse Operations Hiring Day',
        description: 'On-the-spot interviews for shift leads and operations managers in Dallas.',
        starts_at: fromToday(19, 14),
        ends_at: fromToday(19, 22),
        timezone: 'America/Chicago',
        location: '2200 Logistics Pkwy, Dallas, TX 75201',
        is_virtual: 0,
        join_url: null,
      },
      {
        id: 296,
        title: 'Women in Engineering Meetup, Bengaluru',
        description:
          'Lightning talks from our Bengaluru engineers, then dinner and open conversations.',
        starts_at: fromToday(-14, 12, 30),
        ends_at: fromToday(-14, 15, 30),
        timezone: 'Asia/Kolkata',
        location: 'Embassy Golf Links Business Park, Bengaluru 560071, India',
        is_virtual: 0,
        join_url: null,
      },
    ])
    .execute();
  await db
    .insertInto('event_registrations')
    .values([
      { event_id: 301, user_id: demo },
      { event_id: 296, user_id: demo },
    ])
    .execute();

  await db
    .insertInto('saved_positions')
    .values([
      { user_id: demo, position_id: 1006, saved_ms: REFERENCE_DATE_MS - 3 * DAY_MS },
      { user_id: demo, position_id: 1011, saved_ms: REFERENCE_DATE_MS - 6 * DAY_MS },
      { user_id: demo, position_id: 1013, saved_ms: REFERENCE_DATE_MS - 9 * DAY_MS },
    ])
    .execute();

  // The jobs the demo accounts drafted or saved close well after today, whatever the date: the
  // closing sweep then finds none of them, so the seeded notifications are the demo's whole story.
  await db
    .updateTable('position_details')
    .set({ valid_through: fromToday(45, 23, 59) })
    .where((eb) =>
      eb.or([
        eb('position_id', 'in', eb.selectFrom('draft_applications').select('position_id')),
        eb('position_id', 'in', eb.selectFrom('saved_positions').select('position_id')),
      ]),
    )
    .execute();

  await db
    .insertInto('job_cart_items')
    .values([
      {
        owner_key: accountOwnerKey(demo),
        position_id: 1000,
        added_ms: REFERENCE_DATE_MS - 4 * DAY_MS,
      },
      {
        owner_key: accountOwnerKey(demo),
        position_id: 1002,
        added_ms: REFERENCE_DATE_MS - 3 * DAY_MS,
      },
      {
        owner_key: accountOwnerKey(demo),
        position_id: 1009,
        added_ms: REFERENCE_DATE_MS - 2 * DAY_MS,
      },
    ])
    .execute();

  const validUntil = isoSeconds(nowMs + 30 * DAY_MS);
  // Open offers start some weeks after they must be answered; past ones relative to their answer.
  const startsIn = (days: number) => isoSeconds(nowMs + days * DAY_MS).slice(0, 10);
  const startedAt = (days: number) => at(days).slice(0, 10);
  const offerUpdated = isoSeconds(nowMs - DAY_MS);
  const esignToken = Array.from({ length: 24 }, () => random.int(0, 15).toString(16)).join('');
  // Derived rather than drawn, so the random sequence (and all seeded after it) stays as it was.
  const secondEsignToken = createHash('sha256')
    .update(`${SECOND_CANDIDATE_OFFER}:${esignToken}`)
    .digest('hex')
    .slice(0, 24);
  await insertOffers(
    db,
    [
      {
        id: DEMO_OFFERS.extendedWithLetter,
        userId: demo,
        candidate: 'Jordan Alvarez',
        position: position(1000),
        status: 'Extended',
        updatedAt: offerUpdated,
        expiresAt: validUntil,
        esignToken: null,
        inlineLetter: true,
        formStatus: 'open',
        attachments: ['Benefits overview 2026.pdf', 'Relocation policy.pdf'],
        startDate: startsIn(45),
      },
      {
        id: DEMO_OFFERS.extendedWithEsign,
        userId: demo,
        candidate: 'Jordan Alvarez',
        position: position(1007),
        status: 'Extended',
        updatedAt: offerUpdated,
        expiresAt: validUntil,
        esignToken,
        inlineLetter: false,
        formStatus: 'open',
        attachments: ['Equity summary.pdf'],
        startDate: startsIn(52),
      },
      {
        id: DEMO_OFFERS.extendedExpired,
        userId: demo,
        candidate: 'Jordan Alvarez',
        position: position(1012),
        status: 'Extended',
        updatedAt: at(-20),
        expiresAt: isoSeconds(nowMs - 2 * DAY_MS),
        esignToken: null,
        inlineLetter: false,
        formStatus: 'open',
        attachments: ['Benefits overview 2026.pdf'],
        startDate: startsIn(24),
      },
      {
        id: DEMO_OFFERS.accepted,
        userId: demo,
        candidate: 'Jordan Alvarez',
        position: position(1004),
        status: 'Accepted',
        updatedAt: at(-120, 9, 30),
        expiresAt: at(-114, 23, 59),
        esignToken: null,
        inlineLetter: false,
        formStatus: 'completed',
        attachments: ['Signed offer confirmation.pdf'],
        startDate: startedAt(-90),
      },
      {
        id: DEMO_OFFERS.declined,
        userId: demo,
        candidate: 'Jordan Alvarez',
        position: position(1014),
        status: 'Declined',
        updatedAt: at(-150, 16, 45),
        expiresAt: at(-143, 23, 59),
        esignToken: null,
        inlineLetter: false,
        formStatus: 'open',
        attachments: ['Benefits overview 2026.pdf'],
        startDate: startedAt(-120),
      },
      {
        id: DEMO_OFFERS.canceled,
        userId: demo,
        candidate: 'Jordan Alvarez',
        position: position(1005),
        status: 'Canceled',
        updatedAt: at(-170, 11),
        expiresAt: at(-163, 23, 59),
        esignToken: null,
        inlineLetter: false,
        formStatus: 'open',
        attachments: ['Position update.pdf'],
        startDate: startedAt(-140),
      },
      {
        id: SECOND_CANDIDATE_OFFER,
        userId: second,
        candidate: 'Sam Rivera',
        position: position(1010),
        status: 'Extended',
        updatedAt: offerUpdated,
        expiresAt: validUntil,
        esignToken: secondEsignToken,
        inlineLetter: false,
        formStatus: 'open',
        attachments: ['Benefits overview 2026.pdf'],
        startDate: startsIn(45),
      },
    ],
    random,
  );

  // Notifications come from the same event code the server runs, so they read as real ones do;
  // then each gets the state a candidate's reading would have left.
  const seedNotification = async (
    userId: number,
    event: NotificationEvent,
    days: number,
    state: { viewed: boolean; clicked: boolean },
  ): Promise<void> => {
    // Dated from today, like the offers and interviews they announce; in the app only, never mailed.
    const stored = await storeNotification(db, userId, event, Date.parse(fromToday(days, 15, 4)));
    if (stored === null) throw new Error(`Seed notification ${event.kind} repeats an event`);
    await db
      .updateTable('notifications')
      .set({ is_viewed: state.viewed ? 1 : 0, is_clicked: state.clicked ? 1 : 0 })
      .where('id', '=', stored.id)
      .execute();
  };
  const unseen = { viewed: false, clicked: false };
  const seenOnly = { viewed: true, clicked: false };
  const opened = { viewed: true, clicked: true };
  const offerEvent = (id: number, positionId: number) =>
    ({
      kind: 'offer_extended',
      offerId: id,
      positionName: position(positionId).name,
      expiresAt: validUntil,
    }) as const;
  const applicationEvent = async (
    userId: number,
    positionId: number,
    step: ApplicationStep,
  ): Promise<NotificationEvent> => {
    const row = await db
      .selectFrom('application_status_history as h')
      .innerJoin('applications as a', 'a.id', 'h.application_id')
      .select('h.id')
      .where('a.user_id', '=', userId)
      .where('a.position_id', '=', positionId)
      .where('h.status', '=', step)
      .orderBy('h.id', 'desc')
      .executeTakeFirstOrThrow();
    return {
      kind: 'application_status',
      stepId: row.id,
      positionName: position(positionId).name,
      step,
    };
  };

  await seedNotification(demo, await applicationEvent(demo, 1005, 'not_selected'), -45, opened);
  await seedNotification(
    demo,
    { kind: 'offer_accepted', offerId: DEMO_OFFERS.accepted, positionName: position(1004).name },
    -120,
    opened,
  );
  await seedNotification(
    demo,
    {
      kind: 'form_assigned',
      formId: FORM_TEMPLATES.workAuthorization.id,
      title: FORM_TEMPLATES.workAuthorization.title,
      dueAt: at(21, 23, 59),
    },
    -15,
    seenOnly,
  );
  await seedNotification(demo, await applicationEvent(demo, 1001, 'under_review'), -12, opened);
  await seedNotification(
    demo,
    {
      kind: 'interview_scheduled',
      interviewId: 8801,
      positionName: position(1003).name,
      stage: 'Technical interview',
      startsAt: fromToday(3, 15),
    },
    -3,
    seenOnly,
  );
  await seedNotification(demo, await applicationEvent(demo, 1006, 'applied'), -2, seenOnly);
  await seedNotification(
    demo,
    {
      kind: 'form_assigned',
      formId: FORM_TEMPLATES.taxWithholding.id,
      title: FORM_TEMPLATES.taxWithholding.title,
      dueAt: null,
    },
    -1,
    unseen,
  );
  await seedNotification(demo, offerEvent(DEMO_OFFERS.extendedWithEsign, 1007), -1, unseen);
  await seedNotification(demo, offerEvent(DEMO_OFFERS.extendedWithLetter, 1000), -1, unseen);

  await seedNotification(second, await applicationEvent(second, 1013, 'applied'), -6, seenOnly);
  await seedNotification(second, offerEvent(SECOND_CANDIDATE_OFFER, 1010), -1, unseen);
  await seedNotification(
    second,
    {
      kind: 'form_assigned',
      formId: FORM_TEMPLATES.personalDetails.id,
      title: FORM_TEMPLATES.personalDetails.title,
      dueAt: null,
    },
    -1,
    seenOnly,
  );

  await db
    .insertInto('forms')
    .values([
      {
        user_id: demo,
        ...FORM_TEMPLATES.personalDetails,
        status: 'in_progress',
        due_at: at(30, 23, 59),
        updated_at: at(-2, 21, 10),
        form_values: JSON.stringify({
          legalName: { first: 'Jordan', last: 'Alvarez' },
          address: { line1: '1100 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701' },
        }),
      },
      {
        user_id: demo,
        ...FORM_TEMPLATES.workAuthorization,
        status: 'open',
        due_at: at(21, 23, 59),
        updated_at: at(-15, 15, 5),
        form_values: null,
      },
      {
        user_id: demo,
        ...FORM_TEMPLATES.emergencyContact,
        status: 'completed',
        due_at: null,
        updated_at: at(-25, 12),
        form_values: JSON.stringify({
          name: 'Sam Alvarez',
          relationship: 'sibling',
          phone: { callingCode: '+1', number: '512-555-0199', selectedCountryCode: 'US' },
        }),
      },
      {
        user_id: demo,
        ...FORM_TEMPLATES.taxWithholding,
        status: 'open',
        due_at: null,
        updated_at: at(-1, 15, 5),
        form_values: null,
      },
      {
        user_id: second,
        ...FORM_TEMPLATES.emergencyContact,
        id: 'frm_emergency_contact_sr',
        status: 'in_progress',
        due_at: at(14, 23, 59),
        updated_at: at(-3, 9, 30),
        form_values: JSON.stringify({ name: 'Alex Rivera', relationship: 'partner' }),
      },
      {
        user_id: second,
        ...FORM_TEMPLATES.personalDetails,
        status: 'open',
        due_at: null,
        updated_at: at(-1, 15, 5),
        form_values: null,
      },
    ])
    .execute();
};

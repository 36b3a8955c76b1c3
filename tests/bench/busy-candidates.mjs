// Candidates with what a long job hunt leaves behind, for the signed-in bench: each has offers
// (their letters inline, as the developer ATS extends them), applications with their timelines,
// drafts, interviews, referrals, saved jobs and event registrations. Their password is the demo's.
import { hashPassword } from '../../server/src/auth/passwords';
import { createPdf } from '../../server/src/lib/pdf';
import { DAY_MS, isoSeconds } from '../../server/src/lib/time';
import { addInferredHistories } from '../../server/src/seed/application-histories';
import { DEMO_PASSWORD, offerLetter } from '../../server/src/seed/candidates';
import { Random } from '../../server/src/seed/prng';

export const BUSY_CANDIDATES = 10;
export const BUSY_PASSWORD = DEMO_PASSWORD;
export const busyCandidateEmail = (index) => `busy.candidate.${index}@example.com`;

/** Per candidate. */
const OFFERS = 50;
const APPLICATIONS = 60;
const DRAFTS = 20;
const INTERVIEWS = 12;
const REFERRALS = 8;
const SAVED = 100;

const APPLICATION_STATES = [
  { status: 'Submitted', stage: 'Application received', active: 1 },
  { status: 'Under review', stage: 'Recruiter screen', active: 1 },
  { status: 'Interviewing', stage: 'Interview', active: 1 },
  { status: 'Offer', stage: 'Offer extended', active: 1 },
  { status: 'Not selected', stage: 'Hiring manager review', active: 0 },
  { status: 'Position closed', stage: 'Application received', active: 0 },
  { status: 'Hired', stage: 'Hired', active: 0 },
];
const OFFER_STATES = ['Extended', 'Accepted', 'Declined', 'Canceled', 'Expired'];
const ATTACHMENTS = ['Benefits overview.pdf', 'Relocation policy.pdf'];

const nextId = async (db, table) =>
  ((
    await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst()
  )?.last ?? 0) + 1;

/** Adds the busy candidates to a seeded database, unless it has them already. */
export const seedBusyCandidates = async (db, nowMs) => {
  const seeded = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', busyCandidateEmail(0))
    .executeTakeFirst();
  if (seeded) return;
  const random = new Random(2026);
  const positions = await db
    .selectFrom('positions')
    .select(['id', 'name'])
    .where('archived_at', 'is', null)
    .orderBy('id')
    .limit(5000)
    .execute();
  const passwordHash = await hashPassword(BUSY_PASSWORD);
  const at = (daysAgo) => isoSeconds(nowMs - daysAgo * DAY_MS);
  let offerId = await nextId(db, 'offers');
  let interviewId = await nextId(db, 'interviews');
  let referralId = await nextId(db, 'referrals');
  for (let index = 0; index < BUSY_CANDIDATES; index += 1) {
    const email = busyCandidateEmail(index);
    const { id: userId } = await db
      .insertInto('users')
      .values({
        enc_id: `busy${index}`,
        email,
        password_hash: passwordHash,
        firstname: 'Robin',
        lastname: `Busy ${index}`,
        is_admin: 0,
        is_theme_builder: 0,
        is_onboarded: 1,
        is_bootstrapped: 1,
        onboarding_preferences: null,
        created_at: at(400),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('settings')
      .values({
        user_id: userId,
        language: 'en',
        timezone: 'America/Chicago',
        email_job_alerts: 1,
        email_application_updates: 1,
        email_marketing: 0,
        in_app_notifications: 1,
        profile_visibility: 'recruiters_only',
      })
      .execute();
    await db
      .insertInto('profiles')
      .values({
        user_id: userId,
        phone: null,
        location: 'Austin, TX, US',
        avatar: null,
        headline: 'Engineer looking for the next role',
        skills: JSON.stringify(['TypeScript', 'SQL', 'Kubernetes']),
        experience: '[]',
        education: '[]',
        links: '[]',
        updated_at: at(30),
      })
      .execute();
    // Distinct positions for the applications, drafts and saved jobs of one candidate.
    const chosen = [...positions];
    for (let i = chosen.length - 1; i > 0; i -= 1) {
      const j = random.int(0, i);
      [chosen[i], chosen[j]] = [chosen[j], chosen[i]];
    }
    const applied = chosen.slice(0, APPLICATIONS);
    const drafted = chosen.slice(APPLICATIONS, APPLICATIONS + DRAFTS);
    const saved = chosen.slice(APPLICATIONS + DRAFTS, APPLICATIONS + DRAFTS + SAVED);
    await db
      .insertInto('applications')
      .values(
        applied.map((position, n) => {
          const state = random.pick(APPLICATION_STATES);
          return {
            user_id: userId,
            applicant_email: email,
            position_id: position.id,
            status: state.status,
            stage: state.stage,
            applied_at: at(300 - n * 4),
            updated_at: at(290 - n * 4),
            is_active: state.active,
            form_data: JSON.stringify({ workAuthorization: 'yes', requiresSponsorship: 'no' }),
            resume_file_name: null,
            resume_content_type: null,
            resume_content: null,
          };
        }),
      )
      .execute();
    await db
      .insertInto('draft_applications')
      .values(
        drafted.map((position, n) => ({
          user_id: userId,
          position_id: position.id,
          updated_at: at(n),
          completion_percent: 10 + ((n * 7) % 80),
          answers: JSON.stringify({ workAuthorization: 'yes' }),
        })),
      )
      .execute();
    await db
      .insertInto('saved_positions')
      .values(
        saved.map((position, n) => ({
          user_id: userId,
          position_id: position.id,
          saved_ms: nowMs - n * DAY_MS,
        })),
      )
      .execute();
    for (let n = 0; n < OFFERS; n += 1) {
      const position = applied[n % applied.length];
      const status = n < 3 ? 'Extended' : random.pick(OFFER_STATES);
      const expiresAt = at(n < 3 ? -14 : 200 - n * 3);
      // As the developer ATS extends them: the letter inline.
      await db
        .insertInto('offers')
        .values({
          id: offerId,
          user_id: userId,
          position_id: position.id,
          position_name: position.name,
          status,
          updated_at: at(250 - n * 4),
          expires_at: expiresAt,
          esign_token: null,
          letter_pdf: offerLetter(`Robin Busy ${index}`, position.name, expiresAt),
          inline_letter: 1,
          form_status: status === 'Accepted' ? 'completed' : 'open',
          signed_letter: null,
          signed_letter_name: null,
          decline_reason: null,
        })
        .execute();
      if (n % 5 === 0) {
        await db
          .insertInto('offer_attachments')
          .values(
            ATTACHMENTS.map((name, k) => ({
              offer_id: offerId,
              query_enc_id: `att_busy_${offerId}_${k}`,
              name,
              s3_path: `offers/northwindlabs.com/${offerId}/${k}.pdf`,
              content_type: 'application/pdf',
              content: createPdf({ title: name, lines: [position.name] }),
            })),
          )
          .execute();
      }
      offerId += 1;
    }
    await db
      .insertInto('interviews')
      .values(
        Array.from({ length: INTERVIEWS }, (_, n) => ({
          id: interviewId++,
          user_id: userId,
          position_id: applied[n].id,
          stage: 'Technical interview',
          starts_at: at(n * 5 - 10),
          ends_at: at(n * 5 - 10 - 1 / 24),
          timezone: 'America/Chicago',
          location: null,
          meeting_url: 'https://meet.northwindlabs.com/j/busy',
          interviewers: JSON.stringify(['Priya Raman', 'Marcus Chen']),
          status: n < 3 ? 'scheduled' : 'completed',
        })),
      )
      .execute();
    await db
      .insertInto('referrals')
      .values(
        Array.from({ length: REFERRALS }, (_, n) => ({
          id: referralId++,
          user_id: userId,
          position_id: applied[n].id,
          referrer_name: 'Mei Lin',
          status: 'submitted',
          created_at: at(100 - n),
        })),
      )
      .execute();
    const events = await db.selectFrom('events').select('id').execute();
    if (events.length > 0)
      await db
        .insertInto('event_registrations')
        .values(events.map((event) => ({ event_id: event.id, user_id: userId })))
        .execute();
  }
  await addInferredHistories(db);
};

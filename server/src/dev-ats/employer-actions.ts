import { randomBytes } from 'node:crypto';
import type { ApplicationStep } from '../dashboard/application-history';
import type { SearchCache } from '../search-cache/search-cache';
import type { Db } from '../db/database';
import type { Repositories } from '../db/repositories';
import type { NewOpenPosition } from '../db/repositories/positions';
import { conflict, notFound } from '../http/errors';
// The developer ATS is a development tool: its own messages stay English, outside the catalogue.
import { verbatim } from '../i18n/messages';
import { escapeHtml } from '../lib/html';
import { DAY_MS, isoSeconds } from '../lib/time';
import { notify, recordNotification, type NotifyContext } from '../notifications/notify';
import { offerLetter } from '../seed/candidates';
import { FORM_TEMPLATES } from '../seed/form-templates';

/** What the employer's side needs: the database, the repositories and the mail. */
export interface EmployerContext extends NotifyContext {
  repositories: Pick<Repositories, 'applications' | 'users'>;
}

const INTERVIEW_MINUTES = 60;
const FORM_DUE_DAYS = 14;
const INTERVIEWERS = ['Priya Raman', 'Marcus Chen'];

/** The statuses an employer gives an application, as the candidate reads them. */
export const EMPLOYER_STEPS = {
  under_review: { status: 'Under review', stage: 'Recruiter screen', isActive: true },
  interview: { status: 'Interviewing', stage: 'Interview', isActive: true },
  offer: { status: 'Offer', stage: 'Offer extended', isActive: true },
  hired: { status: 'Hired', stage: 'Hired', isActive: false },
  not_selected: { status: 'Not selected', stage: null, isActive: false },
  position_closed: { status: 'Position closed', stage: null, isActive: false },
} as const satisfies Partial<
  Record<ApplicationStep, { status: string; stage: string | null; isActive: boolean }>
>;
export type EmployerStep = keyof typeof EMPLOYER_STEPS;

export const isEmployerStep = (value: string): value is EmployerStep =>
  Object.hasOwn(EMPLOYER_STEPS, value);

const candidateByEmail = async (context: EmployerContext, email: string) => {
  const user = await context.repositories.users.findByEmail(email);
  if (!user) throw notFound(verbatim('No candidate has that email.'));
  return user;
};

/** The position of the candidate's most recently updated active application: what they interview or get an offer for. */
const activeApplicationPosition = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .select(['p.id', 'p.name'])
    .where('a.user_id', '=', userId)
    .where('a.is_active', '=', 1)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
  if (!row) throw conflict(verbatim('The candidate has no active application.'));
  return row;
};

/** Interview and offer ids are plain integers the employer's system hands out, one after another. */
const nextId = async (db: Db, table: 'interviews' | 'offers'): Promise<number> => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
};

/** Schedules an interview for the candidate's active application and tells the candidate. */
export const scheduleInterview = async (
  context: EmployerContext,
  candidateEmail: string,
  startsAtMs: number,
  nowMs: number,
): Promise<number> => {
  const { db } = context;
  const user = await candidateByEmail(context, candidateEmail);
  const position = await activeApplicationPosition(db, user.id);
  const settings = await db
    .selectFrom('settings')
    .select('timezone')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const stage = 'Interview';
  const startsAt = isoSeconds(startsAtMs);
  const id = await db.transaction().execute(async (trx) => {
    const id = await nextId(trx, 'interviews');
    await trx
      .insertInto('interviews')
      .values({
        id,
        user_id: user.id,
        position_id: position.id,
        stage,
        starts_at: startsAt,
        ends_at: isoSeconds(startsAtMs + INTERVIEW_MINUTES * 60_000),
        timezone: settings?.timezone ?? 'UTC',
        location: null,
        meeting_url: `https://meet.northwindlabs.com/j/${id}`,
        interviewers: JSON.stringify(INTERVIEWERS),
        status: 'scheduled',
      })
      .execute();
    await recordNotification(
      trx,
      context.mail,
      user.id,
      {
        kind: 'interview_scheduled',
        interviewId: id,
        positionName: position.name,
        stage,
        startsAt,
      },
      nowMs,
    );
    return id;
  });
  return id;
};

/**
 * Moves a scheduled interview, keeping its length, clears the candidate's answer to the old time
 * and tells the candidate.
 */
export const rescheduleInterview = async (
  context: EmployerContext,
  interviewId: number,
  startsAtMs: number,
  nowMs: number,
): Promise<number> => {
  const { db } = context;
  const interview = await db
    .selectFrom('interviews as i')
    .innerJoin('positions as p', 'p.id', 'i.position_id')
    .select(['i.user_id', 'i.stage', 'i.starts_at', 'i.ends_at', 'i.status', 'p.name'])
    .where('i.id', '=', interviewId)
    .executeTakeFirst();
  if (!interview) throw notFound(verbatim('Interview not found.'));
  if (interview.status !== 'scheduled')
    throw conflict(verbatim('Only a scheduled interview can be moved.'));
  const lengthMs = Date.parse(interview.ends_at) - Date.parse(interview.starts_at);
  const startsAt = isoSeconds(startsAtMs);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('interviews')
      // A new time asks the candidate anew: their answer to the old one no longer holds.
      .set({
        starts_at: startsAt,
        ends_at: isoSeconds(startsAtMs + lengthMs),
        candidate_response: null,
        candidate_message: null,
        responded_at: null,
      })
      .where('id', '=', interviewId)
      .execute();
    // Moves are counted by their notifications, stored in this same transaction with each move.
    const moves = await trx
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', interview.user_id)
      .where('event_key', 'like', `interview_changed:${interviewId}:%`)
      .executeTakeFirstOrThrow();
    await recordNotification(
      trx,
      context.mail,
      interview.user_id,
      {
        kind: 'interview_changed',
        interviewId,
        change: moves.count + 1,
        positionName: interview.name,
        stage: interview.stage,
        startsAt,
      },
      nowMs,
    );
  });
  return interviewId;
};

/** Extends an offer (with its letter) for the candidate's active application and tells the candidate. */
/**
 * What an offer proposes and how it is signed, as the employer gives it: each summary part is
 * optional (the candidate sees only the parts given); an e-sign offer is signed on its /esign/
 * page, any other by uploading the signed letter.
 */
export interface OfferTerms {
  expiresInDays: number;
  isEsign: boolean;
  compensation?: { amount: number; currency: string; period: 'year' | 'month' | 'hour' };
  startDate?: string;
  workLocation?: string;
}

export const extendOffer = async (
  context: EmployerContext,
  candidateEmail: string,
  terms: OfferTerms,
  nowMs: number,
): Promise<number> => {
  const { db } = context;
  const user = await candidateByEmail(context, candidateEmail);
  const position = await activeApplicationPosition(db, user.id);
  const expiresAt = isoSeconds(nowMs + terms.expiresInDays * DAY_MS);
  const id = await db.transaction().execute(async (trx) => {
    const id = await nextId(trx, 'offers');
    await trx
      .insertInto('offers')
      .values({
        id,
        user_id: user.id,
        position_id: position.id,
        position_name: position.name,
        status: 'Extended',
        updated_at: isoSeconds(nowMs),
        expires_at: expiresAt,
        esign_token: terms.isEsign ? randomBytes(18).toString('base64url') : null,
        letter_pdf: offerLetter(`${user.firstname} ${user.lastname}`, position.name, expiresAt),
        inline_letter: 1,
        form_status: 'open',
        signed_letter: null,
        signed_letter_name: null,
        decline_reason: null,
        compensation_amount: terms.compensation?.amount ?? null,
        compensation_currency: terms.compensation?.currency ?? null,
        compensation_period: terms.compensation?.period ?? null,
        start_date: terms.startDate ?? null,
        work_location: terms.workLocation ?? null,
      })
      .execute();
    await recordNotification(
      trx,
      context.mail,
      user.id,
      { kind: 'offer_extended', offerId: id, positionName: position.name, expiresAt },
      nowMs,
    );
    return id;
  });
  return id;
};

/** Gives an application a new status (and timeline step) and tells its candidate. */
export const changeApplicationStatus = async (
  context: EmployerContext,
  applicationId: number,
  step: EmployerStep,
  nowMs: number,
): Promise<number> => {
  const changed = await context.repositories.applications.changeStatus(applicationId, {
    step,
    ...EMPLOYER_STEPS[step],
    nowIso: isoSeconds(nowMs),
  });
  if (!changed) throw notFound(verbatim('Application not found.'));
  if (changed.userId !== null) {
    const position = await context.db
      .selectFrom('positions')
      .select('name')
      .where('id', '=', changed.positionId)
      .executeTakeFirstOrThrow();
    await notify(
      context,
      changed.userId,
      { kind: 'application_status', stepId: changed.stepId, positionName: position.name, step },
      nowMs,
    );
  }
  return applicationId;
};

/** Assigns the first of the employer's forms the candidate does not have yet, and tells them. */
export const assignForm = async (
  context: EmployerContext,
  candidateEmail: string,
  nowMs: number,
): Promise<string> => {
  const { db } = context;
  const user = await candidateByEmail(context, candidateEmail);
  const assigned = new Set(
    (
      await db
        .selectFrom('forms')
        .select(['id', 'schema_name'])
        .where('user_id', '=', user.id)
        .execute()
    ).flatMap((form) => [form.id, form.schema_name]),
  );
  const template = Object.values(FORM_TEMPLATES).find(
    (form) => !assigned.has(form.id) && !assigned.has(form.schema_name),
  );
  if (!template) throw conflict(verbatim('The candidate already has every form.'));
  const dueAt = isoSeconds(nowMs + FORM_DUE_DAYS * DAY_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('forms')
      .values({
        ...template,
        user_id: user.id,
        status: 'open',
        due_at: dueAt,
        updated_at: isoSeconds(nowMs),
        form_values: null,
      })
      .execute();
    await recordNotification(
      trx,
      context.mail,
      user.id,
      { kind: 'form_assigned', formId: template.id, title: template.title, dueAt },
      nowMs,
    );
  });
  return template.id;
};

/**
 * Closes a job: it stops taking applications and leaves every search, in every process sharing
 * the database (within a second: see `SearchCache`). Saved jobs and applications keep it, shown as
 * closed.
 */
export const closePosition = async (
  context: EmployerContext & { searchCache: SearchCache },
  positionId: number,
  nowMs: number,
): Promise<void> => {
  const closed = await context.db
    .updateTable('positions')
    .set({ archived_at: Math.floor(nowMs / 1000) })
    .where('id', '=', positionId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) throw notFound(verbatim('No open job has this id.'));
  await context.searchCache.jobsChanged([positionId]);
};

/** A job the employer posts from the page or the JSON action (see `NewOpenPosition`). */
export interface PostedJob {
  title: string;
  locationId: number;
  department: string;
  workLocationOption: NewOpenPosition['workLocationOption'];
  description: string | undefined;
}

/**
 * Posts a job, open from now: it enters every search, in every process sharing the database
 * (within a second: see `SearchCache`), and the job alerts' next turn matches it.
 */
export const postPosition = async (
  context: { db: Db; repositories: Pick<Repositories, 'positions'>; searchCache: SearchCache },
  job: PostedJob,
  nowMs: number,
): Promise<number> => {
  const location = await context.db
    .selectFrom('locations')
    .select('id')
    .where('id', '=', job.locationId)
    .executeTakeFirst();
  if (!location) throw notFound(verbatim('No location has this id.'));
  const positionId = await context.repositories.positions.createOpen({
    title: job.title,
    locationId: job.locationId,
    department: job.department,
    workLocationOption: job.workLocationOption,
    descriptionHtml: `<p>${escapeHtml(job.description ?? job.title)}</p>`,
    nowMs,
  });
  if (positionId === undefined)
    throw conflict(verbatim('The department has no open job to take the role from.'));
  await context.searchCache.jobsChanged([positionId]);
  return positionId;
};

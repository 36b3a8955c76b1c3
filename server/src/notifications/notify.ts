import type { ApplicationStep } from '../dashboard/application-history';
import type { Db } from '../db/database';
import type { SettingsTable } from '../db/schema';
import { isoSeconds, isTimeZone } from '../lib/time';
import type { MailOutbox, OutgoingMail } from '../mail/outbox';
import { siteOrigin } from '../mail/site-links';
import { COMPANY_NAME } from '../site';

/** Something that happened to a candidate that the candidate hears about. */
export type NotificationEvent =
  | { kind: 'offer_extended'; offerId: number; positionName: string; expiresAt: string | null }
  | { kind: 'offer_expiring'; offerId: number; positionName: string; expiresAt: string }
  | { kind: 'offer_accepted'; offerId: number; positionName: string }
  | {
      kind: 'interview_scheduled';
      interviewId: number;
      positionName: string;
      stage: string;
      startsAt: string;
    }
  | {
      kind: 'interview_changed';
      interviewId: number;
      /** Counts the interview's moves (1 for the first), so moving it back to an earlier time notifies again. */
      change: number;
      positionName: string;
      stage: string;
      startsAt: string;
    }
  | { kind: 'form_assigned'; formId: string; title: string; dueAt: string | null }
  | {
      kind: 'application_status';
      /** The timeline step the status added: a status reached again is a new step and notifies again. */
      stepId: number;
      positionName: string;
      step: ApplicationStep;
    }
  | {
      kind: 'draft_closing' | 'saved_job_closing';
      positionId: number;
      positionName: string;
      closesAt: string;
    };

/** Where notifications are stored, mail is sent and failures are reported. */
export interface NotifyContext {
  db: Db;
  mail: Pick<MailOutbox, 'sendMail'>;
  logFailure: LogFailure;
}

type EmailPreference = keyof Pick<
  SettingsTable,
  | 'email_offers'
  | 'email_interviews'
  | 'email_forms'
  | 'email_application_updates'
  | 'email_drafts_closing'
  | 'email_saved_jobs_closing'
>;

/** What the candidate is told, where the notification leads, and which email setting governs it. */
interface NotificationContent {
  key: string;
  categoryTitle: string;
  type: 'read_only' | 'action_required';
  redirectUrl: string;
  message: string;
  subject: string;
  preference: EmailPreference;
}

/** The email setting's name as the settings screen shows it, for the mail's footer. */
const PREFERENCE_LABELS: Record<EmailPreference, string> = {
  email_offers: 'Job offers',
  email_interviews: 'Interviews',
  email_forms: 'Forms to complete',
  email_application_updates: 'Application updates',
  email_drafts_closing: 'Drafts closing soon',
  email_saved_jobs_closing: 'Saved jobs closing soon',
};

/** MM/DD/YYYY in the candidate's zone, as offers show dates. */
const formatDate = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/** "3:00 PM CST" in the candidate's zone. */
const formatTime = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

const APPLICATION_STEP_MESSAGES: Record<ApplicationStep, (job: string) => string> = {
  applied: (job) =>
    `${COMPANY_NAME} received your application for ${job}. We will let you know as it moves forward; track it under My applications.`,
  under_review: (job) =>
    `Your application for ${job} at ${COMPANY_NAME} is under review. Nothing is needed from you for now; track it under My applications.`,
  interview: (job) =>
    `Your application for ${job} at ${COMPANY_NAME} moved to interviews. Watch for your interview invitation.`,
  offer: (job) =>
    `Your application for ${job} at ${COMPANY_NAME} reached the offer stage. Your offer will arrive on the Offers page.`,
  hired: (job) =>
    `Congratulations: ${COMPANY_NAME} hired you as ${job}. Your recruiter will contact you about your first day.`,
  not_selected: (job) =>
    `${COMPANY_NAME} will not move forward with your application for ${job}. Thank you for applying; search for other jobs that fit you.`,
  withdrawn: (job) =>
    `You withdrew your application for ${job} at ${COMPANY_NAME}. Nothing else is needed; search for other jobs whenever you like.`,
  position_closed: (job) =>
    `${COMPANY_NAME} closed the position ${job}, so your application ends here. Search for similar jobs that are open.`,
};

const contentOf = (event: NotificationEvent, timeZone: string): NotificationContent => {
  const date = (iso: string) => formatDate(iso, timeZone);
  const dateAndTime = (iso: string) => `${date(iso)} at ${formatTime(iso, timeZone)}`;
  switch (event.kind) {
    case 'offer_extended':
      return {
        key: `offer_extended:${event.offerId}`,
        categoryTitle: 'Job offer',
        type: 'action_required',
        redirectUrl: `/careers/offer/${event.offerId}`,
        message: `${COMPANY_NAME} extended you an offer for ${event.positionName}. ${
          event.expiresAt === null
            ? 'Review it and accept or decline it.'
            : `Review it and accept or decline it before ${date(event.expiresAt)}.`
        }`,
        subject: `Your offer for ${event.positionName}`,
        preference: 'email_offers',
      };
    case 'offer_expiring':
      return {
        key: `offer_expiring:${event.offerId}:${event.expiresAt}`,
        categoryTitle: 'Offer expiring soon',
        type: 'action_required',
        redirectUrl: `/careers/offer/${event.offerId}`,
        message: `Your offer for ${event.positionName} at ${COMPANY_NAME} expires on ${dateAndTime(event.expiresAt)}. Accept or decline it before then.`,
        subject: `Your offer for ${event.positionName} expires soon`,
        preference: 'email_offers',
      };
    case 'offer_accepted':
      return {
        key: `offer_accepted:${event.offerId}`,
        categoryTitle: 'Offer accepted',
        type: 'read_only',
        redirectUrl: '/careers/offers',
        message: `You accepted the offer for ${event.positionName} at ${COMPANY_NAME}. Welcome aboard: your recruiter will contact you about your start date.`,
        subject: `You accepted the offer for ${event.positionName}`,
        preference: 'email_offers',
      };
    case 'interview_scheduled':
      return {
        key: `interview_scheduled:${event.interviewId}`,
        categoryTitle: 'Interview scheduled',
        type: 'read_only',
        redirectUrl: '/careers/interviews',
        message: `Your ${event.stage.toLowerCase()} for ${event.positionName} at ${COMPANY_NAME} is on ${dateAndTime(event.startsAt)}. See the details and add it to your calendar under Interviews.`,
        subject: `Interview scheduled: ${event.positionName}`,
        preference: 'email_interviews',
      };
    case 'interview_changed':
      return {
        key: `interview_changed:${event.interviewId}:${event.change}`,
        categoryTitle: 'Interview changed',
        type: 'read_only',
        redirectUrl: '/careers/interviews',
        message: `Your ${event.stage.toLowerCase()} for ${event.positionName} at ${COMPANY_NAME} moved to ${dateAndTime(event.startsAt)}. Update your calendar from Interviews.`,
        subject: `Interview changed: ${event.positionName}`,
        preference: 'email_interviews',
      };
    case 'form_assigned':
      return {
        key: `form_assigned:${event.formId}`,
        categoryTitle: 'Form to complete',
        type: 'action_required',
        redirectUrl: '/careers/forms/center',
        message: `${COMPANY_NAME} asks you to complete the form "${event.title}"${
          event.dueAt === null ? '' : ` by ${date(event.dueAt)}`
        }. Open it in your forms center.`,
        subject: `Please complete "${event.title}"`,
        preference: 'email_forms',
      };
    case 'application_status':
      return {
        key: `application_status:${event.stepId}`,
        categoryTitle: 'Application update',
        type: 'read_only',
        redirectUrl: '/careers/applications',
        message: APPLICATION_STEP_MESSAGES[event.step](event.positionName),
        subject: `Update on your application for ${event.positionName}`,
        preference: 'email_application_updates',
      };
    case 'draft_closing':
      return {
        key: `draft_closing:${event.positionId}:${event.closesAt}`,
        categoryTitle: 'Draft closes soon',
        type: 'action_required',
        redirectUrl: `/careers/apply?pid=${event.positionId}`,
        message: `${event.positionName} at ${COMPANY_NAME} stops taking applications on ${date(event.closesAt)}. Finish and submit your draft application before then.`,
        subject: `Your draft for ${event.positionName} closes soon`,
        preference: 'email_drafts_closing',
      };
    case 'saved_job_closing':
      return {
        key: `saved_job_closing:${event.positionId}:${event.closesAt}`,
        categoryTitle: 'Saved job closes soon',
        type: 'read_only',
        redirectUrl: `/careers/job/${event.positionId}`,
        message: `${event.positionName} at ${COMPANY_NAME}, a job you saved, stops taking applications on ${date(event.closesAt)}. Apply before then if you are interested.`,
        subject: `A job you saved closes soon: ${event.positionName}`,
        preference: 'email_saved_jobs_closing',
      };
  }
};

const mailText = (firstname: string, content: NotificationContent): string =>
  [
    `Hello ${firstname},`,
    '',
    content.message,
    '',
    `${siteOrigin()}${content.redirectUrl}`,
    '',
    `You get this email because "${PREFERENCE_LABELS[content.preference]}" is on in your account settings. Change it at ${siteOrigin()}/careers/settings`,
    '',
    `${COMPANY_NAME} Careers`,
  ].join('\n');

/** A stored in-app notification and the mail it calls for (null when the candidate's setting is off). */
export interface RecordedNotification {
  id: number;
  mail: OutgoingMail | null;
}

/** Reports a failure that must not fail the action that caused it. */
export type LogFailure = (error: unknown, message: string) => void;

/**
 * Stores the in-app notification (always) in `db`, which is the action's transaction when it has
 * one, so the action and its notification commit together. Each event has a key unique per
 * candidate, so repeating an event (a sweep finding the same closing job again) notifies once.
 * Returns the notification and its mail, or null when the event was notified before.
 */
export const recordNotification = async (
  db: Db,
  userId: number,
  event: NotificationEvent,
  atMs: number,
): Promise<RecordedNotification | null> => {
  const recipient = await db
    .selectFrom('users as u')
    .leftJoin('settings as s', 's.user_id', 'u.id')
    .select([
      'u.email',
      'u.firstname',
      's.timezone',
      's.email_offers',
      's.email_interviews',
      's.email_forms',
      's.email_application_updates',
      's.email_drafts_closing',
      's.email_saved_jobs_closing',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!recipient) return null;
  const timeZone = recipient.timezone ?? 'UTC';
  const content = contentOf(event, isTimeZone(timeZone) ? timeZone : 'UTC');
  const inserted = await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      category_title: content.categoryTitle,
      message: content.message,
      created_at: isoSeconds(atMs),
      is_clicked: 0,
      is_viewed: 0,
      redirect_url: content.redirectUrl,
      notification_type: content.type,
      event_key: content.key,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const mail =
    recipient[content.preference] === 1
      ? {
          userId,
          to: recipient.email,
          subject: content.subject,
          text: mailText(recipient.firstname, content),
        }
      : null;
  return { id: inserted.id, mail };
};

/** Sends a recorded notification's mail, best effort: the action it reports has happened. */
export const mailNotification = async (
  mail: Pick<MailOutbox, 'sendMail'>,
  recorded: RecordedNotification | null,
  logFailure: LogFailure,
): Promise<void> => {
  if (recorded?.mail == null) return;
  try {
    await mail.sendMail(recorded.mail);
  } catch (error) {
    logFailure(error, 'A notification mail could not be sent');
  }
};

/**
 * Notifies a candidate of an action that has already committed (in-app always; mail when their
 * setting is on). Nothing here can fail the action: a failure is logged and the action's answer
 * stands. Returns the new notification's id, or null when none was stored.
 */
export const notify = async (
  context: NotifyContext,
  userId: number,
  event: NotificationEvent,
  atMs: number,
): Promise<number | null> => {
  let recorded: RecordedNotification | null;
  try {
    recorded = await recordNotification(context.db, userId, event, atMs);
  } catch (error) {
    context.logFailure(error, 'A notification could not be stored');
    return null;
  }
  await mailNotification(context.mail, recorded, context.logFailure);
  return recorded?.id ?? null;
};

import type { ApplicationStep } from '../dashboard/application-history';
import type { Db } from '../db/database';
import { isoSeconds, isTimeZone } from '../lib/time';
import { withinTransaction } from '../db/transaction';
import type { MailOutbox } from '../mail/outbox';
import {
  msg,
  SOURCE_LOCALE,
  translate,
  translatorFor,
  type LocalizedMessage,
  type MessageId,
} from '../i18n/messages';
import { uiLocaleOf } from '../i18n/request-locale';
import { composeMail } from '../mail/compose';
import { pageLink } from '../mail/site-links';
import { PREFERENCE_LABELS, unsubscribeLink, type EmailPreference } from '../mail/unsubscribe';
import { COMPANY_NAME } from '../site';
import { offerExpiringKey, offerExtendedKey } from './offer-keys';

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
    }
  | {
      kind: 'job_alert';
      alertId: number;
      /** The newest position the run matched: one notification per alert and run. */
      throughPositionId: number;
      name: string;
      count: number;
      /** The site path of the alert's search. */
      searchPath: string;
    };

/** Where notifications are stored, mail is sent and failures are reported. */
export interface NotifyContext {
  db: Db;
  mail: Pick<MailOutbox, 'sendMail'>;
  logFailure: LogFailure;
}

/** What the candidate is told, where the notification leads, and which email setting governs it. */
interface NotificationContent {
  key: string;
  categoryTitle: MessageId;
  type: 'read_only' | 'action_required';
  redirectUrl: string;
  message: LocalizedMessage;
  subject: LocalizedMessage;
  /** The mail's button, named for the page it opens as the app names it. */
  action: LocalizedMessage;
  preference: EmailPreference;
}

/** English dates read as offers show them (MM/DD/YYYY, "3:00 PM CST"); other languages their own way. */
const dateLocaleOf = (locale: string): string => (locale === SOURCE_LOCALE ? 'en-US' : locale);

/** A day in the candidate's zone: MM/DD/YYYY in English. */
const formatDate = (iso: string, timeZone: string, locale: string): string =>
  new Intl.DateTimeFormat(dateLocaleOf(locale), {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/** A time of day in the candidate's zone: "3:00 PM CST" in English. */
const formatTime = (iso: string, timeZone: string, locale: string): string =>
  new Intl.DateTimeFormat(dateLocaleOf(locale), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

const APPLICATION_STEP_MESSAGES: Record<ApplicationStep, MessageId> = {
  applied: 'server.notifications.applicationStatus.applied',
  under_review: 'server.notifications.applicationStatus.underReview',
  interview: 'server.notifications.applicationStatus.interview',
  offer: 'server.notifications.applicationStatus.offer',
  hired: 'server.notifications.applicationStatus.hired',
  not_selected: 'server.notifications.applicationStatus.notSelected',
  withdrawn: 'server.notifications.applicationStatus.withdrawn',
  position_closed: 'server.notifications.applicationStatus.positionClosed',
};

/** What to tell the candidate of an event, with dates in their zone and their language. */
const contentOf = (
  event: NotificationEvent,
  timeZone: string,
  locale: string,
): NotificationContent => {
  const company = COMPANY_NAME;
  const date = (iso: string) => formatDate(iso, timeZone, locale);
  const dateAndTime = (iso: string) =>
    msg('server.notifications.dateAndTime', {
      date: date(iso),
      time: formatTime(iso, timeZone, locale),
    });
  // An interview's stage is the employer's name for it ("Phone screen"); English sentences
  // read it in lower case, other languages as the employer wrote it.
  const stageOf = (stage: string) => (locale === SOURCE_LOCALE ? stage.toLowerCase() : stage);
  switch (event.kind) {
    case 'offer_extended': {
      const position = event.positionName;
      return {
        key: offerExtendedKey(event.offerId),
        categoryTitle: 'server.notifications.offerExtended.title',
        type: 'action_required',
        redirectUrl: `/careers/offer/${event.offerId}`,
        message:
          event.expiresAt === null
            ? msg('server.notifications.offerExtended.message', { company, position })
            : msg('server.notifications.offerExtended.messageWithDeadline', {
                company,
                position,
                date: date(event.expiresAt),
              }),
        subject: msg('server.notifications.offerExtended.subject', { position }),
        action: msg('server.mail.notification.viewOffer'),
        preference: 'email_offers',
      };
    }
    case 'offer_expiring':
      return {
        key: offerExpiringKey(event.offerId, event.expiresAt),
        categoryTitle: 'server.notifications.offerExpiring.title',
        type: 'action_required',
        redirectUrl: `/careers/offer/${event.offerId}`,
        message: msg('server.notifications.offerExpiring.message', {
          company,
          position: event.positionName,
          dateAndTime: dateAndTime(event.expiresAt),
        }),
        subject: msg('server.notifications.offerExpiring.subject', {
          position: event.positionName,
        }),
        action: msg('server.mail.notification.viewOffer'),
        preference: 'email_offers',
      };
    case 'offer_accepted':
      return {
        key: `offer_accepted:${event.offerId}`,
        categoryTitle: 'server.notifications.offerAccepted.title',
        type: 'read_only',
        redirectUrl: '/careers/offers',
        message: msg('server.notifications.offerAccepted.message', {
          company,
          position: event.positionName,
        }),
        subject: msg('server.notifications.offerAccepted.subject', {
          position: event.positionName,
        }),
        action: msg('server.mail.notification.viewOffer'),
        preference: 'email_offers',
      };
    case 'interview_scheduled':
      return {
        key: `interview_scheduled:${event.interviewId}`,
        categoryTitle: 'server.notifications.interviewScheduled.title',
        type: 'read_only',
        redirectUrl: '/careers/interviews',
        message: msg('server.notifications.interviewScheduled.message', {
          stage: stageOf(event.stage),
          position: event.positionName,
          company,
          dateAndTime: dateAndTime(event.startsAt),
        }),
        subject: msg('server.notifications.interviewScheduled.subject', {
          position: event.positionName,
        }),
        action: msg('server.mail.notification.seeInterviews'),
        preference: 'email_interviews',
      };
    case 'interview_changed':
      return {
        key: `interview_changed:${event.interviewId}:${event.change}`,
        categoryTitle: 'server.notifications.interviewChanged.title',
        type: 'read_only',
        redirectUrl: '/careers/interviews',
        message: msg('server.notifications.interviewChanged.message', {
          stage: stageOf(event.stage),
          position: event.positionName,
          company,
          dateAndTime: dateAndTime(event.startsAt),
        }),
        subject: msg('server.notifications.interviewChanged.subject', {
          position: event.positionName,
        }),
        action: msg('server.mail.notification.seeInterviews'),
        preference: 'email_interviews',
      };
    case 'form_assigned':
      return {
        key: `form_assigned:${event.formId}`,
        categoryTitle: 'server.notifications.formAssigned.title',
        type: 'action_required',
        redirectUrl: '/careers/forms/center',
        message:
          event.dueAt === null
            ? msg('server.notifications.formAssigned.message', { company, form: event.title })
            : msg('server.notifications.formAssigned.messageWithDueDate', {
                company,
                form: event.title,
                date: date(event.dueAt),
              }),
        subject: msg('server.notifications.formAssigned.subject', { form: event.title }),
        action: msg('server.mail.notification.startForm', { form: event.title }),
        preference: 'email_forms',
      };
    case 'application_status':
      return {
        key: `application_status:${event.stepId}`,
        categoryTitle: 'server.notifications.applicationStatus.title',
        type: 'read_only',
        redirectUrl: '/careers/applications',
        message: msg(APPLICATION_STEP_MESSAGES[event.step], {
          company,
          position: event.positionName,
        }),
        subject: msg('server.notifications.applicationStatus.subject', {
          position: event.positionName,
        }),
        action: msg('server.mail.notification.seeApplications'),
        preference: 'email_application_updates',
      };
    case 'draft_closing':
      return {
        key: `draft_closing:${event.positionId}:${event.closesAt}`,
        categoryTitle: 'server.notifications.draftClosing.title',
        type: 'action_required',
        redirectUrl: `/careers/apply?pid=${event.positionId}`,
        message: msg('server.notifications.draftClosing.message', {
          position: event.positionName,
          company,
          date: date(event.closesAt),
        }),
        subject: msg('server.notifications.draftClosing.subject', {
          position: event.positionName,
        }),
        action: msg('server.mail.notification.continueApplication'),
        preference: 'email_drafts_closing',
      };
    case 'saved_job_closing':
      return {
        key: `saved_job_closing:${event.positionId}:${event.closesAt}`,
        categoryTitle: 'server.notifications.savedJobClosing.title',
        type: 'read_only',
        redirectUrl: `/careers/job/${event.positionId}`,
        message: msg('server.notifications.savedJobClosing.message', {
          position: event.positionName,
          company,
          date: date(event.closesAt),
        }),
        subject: msg('server.notifications.savedJobClosing.subject', {
          position: event.positionName,
        }),
        action: msg('server.mail.notification.openJob'),
        preference: 'email_saved_jobs_closing',
      };
    case 'job_alert': {
      const values = { count: event.count, name: event.name };
      return {
        key: `job_alert:${event.alertId}:${event.throughPositionId}`,
        categoryTitle: 'server.notifications.jobAlert.title',
        type: 'read_only',
        redirectUrl: event.searchPath,
        message: msg('server.notifications.jobAlert.message', values),
        subject: msg('server.mail.jobAlert.subject', values),
        action: msg('server.mail.jobAlert.seeAll'),
        preference: 'email_job_alerts',
      };
    }
  }
};

/**
 * The mail of a notification, in the candidate's language; its links open the site in it, and
 * `unsubscribeUrl` turns off the setting it is sent under.
 */
const notificationMail = (
  firstName: string,
  content: NotificationContent,
  locale: string,
  unsubscribeUrl: string,
) => {
  const t = translatorFor(locale);
  return composeMail({
    locale,
    subject: t(content.subject),
    blocks: [
      { kind: 'paragraph', text: t(msg('server.mail.notification.greeting', { firstName })) },
      { kind: 'paragraph', text: t(content.message) },
      { kind: 'action', label: t(content.action), url: pageLink(content.redirectUrl, locale) },
      {
        kind: 'paragraph',
        text: t(msg('server.mail.notification.signature', { company: COMPANY_NAME })),
      },
    ],
    footer: [
      t(
        msg('server.mail.notification.settingReason', {
          setting: msg(PREFERENCE_LABELS[content.preference]),
          settingsLink: pageLink('/careers/settings', locale),
        }),
      ),
      t(msg('server.mail.notification.unsubscribe', { link: unsubscribeUrl })),
    ],
  });
};

/** Reports a failure that must not fail the action that caused it. */
export type LogFailure = (error: unknown, message: string) => void;

/** A stored in-app notification and, when the candidate's setting is on, whom to mail it to. */
export interface StoredNotification {
  id: number;
  recipient: {
    email: string;
    firstName: string;
    locale: string;
    content: NotificationContent;
  } | null;
}

/**
 * Stores the in-app notification (always) in `db`, which is the action's transaction when it has
 * one, so the action and its notification commit together. Each event has a key unique per
 * candidate, so repeating an event (a sweep finding the same closing job again) notifies once.
 * Returns null when the event was notified before.
 */
export const storeNotification = async (
  db: Db,
  userId: number,
  event: NotificationEvent,
  atMs: number,
): Promise<StoredNotification | null> => {
  const recipient = await db
    .selectFrom('users as u')
    .leftJoin('settings as s', 's.user_id', 'u.id')
    .select([
      'u.email',
      'u.firstname',
      's.timezone',
      's.language',
      's.email_offers',
      's.email_interviews',
      's.email_forms',
      's.email_application_updates',
      's.email_drafts_closing',
      's.email_saved_jobs_closing',
      's.email_job_alerts',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!recipient) return null;
  const timeZone = recipient.timezone ?? 'UTC';
  // Told in the language the candidate chose in their settings, in the app and by mail alike.
  const locale = uiLocaleOf(recipient.language);
  const content = contentOf(event, isTimeZone(timeZone) ? timeZone : 'UTC', locale);
  const inserted = await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      category_title: translate(locale, content.categoryTitle),
      message: translate(locale, content.message),
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
  return {
    id: inserted.id,
    recipient:
      recipient[content.preference] === 1
        ? { email: recipient.email, firstName: recipient.firstname, locale, content }
        : null,
  };
};

/**
 * Stores the in-app notification (see `storeNotification`) and writes the mail it calls for, with a
 * link that turns off the setting it is sent under, both in `db`: the action's transaction when it
 * has one, so the action, its notification and its mail commit together or not at all. Returns
 * the new notification's id, or null when the event was notified before.
 */
export const recordNotification = async (
  db: Db,
  mail: Pick<MailOutbox, 'sendMail'>,
  userId: number,
  event: NotificationEvent,
  atMs: number,
): Promise<number | null> =>
  withinTransaction(db, async (trx) => {
    const stored = await storeNotification(trx, userId, event, atMs);
    if (stored === null) return null;
    if (stored.recipient !== null) {
      const { email, firstName, locale, content } = stored.recipient;
      const unsubscribeUrl = await unsubscribeLink(
        trx,
        { kind: 'preference', userId, preference: content.preference },
        locale,
      );
      await mail.sendMail(
        {
          userId,
          to: email,
          ...(await notificationMail(firstName, content, locale, unsubscribeUrl)),
          unsubscribeUrl,
        },
        trx,
      );
    }
    return stored.id;
  });

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
  try {
    return await recordNotification(context.db, context.mail, userId, event, atMs);
  } catch (error) {
    context.logFailure(error, 'A notification could not be stored');
    return null;
  }
};

import { locationLabel } from '../../../src/shared/location-label';
import type { Db } from '../db/database';
import {
  newestPositionId,
  type DueJobAlert,
  type JobAlertsRepository,
} from '../db/repositories/job-alerts';
import { msg, translatorFor } from '../i18n/messages';
import { uiLocaleOf } from '../i18n/request-locale';
import { composeMail } from '../mail/compose';
import type { MailOutbox, OutgoingMail } from '../mail/outbox';
import { pageLink } from '../mail/site-links';
import { unsubscribeLink } from '../mail/unsubscribe';
import { storeNotification, type LogFailure } from '../notifications/notify';
import type { SearchEngine } from '../search/engine';
import type { Services } from '../services';
import { NewJobsMatcher, type NewJob } from '../search/new-jobs-matcher';
import { FREQUENCY_WORDS, searchCriteriaOf, searchPath, type JobAlertCriteria } from './criteria';

/** The most jobs one alert mail lists; the rest are a click away on the search. */
export const JOBS_PER_ALERT_MAIL = 10;

export interface JobAlertRunContext {
  db: Db;
  jobAlerts: JobAlertsRepository;
  search: Pick<SearchEngine, 'resolveScope' | 'vocabularies' | 'understand'>;
  mail: Pick<MailOutbox, 'sendMail'>;
  logFailure: LogFailure;
}

/** The context of a turn, from the server's services. */
export const jobAlertRunContext = (
  services: Pick<Services, 'db' | 'repositories' | 'search' | 'mail'>,
  logFailure: LogFailure,
): JobAlertRunContext => ({
  db: services.db,
  jobAlerts: services.repositories.jobAlerts,
  search: services.search,
  mail: services.mail,
  logFailure,
});

/** A new job as an alert mail shows it. */
export interface NewJobWithPlace extends NewJob {
  /** "Austin, TX, US": the job's first location. */
  standardized: string;
}

/** Open positions after `afterId`, newest first, with what matching and the mail read. */
export const loadNewJobs = (db: Db, afterId: number): Promise<NewJobWithPlace[]> =>
  db
    .selectFrom('positions as p')
    .innerJoin('position_details as d', 'd.position_id', 'p.id')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .select([
      'p.id',
      'p.name',
      'p.role_family',
      'p.profession',
      'p.career_discipline',
      'p.department',
      'p.business_unit',
      'p.employment_type',
      'p.seniority',
      'p.work_location_option',
      'p.roletype',
      'p.location_id',
      'p.secondary_location_id',
      'd.skills',
      'd.description_html',
      'p.language',
      'l.standardized',
    ])
    .where('p.archived_at', 'is', null)
    .where('p.id', '>', afterId)
    .orderBy('p.posted_ts', 'desc')
    .orderBy('p.id', 'desc')
    .execute();

/**
 * Each due alert's new matches, newest first: the alerts grouped by their criteria and language
 * (the query is read in the owner's language, English when unknown), each group's search matched
 * once against the new jobs (see `NewJobsMatcher`), then each alert keeps the jobs it has not
 * seen.
 */
export const matchDueAlerts = async <Job extends NewJob>(
  search: JobAlertRunContext['search'],
  alerts: readonly Pick<
    DueJobAlert,
    'criteriaKey' | 'criteriaJson' | 'seenPositionId' | 'locale'
  >[],
  jobs: readonly Job[],
): Promise<Job[][]> => {
  const matcher = new NewJobsMatcher(jobs, search.vocabularies);
  const byCriteria = new Map<string, Job[]>();
  const found: Job[][] = [];
  for (const alert of alerts) {
    const locale = uiLocaleOf(alert.locale);
    const key = `${locale} ${alert.criteriaKey}`;
    let matches = byCriteria.get(key);
    if (!matches) {
      const saved = JSON.parse(alert.criteriaJson) as JobAlertCriteria;
      // Read as the search page reads it: a place or filter typed into the query applies.
      const { criteria } = await search.understand(
        searchCriteriaOf(saved, locale),
        new Set(saved.literal),
      );
      matches = matcher.matches(criteria, await search.resolveScope(criteria)) as Job[];
      byCriteria.set(key, matches);
    }
    found.push(matches.filter((job) => job.id > alert.seenPositionId));
  }
  return found;
};

/** The alert mail: how many new jobs, the newest few with their places, and the whole search. */
const alertMail = async (
  db: Db,
  alert: DueJobAlert,
  jobs: readonly NewJobWithPlace[],
  locale: string,
): Promise<OutgoingMail> => {
  const t = translatorFor(locale);
  const criteria = JSON.parse(alert.criteriaJson) as JobAlertCriteria;
  const count = jobs.length;
  const shown = jobs.slice(0, JOBS_PER_ALERT_MAIL);
  const unsubscribeUrl = await unsubscribeLink(db, { kind: 'alert', alertId: alert.id }, locale);
  const frequency = FREQUENCY_WORDS[alert.frequency];
  const composed = await composeMail({
    locale,
    subject: t(msg('server.mail.jobAlert.subject', { count, name: alert.name })),
    blocks: [
      ...(alert.firstname
        ? [
            {
              kind: 'paragraph' as const,
              text: t(msg('server.mail.notification.greeting', { firstName: alert.firstname })),
            },
          ]
        : []),
      {
        kind: 'paragraph',
        text: [
          t(msg('server.mail.jobAlert.intro', { count, name: alert.name })),
          ...(count > shown.length
            ? [t(msg('server.mail.jobAlert.newest', { shown: shown.length }))]
            : []),
        ].join(' '),
      },
      {
        kind: 'jobs',
        jobs: shown.map((job) => ({
          title: job.name,
          detail: locationLabel(job.standardized, locale),
          url: pageLink(`/careers/job/${job.id}`, locale),
        })),
      },
      {
        kind: 'action',
        label: t('server.mail.jobAlert.seeAll'),
        url: pageLink(searchPath(criteria), locale),
      },
    ],
    footer: [
      t(msg('server.mail.jobAlert.reason', { name: alert.name, frequency })),
      ...(alert.userId !== null
        ? [t(msg('server.mail.jobAlert.manage', { link: pageLink('/careers/job-alerts', locale) }))]
        : []),
      t(msg('server.mail.notification.unsubscribe', { link: unsubscribeUrl })),
    ],
  });
  return { userId: alert.userId, to: alert.email, ...composed, unsubscribeUrl };
};

/**
 * Sends one alert its new jobs, or moves it past the jobs it does not match. The mail and the
 * bell's notification are written in the transaction that moves the alert on, and only if no
 * other run moved it first: an alert is never sent the same jobs twice, even by two processes.
 */
const settleAlert = async (
  context: JobAlertRunContext,
  alert: DueJobAlert,
  matched: readonly NewJobWithPlace[],
  seenPositionId: number,
  nowMs: number,
): Promise<boolean> => {
  const { db, jobAlerts } = context;
  if (matched.length === 0) {
    await jobAlerts.markSeen(db, alert.id, alert.seenPositionId, seenPositionId, null);
    return false;
  }
  const locale = uiLocaleOf(alert.locale);
  const mail = alert.isMailed ? await alertMail(db, alert, matched, locale) : null;
  return db.transaction().execute(async (trx) => {
    if (!(await jobAlerts.markSeen(trx, alert.id, alert.seenPositionId, seenPositionId, nowMs)))
      return false;
    if (mail) await context.mail.sendMail(mail, trx);
    if (alert.userId !== null) {
      // The bell's notification; the mail above is the alert's own.
      await storeNotification(
        trx,
        alert.userId,
        {
          kind: 'job_alert',
          alertId: alert.id,
          throughPositionId: seenPositionId,
          name: alert.name,
          count: matched.length,
          searchPath: searchPath(JSON.parse(alert.criteriaJson) as JobAlertCriteria),
        },
        nowMs,
      );
    }
    return true;
  });
};

/**
 * One turn of the job alerts: every alert whose turn it is (see `JobAlertsRepository.due`) gets
 * the jobs posted since it last looked that its search finds, if any. Returns how many alerts
 * were sent.
 */
export const runJobAlerts = async (context: JobAlertRunContext, nowMs: number): Promise<number> => {
  // Most turns find no new job: then no alert is read at all.
  const due = await context.jobAlerts.due(nowMs, await newestPositionId(context.db));
  if (due.length === 0) return 0;
  const oldestSeen = due.reduce(
    (lowest, alert) => Math.min(lowest, alert.seenPositionId),
    Infinity,
  );
  const jobs = await loadNewJobs(context.db, oldestSeen);
  if (jobs.length === 0) return 0;
  const newestId = jobs.reduce((newest, job) => Math.max(newest, job.id), 0);
  const matches = await matchDueAlerts(context.search, due, jobs);
  let sent = 0;
  for (const [at, alert] of due.entries()) {
    if (alert.seenPositionId >= newestId) continue;
    try {
      if (await settleAlert(context, alert, matches[at] ?? [], newestId, nowMs)) sent += 1;
    } catch (error) {
      context.logFailure(error, `The job alert ${alert.id} could not be sent`);
    }
  }
  return sent;
};

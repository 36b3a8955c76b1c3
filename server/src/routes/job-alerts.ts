import type { components } from '../../../generated/server/pcsx';
import { randomToken, sha256 } from '../auth/tokens';
import type { JobAlertRow } from '../db/repositories/job-alerts';
import { normalizeEmail } from '../db/repositories/users';
import { fieldFailed, notFound, rateLimited } from '../http/errors';
import { quotaReached } from '../http/quotas';
import { msg, translate, translatorFor } from '../i18n/messages';
import {
  criteriaKey,
  defaultName,
  describeCriteria,
  FREQUENCY_WORDS,
  normalizeCriteria,
  searchPath,
  type JobAlertCriteria,
} from '../job-alerts/criteria';
import { isoSeconds } from '../lib/time';
import { composeMail } from '../mail/compose';
import { jobAlertConfirmationLink } from '../mail/site-links';
import { COMPANY_NAME } from '../site';
import { requireUser } from './support';
import { accepted, created, ok, type Handlers } from './types';

type JobAlert = components['schemas']['JobAlert'];

/** Far more saved searches than a person follows; few enough that a run stays light. */
export const JOB_ALERTS_PER_CANDIDATE = 20;
const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const criteriaOf = (row: Pick<JobAlertRow, 'criteria_json'>): JobAlertCriteria =>
  JSON.parse(row.criteria_json) as JobAlertCriteria;

/** An alert as the contract shows it, its criteria in words in the reader's language. */
export const toJobAlert = (row: JobAlertRow, locale: string): JobAlert => {
  const criteria = criteriaOf(row);
  return {
    id: String(row.id),
    name: row.name,
    criteria,
    frequency: row.frequency,
    isPaused: row.is_paused === 1,
    createdAt: isoSeconds(row.created_ms),
    lastSentAt: row.last_sent_ms === null ? null : isoSeconds(row.last_sent_ms),
    searchUrl: searchPath(criteria),
    description: describeCriteria(criteria, locale),
  };
};

/** The mail that lets the owner of an address start a visitor's alert, in the request's language. */
const confirmationMail = (
  token: string,
  name: string,
  frequency: JobAlert['frequency'],
  locale: string,
) => {
  const t = translatorFor(locale);
  const company = COMPANY_NAME;
  const link = jobAlertConfirmationLink(token, locale);
  return composeMail({
    locale,
    subject: t(msg('server.mail.confirmJobAlert.subject', { company })),
    blocks: [
      {
        kind: 'paragraph',
        text: t(
          msg('server.mail.confirmJobAlert.request', {
            company,
            name,
            frequency: FREQUENCY_WORDS[frequency],
          }),
        ),
      },
      {
        kind: 'action',
        label: t('server.mail.confirmJobAlert.button'),
        url: link,
        caption: t(msg('server.mail.confirmJobAlert.action', { link })),
      },
    ],
    footer: [t('server.mail.confirmJobAlert.ignore')],
  });
};

/** The id in the path as the database's; an id that cannot be one is no alert of anybody's. */
const alertIdOf = (raw: string): number => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw notFound('server.jobAlerts.notFound');
  return id;
};

export const jobAlertHandlers: Handlers<
  'listJobAlerts' | 'createJobAlert' | 'confirmJobAlert' | 'updateJobAlert' | 'deleteJobAlert'
> = {
  listJobAlerts: async ({ services, caller, locale }) => {
    const user = requireUser(caller);
    const rows = await services.repositories.jobAlerts.listForUser(user.id);
    return ok({ alerts: rows.map((row) => toJobAlert(row, locale)) });
  },

  createJobAlert: async ({ body, request, services, caller, locale }) => {
    const criteria = normalizeCriteria(body.criteria);
    const alert = {
      name: body.name?.trim() || defaultName(criteria, locale),
      criteriaJson: JSON.stringify(criteria),
      criteriaKey: criteriaKey(criteria),
      frequency: body.frequency,
      locale,
      nowMs: services.now(),
    };
    const { jobAlerts } = services.repositories;
    const user = caller.user;
    if (user) {
      const saved = await jobAlerts.createForUser(user.id, alert, JOB_ALERTS_PER_CANDIDATE);
      if (saved === 'limit_reached') {
        throw quotaReached(
          'criteria',
          msg('server.jobAlerts.limit', { count: JOB_ALERTS_PER_CANDIDATE }),
        );
      }
      const answer = { alert: toJobAlert(saved.row, locale) };
      return saved.isNew ? created(answer) : ok(answer);
    }
    if (body.email === undefined) throw fieldFailed('email', 'server.jobAlerts.emailRequired');
    const email = normalizeEmail(body.email);
    // Each request mails the address: limited per email and per client address, so nobody can
    // flood an inbox with confirmation mails.
    const { jobAlert: perEmail, jobAlertPerAddress } = services.limiters;
    const wait =
      (await jobAlertPerAddress.hit(request.ip, alert.nowMs)) ||
      (await perEmail.hit(email, alert.nowMs));
    if (wait > 0) throw rateLimited(wait);
    const token = randomToken();
    await jobAlerts.createForVisitor(email, alert, {
      tokenHash: sha256(token),
      expiresMs: alert.nowMs + CONFIRMATION_TTL_MS,
    });
    await services.mail.sendMail({
      userId: null,
      to: email,
      ...(await confirmationMail(token, alert.name, alert.frequency, locale)),
    });
    return accepted({ message: translate(locale, 'server.jobAlerts.checkEmail') });
  },

  confirmJobAlert: async ({ body, services, locale }) => {
    const confirmed = await services.repositories.jobAlerts.confirm(
      sha256(body.token),
      services.now(),
    );
    if (!confirmed) throw fieldFailed('token', 'server.jobAlerts.linkInvalid');
    return ok({
      message: translate(locale, 'server.jobAlerts.confirmed'),
      searchUrl: searchPath(criteriaOf(confirmed)),
    });
  },

  updateJobAlert: async ({ path, body, services, caller, locale }) => {
    const user = requireUser(caller);
    const row = await services.repositories.jobAlerts.updateForUser(
      user.id,
      alertIdOf(path.alertId),
      {
        ...(body.name !== undefined ? { name: body.name.trim() || body.name } : {}),
        ...(body.frequency !== undefined ? { frequency: body.frequency } : {}),
        ...(body.isPaused !== undefined ? { isPaused: body.isPaused } : {}),
      },
    );
    if (!row) throw notFound('server.jobAlerts.notFound');
    return ok({ alert: toJobAlert(row, locale) });
  },

  deleteJobAlert: async ({ path, services, caller }) => {
    const user = requireUser(caller);
    const count = await services.repositories.jobAlerts.deleteForUser(
      user.id,
      alertIdOf(path.alertId),
    );
    if (count === 0) throw notFound('server.jobAlerts.notFound');
    return ok({ count });
  },
};

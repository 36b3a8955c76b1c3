import { LIST_LIMIT } from '../dashboard/list-limit';
import { nudgesFor } from '../dashboard/nudges';
import { conflict, fieldFailed, notFound } from '../http/errors';
import { translatorFor } from '../i18n/messages';
import { DAY_MS, isoSeconds } from '../lib/time';
import { nowIso, requireUser } from './support';
import { ok, type Handlers } from './types';

/** Past events stay listed this long, so a candidate can still find one they attended. */
const RECENT_EVENTS_DAYS = 90;

export const dashboardHandlers: Handlers<
  | 'getDashboardApplications'
  | 'getDashboardNudges'
  | 'getDashboardEvents'
  | 'getDashboardInterviews'
  | 'respondToInterview'
  | 'getDashboardReferrals'
  | 'listDraftApplications'
  | 'deleteDraftApplications'
> = {
  getDashboardApplications: async ({ services, caller }) => {
    const { active, inactive } = await services.repositories.applications.listForUser(
      requireUser(caller).id,
      LIST_LIMIT,
    );
    return ok({ applications: active, inactiveApplications: inactive });
  },

  getDashboardNudges: async ({ services, caller, locale }) =>
    ok({
      nudges: await nudgesFor(services.repositories, requireUser(caller).id, translatorFor(locale)),
    }),

  getDashboardEvents: async ({ services, caller }) =>
    ok({
      events: await services.repositories.events.list(
        requireUser(caller).id,
        isoSeconds(services.now() - RECENT_EVENTS_DAYS * DAY_MS),
      ),
    }),

  getDashboardInterviews: async ({ services, caller }) =>
    ok({
      interviews: await services.repositories.dashboard.interviews(
        requireUser(caller).id,
        LIST_LIMIT,
      ),
    }),

  respondToInterview: async ({ path, body, services, caller }) => {
    const message = body.message?.trim() || null;
    // Asking for another time is only useful with the times that suit the candidate.
    if (body.response === 'reschedule_requested' && message === null)
      throw fieldFailed('message', 'server.interviews.timesRequired');
    const outcome = await services.repositories.dashboard.answerInterview(
      requireUser(caller).id,
      path.id,
      { response: body.response, message },
      nowIso(services),
    );
    if (outcome.ok) return ok(outcome.interview);
    if (outcome.failure === 'not_found') throw notFound('server.interviews.notFound');
    throw conflict(
      outcome.failure === 'declined' ? 'server.interviews.declined' : 'server.interviews.closed',
    );
  },

  getDashboardReferrals: async ({ services, caller }) =>
    ok({
      referrals: await services.repositories.dashboard.referrals(
        requireUser(caller).id,
        LIST_LIMIT,
      ),
    }),

  listDraftApplications: async ({ services, caller }) =>
    ok({
      draft_applications: await services.repositories.dashboard.drafts(requireUser(caller).id),
    }),

  deleteDraftApplications: async ({ body, services, caller }) =>
    ok({
      count: await services.repositories.dashboard.deleteDrafts(
        requireUser(caller).id,
        body.position_ids,
      ),
    }),
};

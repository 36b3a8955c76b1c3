import { lockUserRow } from '../db/dialect';
import { createApplicationsRepository } from '../db/repositories/applications';
import { conflict, notFound, payloadTooLarge } from '../http/errors';
import { QUOTAS, quotaReached } from '../http/quotas';
import { msg } from '../i18n/messages';
import { notify } from '../notifications/notify';
import { notifyContextOf, nowIso, requireUser, visitorKeyOf } from './support';
import { ok, type Handlers } from './types';

/** The most a draft's answers may take once serialised as JSON (the contract says so too). */
export const MAX_DRAFT_ANSWER_BYTES = 64 * 1024;

export const applicationHandlers: Handlers<
  | 'withdrawApplication'
  | 'claimVisitorApplications'
  | 'getDraftApplication'
  | 'saveDraftApplication'
> = {
  /** Only the account's own email and this browser's visitor applications, as when registering. */
  claimVisitorApplications: async ({ services, caller }) => {
    const user = requireUser(caller);
    return ok({
      count: await services.repositories.applications.claimVisitorApplications(
        user.id,
        user.email,
        visitorKeyOf(caller),
      ),
    });
  },

  withdrawApplication: async ({ request, path, body, services, caller }) => {
    const reason = body?.reason?.trim() ?? '';
    const user = requireUser(caller);
    const outcome = await services.repositories.applications.withdraw(
      user.id,
      path.id,
      reason === '' ? null : reason,
      nowIso(services),
    );
    if (outcome === 'not_found') throw notFound('server.applications.notFound');
    if (outcome === 'not_active') throw conflict('server.applications.notActive');
    await notify(
      notifyContextOf(services, request.log),
      user.id,
      {
        kind: 'application_status',
        stepId: outcome.stepId,
        positionName: outcome.application.position.name,
        step: 'withdrawn',
      },
      services.now(),
    );
    return ok(outcome.application);
  },

  getDraftApplication: async ({ path, services, caller }) => {
    const draft = await services.repositories.applications.draftAnswers(
      requireUser(caller).id,
      path.positionId,
    );
    if (!draft) throw notFound('server.applications.noDraft');
    return ok(draft);
  },

  /**
   * Only open positions the candidate has not applied to can hold a draft. Checked and saved with
   * the user's row held, as applying is, so drafts saved at once cannot pass the limit together,
   * nor one saved while applying outlive the application.
   */
  saveDraftApplication: async ({ path, body, services, caller }) => {
    const user = requireUser(caller);
    if (Buffer.byteLength(JSON.stringify(body.answers)) > MAX_DRAFT_ANSWER_BYTES) {
      throw payloadTooLarge('server.applications.draftTooLarge');
    }
    const position = await services.repositories.positions.findOpen(path.positionId);
    if (!position) throw notFound('server.positions.notFound');
    const draft = await services.db.transaction().execute(async (trx) => {
      await lockUserRow(trx, user.id);
      const applications = createApplicationsRepository(trx, services.repositories.positions);
      if ((await applications.idForPosition(user.id, position.id)) !== undefined) {
        throw conflict('server.applications.alreadyApplied');
      }
      if (
        !(await applications.hasDraft(user.id, position.id)) &&
        (await applications.draftCount(user.id)) >= QUOTAS.drafts
      ) {
        throw quotaReached(
          'positionId',
          msg('server.applications.tooManyDrafts', { max: QUOTAS.drafts }),
        );
      }
      return applications.saveDraft(
        user.id,
        position.id,
        body.answers,
        body.completion_percent,
        nowIso(services),
      );
    });
    return ok(draft);
  },
};

import { conflict, notFound, payloadTooLarge, POSITION_NOT_FOUND } from '../http/errors';
import { QUOTAS, quotaReached } from '../http/quotas';
import { notify } from '../notifications/notify';
import { notifyContextOf, nowIso, requireUser, visitorKeyOf } from './support';
import { ok, type Handlers } from './types';

/** The most a draft's answers may take once serialised as JSON (the contract says so too). */
export const MAX_DRAFT_ANSWER_BYTES = 64 * 1024;

const APPLICATION_NOT_FOUND = 'This application was not found.';
const DRAFT_NOT_FOUND = 'There is no draft application for this position.';

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
    if (outcome === 'not_found') throw notFound(APPLICATION_NOT_FOUND);
    if (outcome === 'not_active') {
      throw conflict('This application is no longer active, so it cannot be withdrawn.');
    }
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
    if (!draft) throw notFound(DRAFT_NOT_FOUND);
    return ok(draft);
  },

  /** Only open positions the candidate has not applied to can hold a draft. */
  saveDraftApplication: async ({ path, body, services, caller }) => {
    const user = requireUser(caller);
    const { applications, positions } = services.repositories;
    if (Buffer.byteLength(JSON.stringify(body.answers)) > MAX_DRAFT_ANSWER_BYTES) {
      throw payloadTooLarge('The answers are larger than the 64 KB a draft may keep.');
    }
    const position = await positions.findOpen(path.positionId);
    if (!position) throw notFound(POSITION_NOT_FOUND);
    if ((await applications.idForPosition(user.id, position.id)) !== undefined) {
      throw conflict('You have already applied to this position.');
    }
    if (
      !(await applications.hasDraft(user.id, position.id)) &&
      (await applications.draftCount(user.id)) >= QUOTAS.drafts
    ) {
      throw quotaReached(
        'positionId',
        `You can keep at most ${QUOTAS.drafts} draft applications. Delete one to start another.`,
      );
    }
    return ok(
      await applications.saveDraft(
        user.id,
        position.id,
        body.answers,
        body.completion_percent,
        nowIso(services),
      ),
    );
  },
};

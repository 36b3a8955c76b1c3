import { DAY_MS, isoSeconds } from '../lib/time';
import { notify, type NotifyContext } from './notify';

/** How long before an open offer expires the candidate is reminded. */
export const OFFER_EXPIRY_NOTICE_MS = 2 * DAY_MS;
/** How long before a job stops taking applications its drafts and saves are reminded. */
export const CLOSING_NOTICE_MS = 3 * DAY_MS;

/** A job stops taking applications at its `valid_through` instant, unless it is closed already. */
const closesWithinNotice = (validThrough: string | null, nowMs: number): validThrough is string => {
  if (validThrough === null) return false;
  const closesMs = Date.parse(validThrough);
  return closesMs > nowMs && closesMs <= nowMs + CLOSING_NOTICE_MS;
};

/**
 * Notifies what time alone brings about: open offers expiring within 48 hours, drafts and saved
 * jobs whose job closes within 3 days. Each finding has its event key, so running it again
 * notifies nothing new. Returns how many notifications were created.
 */
export const sweepNotifications = async (
  context: NotifyContext,
  nowMs: number,
): Promise<number> => {
  const { db } = context;
  let created = 0;

  const expiringOffers = await db
    .selectFrom('offers')
    .select(['id', 'user_id', 'position_name', 'expires_at'])
    .where('status', '=', 'Extended')
    .where('expires_at', '>', isoSeconds(nowMs))
    .where('expires_at', '<=', isoSeconds(nowMs + OFFER_EXPIRY_NOTICE_MS))
    .execute();
  for (const offer of expiringOffers) {
    if (offer.expires_at === null) continue;
    const event = {
      kind: 'offer_expiring',
      offerId: offer.id,
      positionName: offer.position_name,
      expiresAt: offer.expires_at,
    } as const;
    if ((await notify(context, offer.user_id, event, nowMs)) !== null) created += 1;
  }

  const drafts = await db
    .selectFrom('draft_applications as d')
    .innerJoin('positions as p', 'p.id', 'd.position_id')
    .innerJoin('position_details as pd', 'pd.position_id', 'p.id')
    .select(['d.user_id', 'p.id', 'p.name', 'pd.valid_through'])
    .where('p.archived_at', 'is', null)
    .where('pd.valid_through', 'is not', null)
    .execute();
  for (const draft of drafts) {
    if (!closesWithinNotice(draft.valid_through, nowMs)) continue;
    const event = {
      kind: 'draft_closing',
      positionId: draft.id,
      positionName: draft.name,
      closesAt: draft.valid_through,
    } as const;
    if ((await notify(context, draft.user_id, event, nowMs)) !== null) created += 1;
  }

  // A saved job the candidate has applied to needs no reminder.
  const saved = await db
    .selectFrom('saved_positions as s')
    .innerJoin('positions as p', 'p.id', 's.position_id')
    .innerJoin('position_details as pd', 'pd.position_id', 'p.id')
    .select(['s.user_id', 'p.id', 'p.name', 'pd.valid_through'])
    .where('p.archived_at', 'is', null)
    .where('pd.valid_through', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applications as a')
            .select('a.id')
            .whereRef('a.user_id', '=', 's.user_id')
            .whereRef('a.position_id', '=', 's.position_id'),
        ),
      ),
    )
    .execute();
  for (const job of saved) {
    if (!closesWithinNotice(job.valid_through, nowMs)) continue;
    const event = {
      kind: 'saved_job_closing',
      positionId: job.id,
      positionName: job.name,
      closesAt: job.valid_through,
    } as const;
    if ((await notify(context, job.user_id, event, nowMs)) !== null) created += 1;
  }
  return created;
};

import type { components } from '../../../../generated/server/pcsx';
import type { Db } from '../database';
import type { EventsTable } from '../schema';

type CandidateEvent = components['schemas']['CandidateEvent'];

interface EventRow extends Omit<EventsTable, 'timezone'> {
  timezone: string;
  registered_user: number | null;
}

const toCandidateEvent = (row: EventRow): CandidateEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  timezone: row.timezone,
  location: row.location,
  isVirtual: row.is_virtual === 1,
  joinUrl: row.join_url,
  registered: row.registered_user !== null,
});

/** The employer's recruiting events and one candidate's registrations; writes are scoped by user id. */
export const createEventsRepository = (db: Db) => {
  const withRegistration = (userId: number) =>
    db
      .selectFrom('events as e')
      .leftJoin('event_registrations as r', (join) =>
        join.onRef('r.event_id', '=', 'e.id').on('r.user_id', '=', userId),
      )
      .selectAll('e')
      .select('r.user_id as registered_user');

  return {
    /** Events ending after `endedAfterIso`, soonest first, with whether this candidate registered. */
    list: async (userId: number, endedAfterIso: string): Promise<CandidateEvent[]> => {
      const rows = await withRegistration(userId)
        .where('e.ends_at', '>', endedAfterIso)
        .orderBy('e.starts_at')
        .orderBy('e.id')
        .execute();
      return rows.map(toCandidateEvent);
    },

    find: async (userId: number, eventId: number): Promise<CandidateEvent | undefined> => {
      const row = await withRegistration(userId).where('e.id', '=', eventId).executeTakeFirst();
      return row ? toCandidateEvent(row) : undefined;
    },

    /** Idempotent: a second registration changes nothing. */
    register: async (userId: number, eventId: number): Promise<void> => {
      await db
        .insertInto('event_registrations')
        .values({ event_id: eventId, user_id: userId })
        .onConflict((conflict) => conflict.columns(['user_id', 'event_id']).doNothing())
        .execute();
    },

    cancel: async (userId: number, eventId: number): Promise<void> => {
      await db
        .deleteFrom('event_registrations')
        .where('user_id', '=', userId)
        .where('event_id', '=', eventId)
        .execute();
    },
  };
};

export type EventsRepository = ReturnType<typeof createEventsRepository>;

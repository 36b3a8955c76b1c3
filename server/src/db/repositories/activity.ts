import type { Db } from '../database';

/** Telemetry events deleted per statement when pruning. */
const PRUNE_BATCH = 5000;

/** Chat conversations and telemetry events. */
export const createActivityRepository = (db: Db) => ({
  createConversation: async (id: string, ownerKey: string, nowMs: number): Promise<void> => {
    await db
      .insertInto('chat_conversations')
      .values({ id, owner_key: ownerKey, created_ms: nowMs })
      .execute();
  },

  /** The conversation if it belongs to this owner; another owner's id is an unknown id. */
  conversationExists: async (id: string, ownerKey: string): Promise<boolean> =>
    (await db
      .selectFrom('chat_conversations')
      .select('id')
      .where('id', '=', id)
      .where('owner_key', '=', ownerKey)
      .executeTakeFirst()) !== undefined,

  addMessages: async (
    conversationId: string,
    messages: readonly { role: 'user' | 'assistant'; text: string }[],
    nowMs: number,
  ): Promise<void> => {
    await db
      .insertInto('chat_messages')
      .values(
        messages.map((message) => ({
          conversation_id: conversationId,
          ...message,
          created_ms: nowMs,
        })),
      )
      .execute();
  },

  messages: (conversationId: string) =>
    db
      .selectFrom('chat_messages')
      .select(['role', 'text'])
      .where('conversation_id', '=', conversationId)
      .orderBy('id')
      .execute(),

  logEvent: async (event: {
    domain: string;
    event: string;
    namespace: string;
    dataJson: string | null;
    metrics: unknown;
    ownerKey: string;
    nowMs: number;
  }): Promise<void> => {
    await db
      .insertInto('telemetry_events')
      .values({
        domain: event.domain,
        event: event.event,
        namespace: event.namespace,
        data_json: event.dataJson,
        metrics: event.metrics === undefined ? null : JSON.stringify(event.metrics),
        owner_key: event.ownerKey,
        created_ms: event.nowMs,
      })
      .execute();
  },

  /**
   * Deletes telemetry events created before `beforeMs`, then the oldest beyond the newest
   * `keepEvents`, in batches so no statement holds the table long; gives how many went.
   */
  pruneEvents: async (beforeMs: number, keepEvents: number): Promise<number> => {
    let deleted = 0;
    for (;;) {
      const old = await db
        .selectFrom('telemetry_events')
        .select('id')
        .where('created_ms', '<', beforeMs)
        .orderBy('id')
        .limit(PRUNE_BATCH)
        .execute();
      if (old.length === 0) break;
      await db
        .deleteFrom('telemetry_events')
        .where(
          'id',
          'in',
          old.map((row) => row.id),
        )
        .execute();
      deleted += old.length;
    }
    const oldestKept = await db
      .selectFrom('telemetry_events')
      .select('id')
      .orderBy('id', 'desc')
      .offset(keepEvents - 1)
      .limit(1)
      .executeTakeFirst();
    if (oldestKept !== undefined) {
      const beyond = await db
        .deleteFrom('telemetry_events')
        .where('id', '<', oldestKept.id)
        .executeTakeFirst();
      deleted += Number(beyond.numDeletedRows);
    }
    return deleted;
  },

  countEvents: async (event: string): Promise<number> =>
    (
      await db
        .selectFrom('telemetry_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('event', '=', event)
        .executeTakeFirstOrThrow()
    ).count,
});

export type ActivityRepository = ReturnType<typeof createActivityRepository>;

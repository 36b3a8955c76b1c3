import type { Db } from '../database';

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

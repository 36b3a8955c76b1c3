import pg from 'pg';

/** What can change that processes keep a copy of. */
export type ChangeTopic = 'branding' | 'positions';

const TOPICS: ReadonlySet<string> = new Set<ChangeTopic>(['branding', 'positions']);

/**
 * The ids of the records that changed, when the change says; null when anything of its topic may
 * have changed (an announcement without ids, or one that may have been missed).
 */
export type ChangedIds = readonly number[] | null;

/**
 * Drops or refreshes a copy; one that refreshes resolves once it has (and handles its errors).
 */
export type ChangeListener = (ids: ChangedIds) => void | Promise<void>;

/** The PostgreSQL channel changes are announced on. */
const CHANNEL = 'pcsx_changes';

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_DELAY_MS = 1000;

/**
 * The most ids one notification names (PostgreSQL allows 8,000 bytes); a change of more is
 * announced without them.
 */
const MAX_ANNOUNCED_IDS = 500;

/** `topic` or `topic:1,2,3`. */
const payloadOf = (topic: ChangeTopic, ids: ChangedIds): string =>
  ids === null || ids.length > MAX_ANNOUNCED_IDS ? topic : `${topic}:${ids.join(',')}`;

const parsePayload = (payload: string): { topic: ChangeTopic; ids: ChangedIds } | null => {
  const [topic = '', list] = payload.split(':', 2);
  if (!TOPICS.has(topic)) return null;
  const ids =
    list === undefined
      ? null
      : list
          .split(',')
          .filter((id) => id !== '')
          .map(Number);
  return {
    topic: topic as ChangeTopic,
    ids: ids?.every((id) => Number.isSafeInteger(id)) ? ids : null,
  };
};

/**
 * Tells every process sharing the database that something it keeps in memory has changed, so
 * it drops its copy. Listeners run in the process that made the change as soon as it is
 * published, and in the others once PostgreSQL delivers the notification (milliseconds later).
 */
export interface ChangeFeed {
  /**
   * Announces a change, after the change is committed, with the ids of what changed when the
   * listeners can use them; resolves once this process's listeners have followed it.
   */
  publish(topic: ChangeTopic, ids?: readonly number[]): Promise<void>;
  subscribe(topic: ChangeTopic, listener: ChangeListener): void;
  /** Starts listening to other processes (PostgreSQL); resolves once listening. */
  start(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly byTopic = new Map<ChangeTopic, ChangeListener[]>();

  add(topic: ChangeTopic, listener: ChangeListener): void {
    this.byTopic.set(topic, [...(this.byTopic.get(topic) ?? []), listener]);
  }

  async call(topic: ChangeTopic, ids: ChangedIds): Promise<void> {
    await Promise.all(
      (this.byTopic.get(topic) ?? []).map(async (listener) => {
        await listener(ids);
      }),
    );
  }

  /** Every topic, as changed in any way. */
  async callAll(): Promise<void> {
    await Promise.all([...this.byTopic.keys()].map((topic) => this.call(topic, null)));
  }
}

/** A SQLite file has one server process (see `docs/deploy.md`): changes stay in it. */
export const processChangeFeed = (): ChangeFeed => {
  const listeners = new Listeners();
  return {
    publish: (topic, ids) => listeners.call(topic, ids ?? null),
    subscribe: (topic, listener) => listeners.add(topic, listener),
    start: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
};

/**
 * Changes announced with PostgreSQL's `NOTIFY` and heard with `LISTEN` on a connection of its
 * own. Should that connection be lost, notifications sent meanwhile are lost too: so once it
 * listens again, every topic counts as changed.
 */
export const postgresChangeFeed = (
  url: string,
  notify: (channel: string, payload: string) => Promise<void>,
): ChangeFeed => {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | null = null;

  const listen = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url });
    connection.on('notification', (message) => {
      const change = parsePayload(message.payload ?? '');
      if (change) void listeners.call(change.topic, change.ids);
    });
    // A lost connection shows as an error, or only as its end when the server closed it cleanly.
    const lost = (): void => {
      if (client !== connection) return;
      client = null;
      void connection.end().catch(() => undefined);
      if (!isClosed) scheduleRetry();
    };
    connection.on('error', lost);
    connection.on('end', lost);
    await connection.connect();
    await connection.query(`LISTEN ${CHANNEL}`);
    client = connection;
  };

  const scheduleRetry = (): void => {
    retry = setTimeout(() => {
      retry = null;
      listen().then(
        () => void listeners.callAll(),
        () => {
          if (!isClosed) scheduleRetry();
        },
      );
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  return {
    publish: async (topic, ids) => {
      await listeners.call(topic, ids ?? null);
      await notify(CHANNEL, payloadOf(topic, ids ?? null));
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    start: listen,
    close: async () => {
      isClosed = true;
      if (retry) clearTimeout(retry);
      const connection = client;
      client = null;
      await connection?.end();
    },
  };
};

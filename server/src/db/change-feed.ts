import pg from 'pg';

/** What can change that processes keep a copy of. */
export type ChangeTopic = 'branding' | 'positions';

const TOPICS: ReadonlySet<string> = new Set<ChangeTopic>(['branding', 'positions']);

/** Drops or refreshes a copy; one that refreshes resolves once it has (and handles its errors). */
export type ChangeListener = () => void | Promise<void>;

/** The PostgreSQL channel changes are announced on. */
const CHANNEL = 'pcsx_changes';

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_DELAY_MS = 1000;

/**
 * Tells every process sharing the database that something it keeps in memory has changed, so
 * it drops its copy. Listeners run in the process that made the change as soon as it is
 * published, and in the others once PostgreSQL delivers the notification (milliseconds later).
 */
export interface ChangeFeed {
  /**
   * Announces a change, after the change is committed; resolves once this process's listeners
   * have followed it.
   */
  publish(topic: ChangeTopic): Promise<void>;
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

  async call(topic: ChangeTopic): Promise<void> {
    await Promise.all(
      (this.byTopic.get(topic) ?? []).map(async (listener) => {
        await listener();
      }),
    );
  }

  async callAll(): Promise<void> {
    await Promise.all([...this.byTopic.keys()].map((topic) => this.call(topic)));
  }
}

/** A SQLite file has one server process (see `docs/deploy.md`): changes stay in it. */
export const processChangeFeed = (): ChangeFeed => {
  const listeners = new Listeners();
  return {
    publish: (topic) => listeners.call(topic),
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
      const topic = message.payload ?? '';
      if (TOPICS.has(topic)) void listeners.call(topic as ChangeTopic);
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
    publish: async (topic) => {
      await listeners.call(topic);
      await notify(CHANNEL, topic);
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

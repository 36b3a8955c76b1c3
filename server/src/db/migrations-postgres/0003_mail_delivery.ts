import { sql, type Kysely } from 'kysely';

/** SQLite's migration 0012 (the outbox as a delivery queue) in PostgreSQL's types. */
const STATEMENTS = [
  `ALTER TABLE mail_outbox
     ADD COLUMN message_id text NOT NULL DEFAULT '',
     ADD COLUMN unsubscribe_url text,
     ADD COLUMN state text NOT NULL DEFAULT 'sent',
     ADD COLUMN attempts integer NOT NULL DEFAULT 0,
     ADD COLUMN next_attempt_ms bigint NOT NULL DEFAULT 0,
     ADD COLUMN lease_until_ms bigint,
     ADD COLUMN last_error text,
     ADD COLUMN sent_ms bigint`,
  `CREATE INDEX mail_outbox_due ON mail_outbox (state, next_attempt_ms)`,
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
};

import { sql, type Kysely } from 'kysely';

/**
 * The outbox becomes a delivery queue: a mail is written in the transaction of the change that
 * causes it and delivered in the background, with retries, by whichever process claims it.
 * Mails written before were only kept for the development outbox page: they count as sent.
 */
export const sqlite = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('message_id', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('unsubscribe_url', 'text').execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('sent'))
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('next_attempt_ms', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('lease_until_ms', 'integer').execute();
  await db.schema.alterTable('mail_outbox').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('sent_ms', 'integer').execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['state', 'next_attempt_ms'])
    .execute();
};

/** The same in PostgreSQL's types. */
const POSTGRES_STATEMENTS = [
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

export const postgres = async (db: Kysely<unknown>): Promise<void> => {
  for (const statement of POSTGRES_STATEMENTS) await sql.raw(statement).execute(db);
};

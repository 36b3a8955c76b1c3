import { type Kysely } from 'kysely';
import { addInferredHistories } from '../../seed/application-histories';

/**
 * Drafts keep the answers typed so far; applications keep every status they had (the timeline)
 * and the reason a candidate gave when withdrawing. Applications stored before this get the
 * timeline their status and stage imply, the same the seed gives a new database's applications.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('draft_applications').addColumn('answers', 'text').execute();
  await db.schema.alterTable('applications').addColumn('withdrawal_reason', 'text').execute();
  await db.schema.alterTable('applications').addColumn('visitor_key', 'text').execute();

  await db.schema
    .createTable('application_status_history')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('application_status_history_application')
    .on('application_status_history')
    .columns(['application_id', 'at'])
    .execute();

  await addInferredHistories(db);
};

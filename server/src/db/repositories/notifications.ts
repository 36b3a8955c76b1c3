import type { components } from '../../../../generated/server/pcsx';
import type { Db } from '../database';
import type { NotificationRow } from '../schema';

type Notification = components['schemas']['Notification'];

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  categoryTitle: row.category_title,
  message: row.message,
  createdAt: row.created_at,
  isClicked: row.is_clicked === 1,
  isViewed: row.is_viewed === 1,
  redirectUrl: row.redirect_url,
  notificationType: row.notification_type,
});

/** A candidate's notifications; every query is scoped by user id. */
export const createNotificationsRepository = (db: Db) => ({
  list: async (
    userId: number,
    type: Notification['notificationType'] | null,
  ): Promise<Notification[]> => {
    let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
    if (type) query = query.where('notification_type', '=', type);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toNotification);
  },

  markClicked: async (userId: number, id: number): Promise<Notification | undefined> => {
    await db
      .updateTable('notifications')
      .set({ is_clicked: 1, is_viewed: 1 })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    const row = await db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toNotification(row) : undefined;
  },

  markAllViewed: async (userId: number): Promise<number> => {
    const result = await db
      .updateTable('notifications')
      .set({ is_viewed: 1 })
      .where('user_id', '=', userId)
      .where('is_viewed', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  markAllClicked: async (userId: number): Promise<number> => {
    const result = await db
      .updateTable('notifications')
      .set({ is_clicked: 1, is_viewed: 1 })
      .where('user_id', '=', userId)
      .where('is_clicked', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  unviewedCount: async (userId: number): Promise<number> => {
    const row = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('is_viewed', '=', 0)
      .executeTakeFirstOrThrow();
    return row.count;
  },
});

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

import type { Db } from '../database';
import { lockUserRow } from '../dialect';

export interface StoredAvatar {
  contentType: string;
  content: Buffer;
}

/** Avatar images; the profile's `avatar` column holds the path the app shows. */
export const createAvatarsRepository = (db: Db) => ({
  /**
   * Replaces the user's image and points the profile at its new path, in one transaction that
   * holds the user's row: uploads sent at once replace one another in turn, and the profile names
   * the image kept.
   */
  replace: async (
    userId: number,
    image: { fileName: string; path: string; contentType: string; content: Buffer },
    nowIso: string,
  ): Promise<void> => {
    await db.transaction().execute(async (transaction) => {
      await lockUserRow(transaction, userId);
      await transaction.deleteFrom('avatars').where('user_id', '=', userId).execute();
      await transaction
        .insertInto('avatars')
        .values({
          user_id: userId,
          file_name: image.fileName,
          content_type: image.contentType,
          content: image.content,
          updated_at: nowIso,
        })
        .execute();
      await transaction
        .updateTable('profiles')
        .set({ avatar: image.path, updated_at: nowIso })
        .where('user_id', '=', userId)
        .execute();
    });
  },

  remove: async (userId: number, nowIso: string): Promise<void> => {
    await db.transaction().execute(async (transaction) => {
      await lockUserRow(transaction, userId);
      await transaction.deleteFrom('avatars').where('user_id', '=', userId).execute();
      await transaction
        .updateTable('profiles')
        .set({ avatar: null, updated_at: nowIso })
        .where('user_id', '=', userId)
        .execute();
    });
  },

  byFileName: async (fileName: string): Promise<StoredAvatar | undefined> => {
    const row = await db
      .selectFrom('avatars')
      .select(['content_type', 'content'])
      .where('file_name', '=', fileName)
      .executeTakeFirst();
    return row ? { contentType: row.content_type, content: row.content } : undefined;
  },
});

export type AvatarsRepository = ReturnType<typeof createAvatarsRepository>;

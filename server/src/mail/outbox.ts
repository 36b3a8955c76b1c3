import type { Db } from '../db/database';

export interface OutgoingMail {
  /** The account the mail concerns; null when the address has no account. */
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface StoredMail extends OutgoingMail {
  id: number;
  sentMs: number;
}

/**
 * Outgoing mail. The reference server has no mail server: every mail is stored in `mail_outbox`,
 * where the development outbox page shows it. A real deployment replaces `sendMail` with a
 * delivery service and keeps the same call.
 */
export const createMailOutbox = (db: Db, now: () => number) => ({
  sendMail: async (mail: OutgoingMail): Promise<void> => {
    await db
      .insertInto('mail_outbox')
      .values({
        user_id: mail.userId,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
        created_ms: now(),
      })
      .execute();
  },

  /** The latest mails, newest first. */
  latest: async (limit: number): Promise<StoredMail[]> => {
    const rows = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body === null ? {} : { html: row.html_body }),
      sentMs: row.created_ms,
    }));
  },
});

export type MailOutbox = ReturnType<typeof createMailOutbox>;

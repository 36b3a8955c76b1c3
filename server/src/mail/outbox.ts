import type { Db } from '../db/database';

/** Why a mail was sent, where the server must find it again (to discard a used reset link). */
export type MailPurpose = 'password_reset' | 'account_confirmation';

export interface OutgoingMail {
  /** The account the mail concerns; null when the address has no account. */
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  purpose?: MailPurpose;
}

export interface StoredMail extends Omit<OutgoingMail, 'purpose'> {
  id: number;
  sentMs: number;
}

/**
 * Outgoing mail. The reference server has no mail server: with `keepsMail` (the development
 * outbox, opted into with `PCSX_DEV_TOOLS=1`) every mail is stored in `mail_outbox`, where the
 * development outbox page shows it; without it mail is dropped, so no reset link is kept anywhere.
 * A real deployment replaces `sendMail` with a delivery service and keeps the same call.
 */
export const createMailOutbox = (db: Db, now: () => number, keepsMail: boolean) => ({
  sendMail: async (mail: OutgoingMail): Promise<void> => {
    if (!keepsMail) return;
    await db.transaction().execute(async (trx) => {
      // A newer reset mail supersedes the older ones: only its link stays readable. Mail about an
      // address without an account (an account confirmation) is found by its address instead.
      if (mail.purpose !== undefined) {
        await trx
          .deleteFrom('mail_outbox')
          .where((eb) =>
            mail.userId === null
              ? eb('user_id', 'is', null).and('to_address', '=', mail.to)
              : eb('user_id', '=', mail.userId),
          )
          .where('purpose', '=', mail.purpose)
          .execute();
      }
      await trx
        .insertInto('mail_outbox')
        .values({
          user_id: mail.userId,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          purpose: mail.purpose ?? null,
          created_ms: now(),
        })
        .execute();
    });
  },

  /** Deletes the user's reset mails once their links are used or ended, so none can be read. */
  discardPasswordResetMails: async (userId: number): Promise<void> => {
    await db
      .deleteFrom('mail_outbox')
      .where('user_id', '=', userId)
      .where('purpose', '=', 'password_reset')
      .execute();
  },

  /** Deletes the account confirmation mails sent to an address once its link is used. */
  discardAccountConfirmationMails: async (address: string): Promise<void> => {
    await db
      .deleteFrom('mail_outbox')
      .where('user_id', 'is', null)
      .where('to_address', '=', address)
      .where('purpose', '=', 'account_confirmation')
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

import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { withinTransaction } from '../db/transaction';

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
  /** The one-click unsubscribe address (RFC 8058) of a notification or alert mail. */
  unsubscribeUrl?: string;
}

export interface StoredMail extends Omit<OutgoingMail, 'purpose' | 'unsubscribeUrl'> {
  id: number;
  sentMs: number;
  state: 'pending' | 'sent' | 'failed';
}

/**
 * What becomes of a mail once written: `deliver` queues it for the relay (see `MailDelivery`),
 * `keep` only keeps it for the development outbox page, `drop` writes nothing (mail disabled).
 */
export type MailHandling = 'deliver' | 'keep' | 'drop';

export interface MailOutboxOptions {
  handling: MailHandling;
  now: () => number;
  /** The domain of each mail's `Message-ID` (the sender's). */
  messageIdDomain: () => string;
  /** Told after a mail is written, so delivery starts without waiting for its next look. */
  onQueued?: () => void;
}

/**
 * Outgoing mail, written to `mail_outbox` in the transaction of the change that causes it (the
 * `within` argument), so an acknowledged change always has its mail and a rolled-back change has
 * none. Delivery happens in the background (`MailDelivery`): no request waits for the relay, and
 * a mail the relay has not accepted stays in the table until it does.
 */
export const createMailOutbox = (db: Db, options: MailOutboxOptions) => ({
  sendMail: async (mail: OutgoingMail, within: Db = db): Promise<void> => {
    if (options.handling === 'drop') return;
    const write = async (trx: Db): Promise<void> => {
      // A newer reset mail supersedes the older ones: only its link stays readable, and an older
      // one not yet delivered is not sent. Mail about an address without an account (an account
      // confirmation) is found by its address instead.
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
      const nowMs = options.now();
      await trx
        .insertInto('mail_outbox')
        .values({
          user_id: mail.userId,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          purpose: mail.purpose ?? null,
          created_ms: nowMs,
          message_id: `<${randomUUID()}@${options.messageIdDomain()}>`,
          unsubscribe_url: mail.unsubscribeUrl ?? null,
          state: options.handling === 'deliver' ? 'pending' : 'sent',
          next_attempt_ms: nowMs,
          sent_ms: options.handling === 'deliver' ? null : nowMs,
        })
        .execute();
    };
    await withinTransaction(within, write);
    options.onQueued?.();
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
      state: row.state,
    }));
  },
});

export type MailOutbox = ReturnType<typeof createMailOutbox>;

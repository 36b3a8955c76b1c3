import type { Db } from '../database';
import type { PendingRegistrationsTable } from '../schema';
import { withinTransaction } from '../transaction';

export interface NewPendingRegistration {
  email: string;
  tokenHash: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  visitorKey: string | null;
  createdMs: number;
  expiresMs: number;
}

export interface PendingRegistration {
  id: number;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  visitorKey: string | null;
}

/** Registrations waiting for the link mailed to the email's owner (see `confirmRegistration`). */
export const createPendingRegistrationsRepository = (db: Db) => ({
  /**
   * Keeps the registration, replacing an earlier one for the same email together with its link.
   * Expired ones go at the same time, so abandoned registrations do not pile up. Part of `db`'s
   * transaction when it is one.
   */
  save: async (registration: NewPendingRegistration): Promise<void> => {
    const values = {
      token_hash: registration.tokenHash,
      password_hash: registration.passwordHash,
      firstname: registration.firstname,
      lastname: registration.lastname,
      visitor_key: registration.visitorKey,
      created_ms: registration.createdMs,
      expires_ms: registration.expiresMs,
    } satisfies Partial<PendingRegistrationsTable>;
    await withinTransaction(db, async (trx) => {
      await trx
        .deleteFrom('pending_registrations')
        .where('expires_ms', '<=', registration.createdMs)
        .execute();
      await trx
        .insertInto('pending_registrations')
        .values({ email: registration.email, ...values })
        .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
        .execute();
    });
  },

  /** The registration of a link that is known and not expired. */
  findValid: async (tokenHash: string, nowMs: number): Promise<PendingRegistration | undefined> => {
    const row = await db
      .selectFrom('pending_registrations')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('expires_ms', '>', nowMs)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        email: row.email,
        passwordHash: row.password_hash,
        firstname: row.firstname,
        lastname: row.lastname,
        visitorKey: row.visitor_key,
      }
    );
  },

  delete: async (id: number): Promise<void> => {
    await db.deleteFrom('pending_registrations').where('id', '=', id).execute();
  },
});

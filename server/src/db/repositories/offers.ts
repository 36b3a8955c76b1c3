import type { components } from '../../../../generated/server/pcsx';
import { COMPANY_NAME } from '../../site';
import type { Db } from '../database';
import type { OffersTable } from '../schema';

type Offer = components['schemas']['Offer'];

export interface OfferFile {
  name: string;
  contentType: string;
  content: Buffer;
}

export type OfferTransition = 'accepted' | 'not_found' | 'not_allowed';

const offerColumns = [
  'id',
  'status',
  'position_id',
  'position_name',
  'updated_at',
  'expires_at',
  'esign_token',
  'inline_letter',
  'form_status',
] as const;

/**
 * Offers of one candidate. Every query is scoped by user id: another candidate's offer is
 * indistinguishable from a missing one.
 */
export const createOffersRepository = (db: Db, domain: string) => {
  const toOffer = async (row: Pick<OffersTable, (typeof offerColumns)[number]>): Promise<Offer> => {
    const attachments = await db
      .selectFrom('offer_attachments')
      .select(['query_enc_id', 'name', 's3_path'])
      .where('offer_id', '=', row.id)
      .orderBy('id')
      .execute();
    const letter =
      row.inline_letter === 1
        ? await db
            .selectFrom('offers')
            .select('letter_pdf')
            .where('id', '=', row.id)
            .executeTakeFirst()
        : undefined;
    return {
      id: row.id,
      status: row.status,
      position: { id: row.position_id, name: row.position_name },
      updated_at: row.updated_at,
      expires_at: row.expires_at,
      ef_esign_url: row.esign_token === null ? null : `/esign/${row.esign_token}`,
      unsigned_offer_letter_url: `/api/pcsx/offers/${row.id}/letter?domain=${encodeURIComponent(domain)}`,
      unsigned_offer_letter_bytes: letter ? letter.letter_pdf.toString('base64') : null,
      offer_email_attachments: attachments,
      form_status: row.form_status,
    };
  };

  const findRow = (userId: number, offerId: number) =>
    db
      .selectFrom('offers')
      .select(offerColumns)
      .where('id', '=', offerId)
      .where('user_id', '=', userId)
      .executeTakeFirst();

  /** Moves an Extended, unexpired offer; the condition is in the UPDATE so races cannot slip by. */
  const transition = async (
    userId: number,
    offerId: number,
    nowIso: string,
    changes: Partial<
      Pick<
        OffersTable,
        'status' | 'form_status' | 'signed_letter' | 'signed_letter_name' | 'decline_reason'
      >
    >,
  ): Promise<OfferTransition> => {
    const result = await db
      .updateTable('offers')
      .set({ ...changes, updated_at: nowIso })
      .where('id', '=', offerId)
      .where('user_id', '=', userId)
      .where('status', '=', 'Extended')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) return 'accepted';
    return (await findRow(userId, offerId)) ? 'not_allowed' : 'not_found';
  };

  return {
    /** Newest first. */
    list: async (userId: number): Promise<Offer[]> => {
      const rows = await db
        .selectFrom('offers')
        .select(offerColumns)
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return Promise.all(rows.map(toOffer));
    },

    get: async (userId: number, offerId: number): Promise<Offer | undefined> => {
      const row = await findRow(userId, offerId);
      return row ? toOffer(row) : undefined;
    },

    /** Whether an offer of this user may still be signed through its e-sign link. */
    findByEsignToken: (token: string) =>
      db
        .selectFrom('offers')
        .select(['id', 'user_id', 'status', 'expires_at', 'position_name'])
        .where('esign_token', '=', token)
        .executeTakeFirst(),

    accept: (
      userId: number,
      offerId: number,
      nowIso: string,
      signedLetter: { name: string; content: Buffer } | null,
    ): Promise<OfferTransition> =>
      transition(userId, offerId, nowIso, {
        status: 'Accepted',
        form_status: 'completed',
        ...(signedLetter
          ? { signed_letter: signedLetter.content, signed_letter_name: signedLetter.name }
          : {}),
      }),

    decline: (
      userId: number,
      offerId: number,
      nowIso: string,
      reason: string | null,
    ): Promise<OfferTransition> =>
      transition(userId, offerId, nowIso, { status: 'Declined', decline_reason: reason }),

    letter: async (userId: number, offerId: number): Promise<OfferFile | undefined> => {
      const row = await db
        .selectFrom('offers')
        .select(['letter_pdf', 'id'])
        .where('id', '=', offerId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? {
            name: `${COMPANY_NAME.replaceAll(' ', '_')}_Offer_${row.id}.pdf`,
            contentType: 'application/pdf',
            content: row.letter_pdf,
          }
        : undefined;
    },

    attachment: async (
      userId: number,
      offerId: number,
      encId: string,
    ): Promise<OfferFile | undefined> => {
      const row = await db
        .selectFrom('offer_attachments as a')
        .innerJoin('offers as o', 'o.id', 'a.offer_id')
        .select(['a.name', 'a.content_type', 'a.content'])
        .where('a.query_enc_id', '=', encId)
        .where('o.id', '=', offerId)
        .where('o.user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? { name: row.name, contentType: row.content_type, content: row.content }
        : undefined;
    },

    signedLetter: async (offerId: number): Promise<OfferFile | undefined> => {
      const row = await db
        .selectFrom('offers')
        .select(['signed_letter', 'signed_letter_name'])
        .where('id', '=', offerId)
        .executeTakeFirst();
      return row?.signed_letter
        ? {
            name: row.signed_letter_name ?? 'signed.pdf',
            contentType: 'application/pdf',
            content: row.signed_letter,
          }
        : undefined;
    },
  };
};

export type OffersRepository = ReturnType<typeof createOffersRepository>;

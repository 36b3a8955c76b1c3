import type { ExpressionBuilder } from 'kysely';
import type { components } from '../../../../generated/server/pcsx';
import { offerExpiringKeyPrefix, offerExtendedKey } from '../../notifications/offer-keys';
import { COMPANY_NAME } from '../../site';
import type { Db } from '../database';
import { withinTransaction } from '../transaction';
import type { Database, OffersTable } from '../schema';

type Offer = components['schemas']['Offer'];

export interface OfferFile {
  name: string;
  contentType: string;
  content: Buffer;
}

/** The signed letter kept in an offer's row, as a file; undefined when there is none. */
const signedLetterOf = (
  row: { signed_letter: Buffer | null; signed_letter_name: string | null } | undefined,
): OfferFile | undefined =>
  row?.signed_letter
    ? {
        name: row.signed_letter_name ?? 'signed.pdf',
        contentType: 'application/pdf',
        content: row.signed_letter,
      }
    : undefined;

/** What answering an open offer records. */
export type OfferAnswer =
  | { status: 'Accepted'; signedLetter: { name: string; content: Buffer } | null }
  | { status: 'Declined'; reason: string | null };

export type OfferTransition =
  { ok: true; offer: Offer } | { ok: false; failure: 'not_found' | 'not_open' };

/**
 * An offer is open while it is Extended and its expiry, if any, is still ahead; only an open
 * offer may be accepted, declined or signed.
 */
const isOpen = (eb: ExpressionBuilder<Database, 'offers'>, nowIso: string) =>
  eb.and([
    eb('status', '=', 'Extended'),
    eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]),
  ]);

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
  'signed_letter_name',
  'compensation_amount',
  'compensation_currency',
  'compensation_period',
  'start_date',
  'work_location',
] as const;

type SummaryColumns = Pick<
  OffersTable,
  | 'compensation_amount'
  | 'compensation_currency'
  | 'compensation_period'
  | 'start_date'
  | 'work_location'
>;

/** The offer's pay, when the employer gave its amount, currency and period. */
export const compensationOf = (
  row: Pick<OffersTable, 'compensation_amount' | 'compensation_currency' | 'compensation_period'>,
) =>
  row.compensation_amount !== null &&
  row.compensation_currency !== null &&
  row.compensation_period !== null
    ? {
        amount: row.compensation_amount,
        currency: row.compensation_currency,
        period: row.compensation_period,
      }
    : null;

/** What the offer proposes, with only the parts the employer gave; none at all gives no summary. */
const summaryOf = (row: SummaryColumns): Offer['summary'] => {
  const compensation = compensationOf(row);
  const summary = {
    ...(compensation ? { compensation } : {}),
    ...(row.start_date !== null ? { start_date: row.start_date } : {}),
    ...(row.work_location !== null ? { location: row.work_location } : {}),
  };
  return Object.keys(summary).length === 0 ? undefined : summary;
};

/**
 * Answering an offer resolves the notifications that asked for an answer: they stay in the
 * candidate's list, read, but no longer call for action.
 */
const resolveOfferNotifications = (db: Db, userId: number, offerId: number) =>
  db
    .updateTable('notifications')
    .set({ notification_type: 'read_only', is_viewed: 1, is_clicked: 1 })
    .where('user_id', '=', userId)
    .where('notification_type', '=', 'action_required')
    .where((eb) =>
      eb.or([
        eb('event_key', '=', offerExtendedKey(offerId)),
        eb('event_key', 'like', `${offerExpiringKeyPrefix(offerId)}%`),
      ]),
    )
    .execute();

/**
 * Offers of one candidate. Every query is scoped by user id: another candidate's offer is
 * indistinguishable from a missing one.
 */
export const createOffersRepository = (db: Db, domain: string) => {
  type OfferRow = Pick<OffersTable, (typeof offerColumns)[number]>;

  /**
   * The offers with their attachments, and with their letter inline while they are open at
   * `nowIso`: a closed offer's letter is read by its URL, so a long list of past offers does not
   * carry every letter. Three queries whatever the number of offers.
   */
  const toOffers = async (rows: readonly OfferRow[], nowIso: string): Promise<Offer[]> => {
    if (rows.length === 0) return [];
    const attachments = new Map<number, Offer['offer_email_attachments']>();
    const attachmentRows = await db
      .selectFrom('offer_attachments')
      .select(['offer_id', 'query_enc_id', 'name', 's3_path'])
      .where(
        'offer_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    for (const { offer_id, ...attachment } of attachmentRows) {
      attachments.set(offer_id, [...(attachments.get(offer_id) ?? []), attachment]);
    }
    const inline = rows.filter((row) => row.inline_letter === 1 && row.status === 'Extended');
    const letters = new Map(
      (inline.length === 0
        ? []
        : await db
            .selectFrom('offers')
            .select(['id', 'letter_pdf'])
            .where(
              'id',
              'in',
              inline.map((row) => row.id),
            )
            .where((eb) => isOpen(eb, nowIso))
            .execute()
      ).map((letter) => [letter.id, letter.letter_pdf.toString('base64')]),
    );
    return rows.map((row) => {
      const summary = summaryOf(row);
      return {
        id: row.id,
        status: row.status,
        position: { id: row.position_id, name: row.position_name },
        updated_at: row.updated_at,
        expires_at: row.expires_at,
        ef_esign_url: row.esign_token === null ? null : `/esign/${row.esign_token}`,
        unsigned_offer_letter_url: `/api/pcsx/offers/${row.id}/letter?domain=${encodeURIComponent(domain)}`,
        unsigned_offer_letter_bytes: letters.get(row.id) ?? null,
        offer_email_attachments: attachments.get(row.id) ?? [],
        form_status: row.form_status,
        signed_offer_letter_url:
          row.signed_letter_name === null
            ? null
            : `/api/pcsx/offers/${row.id}/signed-letter?domain=${encodeURIComponent(domain)}`,
        ...(summary ? { summary } : {}),
      };
    });
  };

  const toOffer = async (row: OfferRow, nowIso: string): Promise<Offer> => {
    const [offer] = await toOffers([row], nowIso);
    if (!offer) throw new Error(`Offer ${row.id} has no answer`);
    return offer;
  };

  /** The offer, or with `openAt` only while it is open at that instant. */
  const findRow = (userId: number, offerId: number, openAt?: string) => {
    const query = db
      .selectFrom('offers')
      .select(offerColumns)
      .where('id', '=', offerId)
      .where('user_id', '=', userId);
    return (
      openAt === undefined ? query : query.where((eb) => isOpen(eb, openAt))
    ).executeTakeFirst();
  };

  const refusal = async (
    userId: number,
    offerId: number,
  ): Promise<{ ok: false; failure: 'not_found' | 'not_open' }> => ({
    ok: false,
    failure: (await findRow(userId, offerId)) ? 'not_open' : 'not_found',
  });

  return {
    /** The `limit` newest, newest first, as at `nowIso`. */
    list: async (userId: number, nowIso: string, limit: number): Promise<Offer[]> => {
      const rows = await db
        .selectFrom('offers')
        .select(offerColumns)
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return toOffers(rows, nowIso);
    },

    get: async (userId: number, offerId: number, nowIso: string): Promise<Offer | undefined> => {
      const row = await findRow(userId, offerId);
      return row ? toOffer(row, nowIso) : undefined;
    },

    /** The candidate's offer behind an e-sign link, while it is open and so may be signed. */
    findOpenByEsignToken: (userId: number, token: string, nowIso: string) =>
      db
        .selectFrom('offers')
        .select(['id', 'position_name'])
        .where('esign_token', '=', token)
        .where('user_id', '=', userId)
        .where((eb) => isOpen(eb, nowIso))
        .executeTakeFirst(),

    /**
     * Answers an open offer: `answer` sees the offer (and may throw to refuse the request) and
     * says what to record. The UPDATE repeats the open condition, so a concurrent answer cannot
     * slip by; the answered offer is returned.
     */
    transition: async (
      userId: number,
      offerId: number,
      nowIso: string,
      answer: (offer: Offer) => OfferAnswer,
    ): Promise<OfferTransition> => {
      const row = await findRow(userId, offerId, nowIso);
      if (!row) return refusal(userId, offerId);
      const answered = answer(await toOffer(row, nowIso));
      const changes =
        answered.status === 'Accepted'
          ? {
              status: answered.status,
              form_status: 'completed' as const,
              ...(answered.signedLetter
                ? {
                    signed_letter: answered.signedLetter.content,
                    signed_letter_name: answered.signedLetter.name,
                  }
                : {}),
            }
          : { status: answered.status, decline_reason: answered.reason };
      const isAnswered = await withinTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('offers')
          .set({ ...changes, updated_at: nowIso })
          .where('id', '=', offerId)
          .where('user_id', '=', userId)
          .where((eb) => isOpen(eb, nowIso))
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await resolveOfferNotifications(trx, userId, offerId);
        return true;
      });
      if (!isAnswered) return refusal(userId, offerId);
      const updated = await findRow(userId, offerId);
      return updated
        ? { ok: true, offer: await toOffer(updated, nowIso) }
        : refusal(userId, offerId);
    },

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

    /** The candidate's signed letter of an accepted offer; undefined for another's or none. */
    signedLetterFor: async (userId: number, offerId: number): Promise<OfferFile | undefined> => {
      const row = await db
        .selectFrom('offers')
        .select(['signed_letter', 'signed_letter_name'])
        .where('id', '=', offerId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return signedLetterOf(row);
    },

    signedLetter: async (offerId: number): Promise<OfferFile | undefined> => {
      const row = await db
        .selectFrom('offers')
        .select(['signed_letter', 'signed_letter_name'])
        .where('id', '=', offerId)
        .executeTakeFirst();
      return signedLetterOf(row);
    },
  };
};

export type OffersRepository = ReturnType<typeof createOffersRepository>;

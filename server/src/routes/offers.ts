import type { components } from '../../../generated/server/pcsx';
import { LIST_LIMIT } from '../dashboard/list-limit';
import type { OfferTransition } from '../db/repositories/offers';
import {
  conflict,
  fieldFailed,
  notFound,
  unsupportedMediaType,
  validationFailed,
} from '../http/errors';
import { SOURCE_LOCALE, translate } from '../i18n/messages';
import { isPdf } from '../lib/pdf';
import { notify } from '../notifications/notify';
import { eSignedLetter, signedLetterName } from '../offers/e-signed-letter';
import { notifyContextOf, nowIso, requireUser } from './support';
import { bare, file, ok, type Handlers, type UploadedFile } from './types';

type Offer = components['schemas']['Offer'];

const SIGNED_LETTER_FIELD = 'signed_offer_letter_pdf_file';

/** The uploaded signed letter, required unless the offer is signed online; 422 or 415 if unusable. */
const signedLetterOf = (
  offer: Offer,
  uploaded: UploadedFile | undefined,
  textField: string | undefined,
): { name: string; content: Buffer } | null => {
  // A client that sends the field as text instead of a file part still sends its bytes.
  const letter = uploaded
    ? { name: uploaded.fileName || 'signed-offer-letter.pdf', content: uploaded.content }
    : textField !== undefined
      ? { name: 'signed-offer-letter.pdf', content: Buffer.from(textField, 'utf8') }
      : null;
  if (!letter && offer.ef_esign_url === null) {
    throw fieldFailed(SIGNED_LETTER_FIELD, 'server.offers.signedLetterRequired');
  }
  if (letter && letter.content.length === 0) {
    throw validationFailed('server.upload.failed', [
      { name: SIGNED_LETTER_FIELD, message: 'server.upload.empty' },
    ]);
  }
  if (letter && !isPdf(letter.content))
    throw unsupportedMediaType('server.offers.signedLetterNotPdf');
  return letter;
};

/**
 * The offer with its signing page in the app's language: the page is framed, and the frame's
 * request carries the browser's languages, which may not be the ones the app shows.
 */
const withSigningLanguage = (offer: Offer, locale: string): Offer =>
  offer.ef_esign_url === null || locale === SOURCE_LOCALE
    ? offer
    : { ...offer, ef_esign_url: `${offer.ef_esign_url}?hl=${encodeURIComponent(locale)}` };

/** The answered offer, or the refusal: 404 for no such offer, 409 once it is no longer open. */
const answeredOffer = (outcome: OfferTransition, verb: 'accepted' | 'declined'): Offer => {
  if (outcome.ok) return outcome.offer;
  if (outcome.failure === 'not_found') throw notFound('server.offers.notFound');
  throw conflict(
    verb === 'accepted' ? 'server.offers.noLongerAcceptable' : 'server.offers.noLongerDeclinable',
  );
};

export const offerHandlers: Handlers<
  | 'listOffers'
  | 'acceptOffer'
  | 'declineOffer'
  | 'getOfferLetter'
  | 'getSignedOfferLetter'
  | 'getOfferAttachment'
> = {
  listOffers: async ({ services, caller, locale }) =>
    bare(
      (
        await services.repositories.offers.list(
          requireUser(caller).id,
          nowIso(services),
          LIST_LIMIT,
        )
      ).map((offer) => withSigningLanguage(offer, locale)),
    ),

  acceptOffer: async ({ request, path, body, files, services, caller, locale }) => {
    const user = requireUser(caller);
    const uploaded = files.get(SIGNED_LETTER_FIELD);
    const signedAt = nowIso(services);
    // Signed online, the offer keeps its letter with a page that records the signature.
    const letter =
      uploaded === undefined && body?.signed_offer_letter_pdf_file === undefined
        ? await services.repositories.offers.letter(user.id, path.id)
        : undefined;
    const outcome = await services.repositories.offers.transition(
      user.id,
      path.id,
      signedAt,
      (offer) => {
        const signedLetter = signedLetterOf(offer, uploaded, body?.signed_offer_letter_pdf_file);
        return {
          status: 'Accepted',
          signedLetter:
            signedLetter ??
            (letter && offer.ef_esign_url !== null
              ? {
                  name: signedLetterName(offer.id),
                  content: eSignedLetter(letter.content, {
                    offerId: offer.id,
                    positionName: offer.position.name,
                    signerName: `${user.firstname} ${user.lastname}`.trim(),
                    signedAt,
                  }),
                }
              : null),
        };
      },
    );
    const offer = answeredOffer(outcome, 'accepted');
    await notify(
      notifyContextOf(services, request.log),
      user.id,
      { kind: 'offer_accepted', offerId: offer.id, positionName: offer.position.name },
      services.now(),
    );
    return ok({ offer, message: translate(locale, 'server.offers.accepted') });
  },

  declineOffer: async ({ path, body, services, caller, locale }) => {
    const reason = body?.reason?.trim() ?? '';
    const outcome = await services.repositories.offers.transition(
      requireUser(caller).id,
      path.id,
      nowIso(services),
      () => ({ status: 'Declined', reason: reason === '' ? null : reason }),
    );
    return ok({
      offer: answeredOffer(outcome, 'declined'),
      message: translate(locale, 'server.offers.declined'),
    });
  },

  getOfferLetter: async ({ path, services, caller }) => {
    const letter = await services.repositories.offers.letter(requireUser(caller).id, path.id);
    if (!letter) throw notFound('server.offers.notFound');
    return file(letter.name, letter.contentType, letter.content);
  },

  getSignedOfferLetter: async ({ path, services, caller }) => {
    const letter = await services.repositories.offers.signedLetterFor(
      requireUser(caller).id,
      path.id,
    );
    if (!letter) throw notFound('server.offers.notFound');
    return file(letter.name, letter.contentType, letter.content);
  },

  getOfferAttachment: async ({ path, services, caller }) => {
    const attachment = await services.repositories.offers.attachment(
      requireUser(caller).id,
      path.id,
      path.attachmentId,
    );
    if (!attachment) throw notFound('server.offers.attachmentNotFound');
    return file(
      attachment.name,
      attachment.contentType === 'application/pdf' ? 'application/pdf' : 'application/octet-stream',
      attachment.content,
    );
  },
};

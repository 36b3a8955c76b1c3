import type { components } from '../../../generated/server/pcsx';
import type { OfferTransition } from '../db/repositories/offers';
import { conflict, notFound, unsupportedMediaType, validationFailed } from '../http/errors';
import { isPdf } from '../lib/pdf';
import { notify } from '../notifications/notify';
import { notifyContextOf, nowIso, requireUser } from './support';
import { bare, file, ok, type Handlers, type UploadedFile } from './types';

type Offer = components['schemas']['Offer'];

const OFFER_NOT_FOUND = 'Offer not found.';
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
    throw validationFailed('A signed offer letter is required.', [
      { name: SIGNED_LETTER_FIELD, message: 'A signed offer letter is required.' },
    ]);
  }
  if (letter && letter.content.length === 0) {
    throw validationFailed('File could not be uploaded', [
      { name: SIGNED_LETTER_FIELD, message: 'The uploaded file is empty.' },
    ]);
  }
  if (letter && !isPdf(letter.content))
    throw unsupportedMediaType('The signed offer letter must be a PDF file.');
  return letter;
};

/** The answered offer, or the refusal: 404 for no such offer, 409 once it is no longer open. */
const answeredOffer = (outcome: OfferTransition, verb: 'accepted' | 'declined'): Offer => {
  if (outcome.ok) return outcome.offer;
  if (outcome.failure === 'not_found') throw notFound(OFFER_NOT_FOUND);
  throw conflict(`This offer can no longer be ${verb}.`);
};

export const offerHandlers: Handlers<
  'listOffers' | 'acceptOffer' | 'declineOffer' | 'getOfferLetter' | 'getOfferAttachment'
> = {
  listOffers: async ({ services, caller }) =>
    bare(await services.repositories.offers.list(requireUser(caller).id)),

  acceptOffer: async ({ request, path, body, files, services, caller }) => {
    const user = requireUser(caller);
    const outcome = await services.repositories.offers.transition(
      user.id,
      path.id,
      nowIso(services),
      (offer) => ({
        status: 'Accepted',
        signedLetter: signedLetterOf(
          offer,
          files.get(SIGNED_LETTER_FIELD),
          body?.signed_offer_letter_pdf_file,
        ),
      }),
    );
    const offer = answeredOffer(outcome, 'accepted');
    await notify(
      notifyContextOf(services, request.log),
      user.id,
      { kind: 'offer_accepted', offerId: offer.id, positionName: offer.position.name },
      services.now(),
    );
    return ok({ offer, message: 'Successfully submitted form for verification' });
  },

  declineOffer: async ({ path, body, services, caller }) => {
    const reason = body?.reason?.trim() ?? '';
    const outcome = await services.repositories.offers.transition(
      requireUser(caller).id,
      path.id,
      nowIso(services),
      () => ({ status: 'Declined', reason: reason === '' ? null : reason }),
    );
    return ok({
      offer: answeredOffer(outcome, 'declined'),
      message: 'Successfully rejected the offer',
    });
  },

  getOfferLetter: async ({ path, services, caller }) => {
    const letter = await services.repositories.offers.letter(requireUser(caller).id, path.id);
    if (!letter) throw notFound(OFFER_NOT_FOUND);
    return file(letter.name, letter.contentType, letter.content);
  },

  getOfferAttachment: async ({ path, services, caller }) => {
    const attachment = await services.repositories.offers.attachment(
      requireUser(caller).id,
      path.id,
      path.attachmentId,
    );
    if (!attachment) throw notFound('Attachment not found.');
    return file(
      attachment.name,
      attachment.contentType === 'application/pdf' ? 'application/pdf' : 'application/octet-stream',
      attachment.content,
    );
  },
};

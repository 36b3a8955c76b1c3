import type { components } from '../../../generated/server/pcsx';
import { conflict, notFound, unsupportedMediaType, validationFailed } from '../http/errors';
import { isPdf } from '../lib/pdf';
import { bare, file, ok, type Handlers } from './types';
import { nowIso, requireUser } from './support';

type Offer = components['schemas']['Offer'];

const OFFER_NOT_FOUND = 'Offer not found.';
const SIGNED_LETTER_FIELD = 'signed_offer_letter_pdf_file';

/** Extended and not past its expiry: the only state accept and decline work from. */
const isOpen = (offer: Offer, now: string): boolean =>
  offer.status === 'Extended' && (offer.expires_at === null || offer.expires_at > now);

export const offerHandlers: Handlers<
  'listOffers' | 'acceptOffer' | 'declineOffer' | 'getOfferLetter' | 'getOfferAttachment'
> = {
  listOffers: async ({ services, caller }) =>
    bare(await services.repositories.offers.list(requireUser(caller).id)),

  acceptOffer: async ({ path, body, files, services, caller }) => {
    const user = requireUser(caller);
    const now = nowIso(services);
    const offer = await services.repositories.offers.get(user.id, path.id);
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    if (!isOpen(offer, now)) throw conflict('This offer can no longer be accepted.');

    const uploaded = files.get(SIGNED_LETTER_FIELD);
    // A client that sends the field as text instead of a file part still sends its bytes.
    const textField = body?.signed_offer_letter_pdf_file;
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

    const outcome = await services.repositories.offers.accept(user.id, offer.id, now, letter);
    if (outcome === 'not_found') throw notFound(OFFER_NOT_FOUND);
    if (outcome === 'not_allowed') throw conflict('This offer can no longer be accepted.');
    const accepted = await services.repositories.offers.get(user.id, offer.id);
    if (!accepted) throw notFound(OFFER_NOT_FOUND);
    return ok({ offer: accepted, message: 'Successfully submitted form for verification' });
  },

  declineOffer: async ({ path, body, services, caller }) => {
    const user = requireUser(caller);
    const now = nowIso(services);
    const offer = await services.repositories.offers.get(user.id, path.id);
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    if (!isOpen(offer, now)) throw conflict('This offer can no longer be declined.');
    const reason = body?.reason?.trim() ?? '';
    const outcome = await services.repositories.offers.decline(
      user.id,
      offer.id,
      now,
      reason === '' ? null : reason,
    );
    if (outcome === 'not_found') throw notFound(OFFER_NOT_FOUND);
    if (outcome === 'not_allowed') throw conflict('This offer can no longer be declined.');
    const declined = await services.repositories.offers.get(user.id, offer.id);
    if (!declined) throw notFound(OFFER_NOT_FOUND);
    return ok({ offer: declined, message: 'Successfully rejected the offer' });
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

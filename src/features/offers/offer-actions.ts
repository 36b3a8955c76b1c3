import { acceptOffer, declineOffer } from '@generated/api/offers/offers';
import { ApiError } from '../../api/api-error';

export const OFFER_MESSAGES = {
  acceptSuccess: 'Successfully submitted form for verification',
  acceptFailed: 'Something went wrong when accepting the offer',
  acceptCallFailed: 'There was a problem accepting the offer',
  declineSuccess: 'Successfully rejected the offer',
  declineFailed: 'Something went wrong when rejecting the offer',
  declineCallFailed: 'There was a problem rejecting the offer',
} as const;

/** An accept or decline that failed: the server's words when it gave any, else the call's own. */
export class OfferActionError extends Error {
  readonly serverMessage: string | null;

  constructor(serverMessage: string | null, fallback: string) {
    super(serverMessage ?? fallback);
    this.name = 'OfferActionError';
    this.serverMessage = serverMessage;
  }
}

const serverWords = (error: unknown): string | null =>
  error instanceof ApiError ? error.serverMessage : null;

/** Accepts with the signed letter, or with empty form data after e-signing. */
export const acceptOfferCall = async (
  offerId: number,
  domain: string,
  signedLetter?: File,
): Promise<void> => {
  try {
    await acceptOffer(
      offerId,
      signedLetter ? { signed_offer_letter_pdf_file: signedLetter, domain } : { domain },
      { domain },
    );
  } catch (error) {
    throw new OfferActionError(serverWords(error), OFFER_MESSAGES.acceptCallFailed);
  }
};

export const declineOfferCall = async (offerId: number, domain: string): Promise<void> => {
  try {
    await declineOffer(offerId, { domain }, { domain });
  } catch (error) {
    throw new OfferActionError(serverWords(error), OFFER_MESSAGES.declineCallFailed);
  }
};

/** What the user reads after a failed action: the server's message, else the screen's own. */
export const offerFailureMessage = (error: unknown, screenFallback: string): string =>
  error instanceof OfferActionError && error.serverMessage ? error.serverMessage : screenFallback;

import { useQueryClient } from '@tanstack/react-query';
import {
  getListOffersQueryKey,
  useAcceptOffer,
  useDeclineOffer,
} from '@generated/api/offers/offers';
import {
  getGetNotificationBadgeQueryKey,
  getListNotificationsQueryKey,
} from '@generated/api/notifications/notifications';
import type { Offer, OfferActionResult } from '@generated/api/models';
import { ApiError } from '../../api/api-error';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';

/** The accept and decline messages of the spec, by id. */
export const OFFER_MESSAGES = {
  acceptSuccess: 'offers.message.acceptSuccess',
  acceptFailed: 'offers.message.acceptFailed',
  acceptCallFailed: 'offers.message.acceptCallFailed',
  declineSuccess: 'offers.message.declineSuccess',
  declineFailed: 'offers.message.declineFailed',
  declineCallFailed: 'offers.message.declineCallFailed',
} as const satisfies Record<string, MessageId<'offers'>>;

/** An accept or decline that failed: the server's words when it gave any, else the call's own. */
export class OfferActionError extends Error {
  readonly serverMessage: string | null;

  constructor(serverMessage: string | null, fallback: string) {
    super(serverMessage ?? fallback);
    this.name = 'OfferActionError';
    this.serverMessage = serverMessage;
  }
}

const toActionError = (error: unknown, fallback: string): OfferActionError =>
  new OfferActionError(error instanceof ApiError ? error.serverMessage : null, fallback);

/** What the user reads after a failed action: the server's message, else the screen's own. */
export const offerFailureMessage = (error: unknown, screenFallback: string): string =>
  error instanceof OfferActionError && error.serverMessage ? error.serverMessage : screenFallback;

/**
 * Accepting and declining an offer of the careers site `domain`. The offer the server returns
 * replaces its entry in the cached offers list at once, so the list shows the outcome without
 * waiting; the list is then fetched again in the background, and so are the notifications, as
 * answering resolves those that asked for an answer. A failure is thrown as an `OfferActionError`.
 */
export const useOfferActions = (domain: string) => {
  const { t } = useMessages('offers');
  const queryClient = useQueryClient();
  const onSuccess = ({ offer }: OfferActionResult) => {
    queryClient.setQueryData<Offer[]>(getListOffersQueryKey({ domain }), (offers) =>
      offers?.map((item) => (item.id === offer.id ? offer : item)),
    );
    void queryClient.invalidateQueries({ queryKey: getListOffersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListNotificationsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetNotificationBadgeQueryKey() });
  };
  const acceptMutation = useAcceptOffer({ mutation: { onSuccess } });
  const declineMutation = useDeclineOffer({ mutation: { onSuccess } });

  /** Accepts with the signed letter, sent as the file itself, or with no file after e-signing. */
  const accept = async (offerId: number, signedLetter?: File): Promise<void> => {
    try {
      await acceptMutation.mutateAsync({
        id: offerId,
        data: signedLetter ? { signed_offer_letter_pdf_file: signedLetter, domain } : { domain },
        params: { domain },
      });
    } catch (error) {
      throw toActionError(error, t(OFFER_MESSAGES.acceptCallFailed));
    }
  };

  const decline = async (offerId: number): Promise<void> => {
    try {
      await declineMutation.mutateAsync({ id: offerId, data: { domain }, params: { domain } });
    } catch (error) {
      throw toActionError(error, t(OFFER_MESSAGES.declineCallFailed));
    }
  };

  return { accept, decline };
};

import { useState } from 'react';
import type { Offer } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { DeclineOfferModal } from './decline-offer-modal';
import { OFFER_MESSAGES, offerFailureMessage, useOfferActions } from './offer-actions';

interface DeclineOfferProps {
  offer: Offer;
  domain: string;
  /** After a successful decline: its message, then the offers list. */
  onDeclined: (message: string) => Promise<void>;
  isDisabled?: boolean;
  /** Told when the decline call starts and ends, so the page can hold its other actions. */
  onBusyChange?: (isBusy: boolean) => void;
}

/** The Decline button and its confirmation, the same for every way of answering an offer. */
export const DeclineOffer = ({
  offer,
  domain,
  onDeclined,
  isDisabled = false,
  onBusyChange,
}: DeclineOfferProps) => {
  const { t } = useMessages('offers');
  const [isOpen, setIsOpen] = useState(false);
  const [isDeclining, setIsDeclining] = useState(false);
  const { decline } = useOfferActions(domain);

  const setBusy = (isBusy: boolean) => {
    setIsDeclining(isBusy);
    onBusyChange?.(isBusy);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await decline(offer.id);
      setIsOpen(false);
      await onDeclined(t(OFFER_MESSAGES.declineSuccess));
    } catch (error) {
      showToast({
        message: offerFailureMessage(error, t(OFFER_MESSAGES.declineFailed)),
        variant: 'disruptive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={isDisabled || isDeclining}
        onClick={() => setIsOpen(true)}
      >
        {t('offers.letter.decline')}
      </button>
      <DeclineOfferModal
        isOpen={isOpen}
        isDeclining={isDeclining}
        onBack={() => setIsOpen(false)}
        onDecline={() => void confirm()}
      />
    </>
  );
};

import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';

interface DeclineOfferModalProps {
  isOpen: boolean;
  isDeclining: boolean;
  onBack: () => void;
  onDecline: () => void;
}

/** Confirms a decline; focus stays inside and Escape goes back to the offer. */
export const DeclineOfferModal = ({
  isOpen,
  isDeclining,
  onBack,
  onDecline,
}: DeclineOfferModalProps) => {
  const { t } = useMessages('offers');
  return (
    <Modal title={t('offers.decline.title')} isOpen={isOpen} onClose={onBack}>
      <p>{t('offers.decline.body')}</p>
      <p>
        <strong>{t('offers.decline.warning')}</strong>
      </p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onBack}>
          {t('offers.decline.back')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={isDeclining}
          onClick={onDecline}
        >
          {t('offers.decline.confirm')}
        </button>
      </div>
    </Modal>
  );
};

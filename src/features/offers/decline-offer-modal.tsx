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
}: DeclineOfferModalProps) => (
  <Modal title="Decline offer?" isOpen={isOpen} onClose={onBack}>
    <p>
      Declining this offer will remove it from your pending opportunities and will notify the
      company.
    </p>
    <p>
      <strong>The action cannot be undone.</strong>
    </p>
    <div className="modal__actions">
      <button type="button" className="button" onClick={onBack}>
        Back to offer
      </button>
      <button
        type="button"
        className="button button--danger"
        disabled={isDeclining}
        onClick={onDecline}
      >
        Decline offer
      </button>
    </div>
  </Modal>
);

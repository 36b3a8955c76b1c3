import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import './modal.css';

interface ModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the dialog box, e.g. a wider layout. */
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: the rest of the page is inert while it is open, so focus
 * stays inside; Escape closes it and focus returns to what opened it.
 */
export const Modal = ({ title, isOpen, onClose, children, className }: ModalProps) => {
  const { t } = useMessages();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return (
    <dialog
      ref={dialogRef}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button
          type="button"
          className="modal__close"
          aria-label={t('common.modal.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
};

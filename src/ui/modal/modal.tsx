import * as Dialog from '@radix-ui/react-dialog';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import '../style-nonce';
import './modal.css';

interface ModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the dialog box, e.g. a wider layout or a sheet. */
  className?: string;
  /** Where focus returns on close; by default, what had focus when the modal opened. */
  returnFocusTo?: HTMLElement | null;
  /**
   * The title's id, for callers that move focus to it when the control that had it goes; the
   * title then takes focus from script, and has it first when the modal opens.
   */
  titleId?: string;
}

/** Whether nothing has focus, so closing may give it back without taking it from anyone. */
const isFocusFree = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * A modal dialog on Radix Dialog: the rest of the page is hidden from assistive technology and out
 * of reach while it is open, Tab cycles inside it, Escape closes it and focus returns to what
 * opened it. A press outside does not close it: most of these dialogs hold a form, and a stray
 * click must not lose what was typed.
 */
export const Modal = ({
  title,
  isOpen,
  onClose,
  children,
  className,
  returnFocusTo,
  titleId: fixedTitleId,
}: ModalProps) => {
  const { t } = useMessages();
  const generatedTitleId = useId();
  const titleId = fixedTitleId ?? generatedTitleId;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  // Runs before the dialog's own effect moves focus inside, so it still sees the opener.
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement) {
      openerRef.current = document.activeElement;
    }
  }, [isOpen]);

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={['modal', className].filter(Boolean).join(' ')}
          aria-labelledby={titleId}
          // The title names the dialog; a description would repeat its body.
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            if (fixedTitleId === undefined) return;
            event.preventDefault();
            titleRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A caller that already moved focus on (to what replaced the opener) keeps it there.
            if (isFocusFree()) (returnFocusTo ?? openerRef.current)?.focus();
          }}
        >
          <div className="modal__header">
            <Dialog.Title
              ref={titleRef}
              id={titleId}
              className="modal__title"
              tabIndex={fixedTitleId === undefined ? undefined : -1}
            >
              {title}
            </Dialog.Title>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import './modal.css';

interface ModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the dialog box, e.g. a wider layout. */
  className?: string;
  /** Where focus returns on close; by default, what had focus when the modal opened. */
  returnFocusTo?: HTMLElement | null;
  /**
   * The title's id, for callers that move focus to it when the control that had it goes; the
   * title then takes focus from script (only then: the browser focuses it first on opening).
   */
  titleId?: string;
}

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** Shown (not inside `display: none`); where the browser cannot tell, taken as shown. */
const isShown = (element: HTMLElement): boolean =>
  'checkVisibility' in element ? element.checkVisibility() : true;

/** The elements Tab stops at inside `root`, in order: shown and not taken out of the order. */
const tabbableElements = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && isShown(element),
  );

/**
 * Tab from the last element goes to the first and Shift+Tab from the first to the last, so focus
 * never leaves the dialog for the browser's own controls or the page behind.
 */
const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = event.currentTarget;
  const items = tabbableElements(dialog);
  const first = items.at(0);
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const isInside = active !== dialog && dialog.contains(active);
  if (event.shiftKey && (active === first || !isInside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !isInside)) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * A modal dialog on the native <dialog>: the rest of the page is inert while it is open and Tab
 * cycles inside it; Escape closes it and focus returns to what opened it.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const generatedTitleId = useId();
  const titleId = fixedTitleId ?? generatedTitleId;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    const opener =
      returnFocusTo ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [isOpen, returnFocusTo]);

  if (!isOpen) return null;
  return (
    <dialog
      ref={dialogRef}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__header">
        <h2
          id={titleId}
          className="modal__title"
          tabIndex={fixedTitleId === undefined ? undefined : -1}
        >
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

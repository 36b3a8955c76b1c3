import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Modal } from '../modal/modal';

/** The dialog's words, from the screen's own messages. */
export interface LeaveWarningTexts {
  title: string;
  body: string;
  stay: string;
  leave: string;
}

interface LeaveWarningProps {
  hasUnsavedChanges: boolean;
  texts: LeaveWarningTexts;
}

/**
 * While there are unsaved changes, leaving the screen asks first: another page of the app through
 * a dialog, a reload or closing the tab through the browser's own question. Changing only the
 * query string (a tab of the same screen) is not leaving.
 */
export const LeaveWarning = ({ hasUnsavedChanges, texts }: LeaveWarningProps) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);

  return (
    <Modal
      title={texts.title}
      isOpen={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
    >
      <p>{texts.body}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
          {texts.stay}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => blocker.proceed?.()}
        >
          {texts.leave}
        </button>
      </div>
    </Modal>
  );
};

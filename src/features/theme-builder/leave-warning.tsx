import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';

/**
 * While there are unsaved changes, leaving the builder asks first: another page of the app through
 * a dialog, a reload or closing the tab through the browser's own question.
 */
export const LeaveWarning = ({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) => {
  const { t } = useMessages('themeBuilder');
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
      title={t('themeBuilder.leave.title')}
      isOpen={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
    >
      <p>{t('themeBuilder.leave.body')}</p>
      <div className="theme-builder__dialog-actions">
        <button type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
          {t('themeBuilder.leave.stay')}
        </button>
        <button type="button" className="button" onClick={() => blocker.proceed?.()}>
          {t('themeBuilder.leave.leave')}
        </button>
      </div>
    </Modal>
  );
};

import { useSyncExternalStore } from 'react';
import { useMessages } from '../i18n/use-messages';

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

const isBrowserOnline = () => navigator.onLine;

/**
 * Says so while the browser has no connection. The live region is always there, so the notice
 * is announced when it appears; queries wait meanwhile and run again once the connection is back.
 */
export const OfflineNotice = () => {
  const { t } = useMessages();
  const isOnline = useSyncExternalStore(subscribeToConnection, isBrowserOnline, () => true);
  return (
    <div className="offline-notice" role="status" aria-live="polite">
      {!isOnline && <p className="offline-notice__text">{t('common.offline.notice')}</p>}
    </div>
  );
};

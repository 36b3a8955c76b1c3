import { useSyncExternalStore } from 'react';
import { useMessages } from '../i18n/use-messages';

/**
 * What a page shows when its data cannot be read: a failed call, or no connection at all. Both
 * ship with the app's start, so they show even when the server or the network is gone.
 */

/** The common messages of every query's error and empty states, by id. */
export const STATE_MESSAGES = {
  error: 'common.queryState.error',
  empty: 'common.queryState.empty',
} as const;

/** A query's failure, with a button to ask again when the caller can. */
export const QueryError = ({ onRetry }: { onRetry?: () => void }) => {
  const { t } = useMessages();
  return (
    <div role="alert" className="query-error">
      <p>{t(STATE_MESSAGES.error)}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.queryState.retry')}
        </button>
      )}
    </div>
  );
};

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
 * It is a bare polite region, not a `status` role, so an empty one does not stand beside a page's
 * own status messages.
 */
export const OfflineNotice = () => {
  const { t } = useMessages();
  const isOnline = useSyncExternalStore(subscribeToConnection, isBrowserOnline, () => true);
  return (
    <div className="offline-notice" aria-live="polite">
      {!isOnline && <p className="offline-notice__text">{t('common.offline.notice')}</p>}
    </div>
  );
};

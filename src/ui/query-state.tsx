import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages';

/** The common messages of every query's error and empty states, by id. */
export const STATE_MESSAGES = {
  error: 'common.queryState.error',
  empty: 'common.queryState.empty',
} as const;

interface QueryStateProps<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  /** A failed query asked again shows as loading until it answers. */
  isFetching?: boolean;
  /** Asks again; given, the failure offers "Try again" (a query's own `refetch` fits). */
  refetch?: () => unknown;
  isEmpty?: (data: T) => boolean;
  /** Translated text shown instead of the common 'No data found'. */
  emptyMessage?: string;
  children: (data: T) => ReactNode;
}

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

/**
 * Loading, error and empty states for a query, so every screen says the same thing: a failure
 * is never shown as an empty list, and it can be tried again.
 */
export const QueryState = <T,>({
  isPending,
  isError,
  data,
  isFetching = false,
  refetch,
  isEmpty,
  emptyMessage,
  children,
}: QueryStateProps<T>) => {
  const { t } = useMessages();
  if (isError && !isFetching) return <QueryError onRetry={refetch && (() => void refetch())} />;
  if (isPending || isError || data === undefined) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (isEmpty?.(data)) return <p>{emptyMessage ?? t(STATE_MESSAGES.empty)}</p>;
  return <>{children(data)}</>;
};

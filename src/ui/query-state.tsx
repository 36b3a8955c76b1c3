import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages';
import { QueryError, STATE_MESSAGES } from './load-failure';

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

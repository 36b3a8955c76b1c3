import type { ReactNode } from 'react';

export const STATE_MESSAGES = {
  error: 'An error occurred while retrieving data',
  empty: 'No data found',
} as const;

interface QueryStateProps<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  children: (data: T) => ReactNode;
}

/** Loading, error and empty states for a query, so every screen says the same thing. */
export const QueryState = <T,>({
  isPending,
  isError,
  data,
  isEmpty,
  emptyMessage = STATE_MESSAGES.empty,
  children,
}: QueryStateProps<T>) => {
  if (isError) return <p role="alert">{STATE_MESSAGES.error}</p>;
  if (isPending || data === undefined) {
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  }
  if (isEmpty?.(data)) return <p>{emptyMessage}</p>;
  return <>{children(data)}</>;
};

import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { DEFAULT_STALE_TIME } from './stale-times';

/** Failures that a retry cannot fix. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Queries are cached by URL and params (the generated keys) for an hour, refreshed in the
 * background when stale, and invalidated by key after mutations.
 */
export const createQueryClient = (): QueryClient => {
  // Queries wait while the browser is offline and run again when it is back (React Query follows
  // the online and offline events); a page opened offline waits from the start.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME,
        gcTime: DEFAULT_STALE_TIME,
        retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
};

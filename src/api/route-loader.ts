import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { BootData } from '@generated/api/models';
import { bootDataQueryOptions } from './session';

/**
 * A screen's data loader: it warms the query cache with the generated query options, so the
 * screen's first render finds its data. A failed call is left in the cache for the screen to show.
 */
export type RouteDataLoader = (
  queryClient: QueryClient,
  args: LoaderFunctionArgs,
) => Promise<unknown>;

/**
 * The session as a route loader sees it: the boot data the root loader is fetching (or has), so
 * loaders of signed-in pages skip their calls for a visitor, who is asked to sign in instead.
 */
export const loaderSession = (queryClient: QueryClient): Promise<BootData> =>
  queryClient.query({ ...bootDataQueryOptions(), staleTime: 'static' });

/**
 * Waits for a loader's call to settle either way: a failure stays in the cache, where the screen
 * shows it as it would have without the loader. Offline, a call waits for the connection, so the
 * screen opens at once and shows its own state (and the offline notice) meanwhile.
 */
export const settled = (call: Promise<unknown>): Promise<void> => {
  const done = call.then(
    () => undefined,
    () => undefined,
  );
  return onlineManager.isOnline() ? done : Promise.resolve();
};

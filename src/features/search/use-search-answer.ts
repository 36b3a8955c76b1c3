import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchPositions } from '@generated/api/search/search';
import { useSession } from '../../api/session';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../ui/toast/toast-store';
import { buildSearchParams } from '../../shared/search-request';
import type { SearchState } from './use-search-state';

const SEARCH_FAILED = 'search.results.loadFailed' satisfies MessageId<'search'>;

/**
 * The search the URL asks for: its answer (the previous one stays while the next loads), a toast
 * when it fails, and its first result selected once it arrives, unless the URL names a job.
 */
export const useSearchAnswer = (state: SearchState) => {
  const { t, locale } = useMessages('search');
  const { domain } = useSession();
  const { url } = state;
  const params = buildSearchParams(url, domain, locale);
  const search = useSearchPositions(params, { query: { placeholderData: keepPreviousData } });
  const positions = search.data?.positions ?? [];
  const count = search.data?.count ?? 0;

  useEffect(() => {
    if (!search.isError) return;
    showToast({
      message: t(SEARCH_FAILED),
      position: 'top-center',
      durationMs: 2000,
      closable: false,
      variant: 'disruptive',
    });
  }, [search.isError, t]);

  const firstId = search.isPlaceholderData ? undefined : positions[0]?.id;
  useEffect(() => {
    if (url.pid === undefined && firstId !== undefined && !state.hasPendingFilters) {
      state.selectPosition(firstId, { replace: true });
    }
  }, [url.pid, firstId, state]);

  return {
    params,
    search,
    positions,
    count,
    // A failed search is not an empty one: it says so and can be asked again.
    hasFailed: search.isError && !search.isFetching,
    isLoading: search.isPending || (search.isError && search.isFetching),
  };
};

export type SearchAnswer = ReturnType<typeof useSearchAnswer>;

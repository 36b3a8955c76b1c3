import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../api/session';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useMessages } from '../../i18n/use-messages';
import { SearchBar } from './search-bar';
import { SearchDetails } from './search-details';
import { SearchPanels } from './search-panels';
import { SearchResults } from './search-results';
import { SearchToolbar } from './search-toolbar';
import { useSearchAnswer } from './use-search-answer';
import { useSearchColumns } from './use-search-columns';
import { useSearchPanels } from './use-search-panels';
import { useSearchState } from './use-search-state';
import './search.css';

// Filters can only be shown once the search has answered with them, so their panel's code comes
// alongside that answer rather than before the first results.
const FilterPanel = lazyWithMessages(
  async () => (await import('./filter-panel')).FilterPanel,
  ['search'],
);

/** Job search: list and details side by side on desktop, stacked on phones and tablets. */
export const SearchScreen = () => {
  const { t } = useMessages('search');
  const { isLoggedIn } = useSession();
  const state = useSearchState();
  const { url } = state;
  const answer = useSearchAnswer(state);
  const { search, count } = answer;
  const [failedPid, setFailedPid] = useState<number | undefined>(undefined);
  const panels = useSearchPanels();
  const { isChatHidden, isDesktop, isChatShown, hasFilterColumn } = useSearchColumns(
    panels.isChatOpen,
  );
  // Below desktop the details sit under the results: a chosen job is brought into view.
  const [revealedPid, setRevealedPid] = useState<number | undefined>(undefined);
  const resultsRef = useRef<HTMLElement>(null);

  // Signing in resets the sort option.
  const wasLoggedIn = useRef(isLoggedIn);
  useEffect(() => {
    if (isLoggedIn && !wasLoggedIn.current && url.sortBy) state.setSort(undefined);
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, url.sortBy, state]);

  const onLoadFailed = useCallback((positionId: number) => setFailedPid(positionId), []);
  const selectedId = state.hasPendingFilters || url.pid === failedPid ? undefined : url.pid;
  // Nothing to show beside the results (no results, or the job failed to load): no empty column.
  const hasNoDetails =
    (url.pid !== undefined && url.pid === failedPid) || (!search.isPending && count === 0);
  const onSelect = (pid: number) => {
    setRevealedPid(isDesktop ? undefined : pid);
    state.selectPosition(pid);
  };
  // A new page replaces the list: its top, not the pager below the old one, is where to go on.
  const showPage = (start: number) => {
    state.setPage(start);
    const results = resultsRef.current;
    results?.focus({ preventScroll: true });
    results?.scrollIntoView({ block: 'start' });
  };
  const focusResults = () => {
    const results = resultsRef.current;
    const selected = results?.querySelector<HTMLElement>('[aria-current="true"]');
    (selected ?? results)?.focus();
  };
  const onSearch = (query: string, location: string) => {
    setFailedPid(undefined);
    state.search(query, location);
  };

  const activeFilterCount = Object.values(state.filters).filter(
    (values) => values.length > 0,
  ).length;
  // A search that found nothing, with no filter to remove, has no filters to offer.
  const hasNoFilters = search.isSuccess && count === 0 && activeFilterCount === 0;
  return (
    <div className={`search-page${isChatShown ? ' search-page--with-chat' : ''}`}>
      <a
        className="search-skip-link"
        href="#search-results"
        onClick={(event) => {
          event.preventDefault();
          resultsRef.current?.focus();
        }}
      >
        {t('search.skipToResults')}
      </a>
      <h1>{t('search.heading')}</h1>
      <SearchBar
        key={`${url.query}|${url.location}`}
        initialQuery={url.query}
        initialLocation={url.location}
        onSearch={onSearch}
      />
      <SearchToolbar
        state={state}
        answer={answer}
        panels={panels}
        hasFiltersButton={!hasNoFilters && !hasFilterColumn}
        activeFilterCount={activeFilterCount}
        hasChatButton={!isChatHidden}
      />
      <div
        className={`search-layout${hasNoDetails ? ' search-layout--no-details' : ''}${hasNoFilters ? ' search-layout--no-filters' : ''}`}
      >
        {!hasNoFilters && hasFilterColumn && (
          <aside className="search-layout__filters" aria-label={t('search.filters.label')}>
            <Suspense fallback={null}>
              <FilterPanel
                filterDef={search.data?.filterDef ?? []}
                filters={state.filters}
                onChange={state.setFilter}
                onClear={state.clearFilters}
              />
            </Suspense>
          </aside>
        )}
        <SearchResults
          resultsRef={resultsRef}
          state={state}
          answer={answer}
          selectedId={selectedId}
          onSelect={onSelect}
          onSearch={onSearch}
          onPage={showPage}
        />
        <SearchDetails
          state={state}
          answer={answer}
          selectedId={selectedId}
          hidden={hasNoDetails}
          isDesktop={isDesktop}
          reveal={revealedPid === selectedId}
          onLoadFailed={onLoadFailed}
          onBackToResults={focusResults}
        />
      </div>
      <SearchPanels
        panels={panels}
        state={state}
        answer={answer}
        hasFilterSheet={!hasFilterColumn && !hasNoFilters}
        isChatShown={isChatShown}
      />
    </div>
  );
};

/** The route module's screen. */
export { SearchScreen as Component };

import { keepPreviousData } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchPositions } from '@generated/api/search/search';
import { useSession } from '../../api/session';
import type { MessageId } from '../../i18n/message-ids';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useMessages } from '../../i18n/use-messages';
import { useMediaQuery } from '../../lib/use-media-query';
import { QueryError } from '../../ui/load-failure';
import { showToast } from '../../ui/toast/toast-store';
import { JobAlertButton } from './job-alert-button';
import { ResultsList } from './results-list';
import { SearchBar } from './search-bar';
import { UnderstoodFilters } from './understood-filters';
import {
  buildSearchParams,
  canSortByDistance,
  SEARCH_PAGE_SIZE,
  toJobAlertCriteria,
  toMapLocationParams,
} from '../../shared/search-request';
import { useSearchState } from './use-search-state';
import './search.css';

// The details pane needs its own calls anyway, so its code loads alongside them.
const PositionPane = lazyWithMessages(
  async () => (await import('./position-pane')).PositionPane,
  ['positionDetails'],
);
const MapView = lazyWithMessages(
  async () => (await import('./map/map-view')).MapView,
  ['searchTools'],
);
const ChatAssistant = lazyWithMessages(
  async () => (await import('./chat-assistant')).ChatAssistant,
  ['searchTools'],
);
// Needed only when a search found nothing or had to read the words otherwise.
const QueryAdviceNotice = lazyWithMessages(
  async () => (await import('./query-advice')).QueryAdviceNotice,
  ['search'],
);
const JobCartCount = lazyWithMessages(
  async () => (await import('./job-cart-count')).JobCartCount,
  ['searchTools'],
);
const JobCartPanel = lazyWithMessages(
  async () => (await import('./job-cart-panel')).JobCartPanel,
  ['searchTools'],
);
// Filters can only be shown once the search has answered with them, so their panel's code comes
// alongside that answer rather than before the first results.
const FilterPanel = lazyWithMessages(
  async () => (await import('./filter-panel')).FilterPanel,
  ['search'],
);
// Only where the filters have no column, and only once the Filters button is pressed.
const FilterSheet = lazyWithMessages(
  async () => (await import('./filter-sheet')).FilterSheet,
  ['searchTools'],
);
// Only signed-in candidates are asked about the jobs they kept before signing in.
const SavedBeforeSignInDialog = lazyWithMessages(
  async () => (await import('./saved-before-sign-in-dialog')).SavedBeforeSignInDialog,
  ['searchTools'],
);

export const SEARCH_FAILED = 'search.results.loadFailed' satisfies MessageId<'search'>;
/** The chat sidebar is 400 px wide, so it is left out at 992 px and narrower. */
const CHAT_HIDDEN_QUERY = '(max-width: 992px)';
/** Desktop starts at 1024 px: filters sit beside the results from there. */
const DESKTOP_QUERY = '(min-width: 1024px)';
/**
 * With the chat sidebar open the page is 416 px narrower; the filter column still fits beside
 * results and details from here (narrower, the filters fold above them).
 */
const FILTER_COLUMN_WITH_CHAT_QUERY = '(min-width: 1440px)';

const SORT_OPTIONS = [
  { value: '', label: 'search.sort.relevance' },
  { value: 'newest', label: 'search.sort.newest' },
  { value: 'distance', label: 'search.sort.distance' },
] as const satisfies readonly { value: string; label: MessageId<'search'> }[];

/** Job search: list and details side by side on desktop, stacked on phones and tablets. */
export const SearchScreen = () => {
  const { t, locale } = useMessages('search');
  const boot = useSession();
  const { domain, isLoggedIn } = boot;
  const state = useSearchState();
  const { url } = state;
  const [failedPid, setFailedPid] = useState<number | undefined>(undefined);
  const [isChatOpen, setIsChatOpen] = useState(false);
  const [isCartOpen, setIsCartOpen] = useState(false);
  const [cartButton, setCartButton] = useState<HTMLButtonElement | null>(null);
  const [isFilterSheetOpen, setIsFilterSheetOpen] = useState(false);
  const [filtersButton, setFiltersButton] = useState<HTMLButtonElement | null>(null);
  const isChatHidden = useMediaQuery(CHAT_HIDDEN_QUERY);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const hasRoomForFiltersBesideChat = useMediaQuery(FILTER_COLUMN_WITH_CHAT_QUERY);
  const isChatShown = isChatOpen && !isChatHidden;
  const hasFilterColumn = isDesktop && (!isChatShown || hasRoomForFiltersBesideChat);
  // Below desktop the details sit under the results: a chosen job is brought into view.
  const [revealedPid, setRevealedPid] = useState<number | undefined>(undefined);
  const resultsRef = useRef<HTMLElement>(null);
  const isMapTab = url.tab === 'map';

  const params = buildSearchParams(url, domain, locale);
  const search = useSearchPositions(params, { query: { placeholderData: keepPreviousData } });
  const positions = search.data?.positions ?? [];
  const count = search.data?.count ?? 0;
  // A failed search is not an empty one: it says so and can be asked again.
  const hasFailed = search.isError && !search.isFetching;
  const isLoading = search.isPending || (search.isError && search.isFetching);

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

  // The first result is selected once results arrive, unless the URL names a job.
  const firstId = search.isPlaceholderData ? undefined : positions[0]?.id;
  useEffect(() => {
    if (url.pid === undefined && firstId !== undefined && !state.hasPendingFilters) {
      state.selectPosition(firstId, { replace: true });
    }
  }, [url.pid, firstId, state]);

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
  // Distance is measured from the searched place; without one it would quietly sort by relevance.
  const isDistanceSortable = canSortByDistance(url.location);
  const sortValue = url.sortBy === 'distance' && !isDistanceSortable ? '' : (url.sortBy ?? '');
  const onSearch = (query: string, location: string) => {
    setFailedPid(undefined);
    state.search(query, location);
  };

  const activeFilterCount = Object.values(state.filters).filter(
    (values) => values.length > 0,
  ).length;
  // The count the filters sheet offers: only once the search for the filters shown has answered.
  const isCountSettled =
    !state.hasPendingFilters && search.isSuccess && !search.isPlaceholderData && !search.isFetching;
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
      <div className="search-toolbar">
        <p role="status" aria-live="polite" className="search-toolbar__count">
          {isLoading
            ? t('search.results.loading')
            : hasFailed
              ? null
              : t('search.results.count', { count })}
        </p>
        {!hasNoFilters && !hasFilterColumn && (
          <button
            ref={setFiltersButton}
            type="button"
            className="button"
            aria-haspopup="dialog"
            onClick={() => setIsFilterSheetOpen(true)}
          >
            {t('search.filters.summary', { count: activeFilterCount })}
          </button>
        )}
        <JobAlertButton
          criteria={toJobAlertCriteria(url)}
          isSaved={!search.isPlaceholderData && search.data?.savedSearchMetadata?.isSaved === true}
        />
        <label className="search-toolbar__sort">
          {t('search.sort.label')}{' '}
          <select
            value={sortValue}
            onChange={(event) => state.setSort(event.target.value || undefined)}
          >
            {SORT_OPTIONS.map((option) =>
              option.value === 'distance' && !isDistanceSortable ? (
                <option key={option.value} value={option.value} disabled>
                  {t('search.sort.distanceNeedsLocation')}
                </option>
              ) : (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ),
            )}
          </select>
        </label>
        <div className="search-toolbar__views" role="group" aria-label={t('search.view.label')}>
          <button
            type="button"
            className="button"
            aria-pressed={!isMapTab}
            onClick={() => state.setTab(undefined)}
          >
            {t('search.view.list')}
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={isMapTab}
            onClick={() => state.setTab('map')}
          >
            {t('search.view.map')}
          </button>
        </div>
        {boot.configs.pcsxConfig.jobCartEnabled && (
          <button
            ref={setCartButton}
            type="button"
            className="button"
            aria-expanded={isCartOpen}
            onClick={() => setIsCartOpen((open) => !open)}
          >
            <Suspense fallback={t('search.cart.open')}>
              <JobCartCount />
            </Suspense>
          </button>
        )}
        {boot.configs.chatbotxConfig.enabled && !isChatHidden && (
          <button
            type="button"
            className="button"
            aria-expanded={isChatOpen}
            onClick={() => setIsChatOpen((open) => !open)}
          >
            {t('search.assistant.title', { company: boot.configs.pcsxConfig.companyName })}
          </button>
        )}
      </div>
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
        <section
          ref={resultsRef}
          id="search-results"
          tabIndex={-1}
          className="search-layout__results"
          aria-label={t('search.results.label')}
          // The previous results stay in view while the next ones load; they are not to be trusted.
          aria-busy={search.isPlaceholderData || undefined}
        >
          {isMapTab ? (
            <Suspense fallback={<p role="status">{t('search.map.loading')}</p>}>
              <MapView
                params={toMapLocationParams(params)}
                onPickLocation={(location) => state.searchMap('mapLocation', { location })}
                onSearchArea={(bounds) => state.searchMap('mapArea', { bounds })}
              />
            </Suspense>
          ) : null}
          {search.isSuccess && !search.isPlaceholderData && (
            <UnderstoodFilters
              understood={search.data.queryAdvice?.understood ?? []}
              onRemove={(kind) => {
                // The chip goes with the answer; the results it changes are where to go on.
                state.readAsText(kind);
                resultsRef.current?.focus();
              }}
            />
          )}
          {search.isSuccess &&
            (count === 0 ||
              search.data.queryAdvice?.relaxed === true ||
              Boolean(search.data.queryAdvice?.didYouMean)) && (
              <Suspense fallback={null}>
                <QueryAdviceNotice
                  advice={search.data.queryAdvice}
                  query={url.query}
                  count={count}
                  onSearch={(query) => onSearch(query, url.location)}
                />
              </Suspense>
            )}
          {hasFailed ? (
            <QueryError onRetry={() => void search.refetch()} />
          ) : (
            <ResultsList positions={positions} selectedId={selectedId} onSelect={onSelect} />
          )}
          {count > SEARCH_PAGE_SIZE && (
            <nav aria-label={t('search.pager.label')} className="pager">
              <button
                type="button"
                className="button"
                disabled={url.start === 0}
                onClick={() => showPage(url.start - SEARCH_PAGE_SIZE)}
              >
                {t('search.pager.previous')}
              </button>
              <span>
                {t('search.pager.range', {
                  first: url.start + 1,
                  last: Math.min(url.start + SEARCH_PAGE_SIZE, count),
                  count,
                })}
              </span>
              <button
                type="button"
                className="button"
                disabled={url.start + SEARCH_PAGE_SIZE >= count}
                onClick={() => showPage(url.start + SEARCH_PAGE_SIZE)}
              >
                {t('search.pager.next')}
              </button>
            </nav>
          )}
        </section>
        <section
          className="search-layout__details"
          aria-label={t('search.details.label')}
          hidden={hasNoDetails}
        >
          {selectedId !== undefined && !isDesktop && (
            <button type="button" className="link-button" onClick={focusResults}>
              {t('search.details.backToResults')}
            </button>
          )}
          {selectedId !== undefined && (
            <Suspense fallback={<p role="status">{t('search.details.loading')}</p>}>
              <PositionPane
                key={selectedId}
                positionId={selectedId}
                lite={positions.find((position) => position.id === selectedId)}
                queriedLocation={url.location}
                onLoadFailed={onLoadFailed}
                reveal={revealedPid === selectedId}
              />
            </Suspense>
          )}
        </section>
      </div>
      {isFilterSheetOpen && !hasFilterColumn && !hasNoFilters && (
        <Suspense fallback={null}>
          <FilterSheet
            filterDef={search.data?.filterDef ?? []}
            filters={state.filters}
            onChange={state.setFilter}
            onClear={state.clearFilters}
            resultCount={isCountSettled ? count : undefined}
            onClose={() => setIsFilterSheetOpen(false)}
            returnFocusTo={filtersButton}
          />
        </Suspense>
      )}
      {isCartOpen && (
        <Suspense fallback={null}>
          <JobCartPanel onClose={() => setIsCartOpen(false)} />
        </Suspense>
      )}
      {isLoggedIn && boot.configs.pcsxConfig.jobCartEnabled && (
        <Suspense fallback={null}>
          <SavedBeforeSignInDialog returnFocusTo={cartButton} />
        </Suspense>
      )}
      {isChatShown && (
        <Suspense fallback={null}>
          <ChatAssistant onClose={() => setIsChatOpen(false)} />
        </Suspense>
      )}
    </div>
  );
};

/** The route module's screen. */
export { SearchScreen as Component };

import { keepPreviousData } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchPositions } from '@generated/api/search/search';
import { useSession } from '../../api/session';
import type { MessageId } from '../../i18n/message-ids';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useMessages } from '../../i18n/use-messages';
import { useMediaQuery } from '../../lib/use-media-query';
import { showToast } from '../../ui/toast/toast-store';
import { FilterPanel } from './filter-panel';
import { ResultsList } from './results-list';
import { SearchBar } from './search-bar';
import { buildSearchParams, SEARCH_PAGE_SIZE, toMapLocationParams } from './search-request';
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
const JobCartPanel = lazyWithMessages(
  async () => (await import('./job-cart-panel')).JobCartPanel,
  ['searchTools'],
);

export const SEARCH_FAILED = 'search.results.loadFailed' satisfies MessageId<'search'>;
/** The chat sidebar is 400 px wide, so it is left out at 992 px and narrower. */
const CHAT_HIDDEN_QUERY = '(max-width: 992px)';
/** Desktop starts at 1024 px: filters sit beside the results from there. */
const DESKTOP_QUERY = '(min-width: 1024px)';

const SORT_OPTIONS = [
  { value: '', label: 'search.sort.relevance' },
  { value: 'newest', label: 'search.sort.newest' },
  { value: 'distance', label: 'search.sort.distance' },
] as const satisfies readonly { value: string; label: MessageId<'search'> }[];

/** Job search: list and details side by side on desktop, stacked on phones and tablets. */
export const SearchScreen = () => {
  const { t } = useMessages('search');
  const boot = useSession();
  const { domain, isLoggedIn } = boot;
  const state = useSearchState();
  const { url } = state;
  const [failedPid, setFailedPid] = useState<number | undefined>(undefined);
  const [isChatOpen, setIsChatOpen] = useState(false);
  const [isCartOpen, setIsCartOpen] = useState(false);
  const isChatHidden = useMediaQuery(CHAT_HIDDEN_QUERY);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const isMapTab = url.tab === 'map';

  const params = buildSearchParams(url, domain);
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
  const onSearch = (query: string, location: string) => {
    setFailedPid(undefined);
    state.search(query, location);
  };

  const activeFilterCount = Object.values(state.filters).filter(
    (values) => values.length > 0,
  ).length;
  const filterPanel = (
    <FilterPanel
      filterDef={search.data?.filterDef ?? []}
      filters={state.filters}
      onChange={state.setFilter}
      onClear={state.clearFilters}
    />
  );

  return (
    <div className={`search-page${isChatOpen && !isChatHidden ? ' search-page--with-chat' : ''}`}>
      <h1>{t('search.heading')}</h1>
      <SearchBar
        key={`${url.query}|${url.location}`}
        initialQuery={url.query}
        initialLocation={url.location}
        onSearch={onSearch}
      />
      <div className="search-toolbar">
        <p role="status" aria-live="polite" className="search-toolbar__count">
          {search.isPending ? t('search.results.loading') : t('search.results.count', { count })}
        </p>
        <label className="search-toolbar__sort">
          {t('search.sort.label')}{' '}
          <select
            value={url.sortBy ?? ''}
            onChange={(event) => state.setSort(event.target.value || undefined)}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
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
            type="button"
            className="button"
            aria-expanded={isCartOpen}
            onClick={() => setIsCartOpen((open) => !open)}
          >
            {t('search.cart.open')}
          </button>
        )}
        {boot.configs.chatbotxConfig.enabled && !isChatHidden && (
          <button
            type="button"
            className="button"
            aria-expanded={isChatOpen}
            onClick={() => setIsChatOpen((open) => !open)}
          >
            {boot.configs.chatbotxConfig.title}
          </button>
        )}
      </div>
      <div className="search-layout">
        <aside className="search-layout__filters" aria-label={t('search.filters.label')}>
          {isDesktop ? (
            filterPanel
          ) : (
            <details className="filter-disclosure">
              <summary className="button">
                {t('search.filters.summary', { count: activeFilterCount })}
              </summary>
              {filterPanel}
            </details>
          )}
        </aside>
        <section
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
          {!search.isPending && count === 0 && <p>{t('search.results.empty')}</p>}
          <ResultsList
            positions={positions}
            selectedId={selectedId}
            onSelect={(pid) => state.selectPosition(pid)}
          />
          {count > SEARCH_PAGE_SIZE && (
            <nav aria-label={t('search.pager.label')} className="pager">
              <button
                type="button"
                className="button"
                disabled={url.start === 0}
                onClick={() => state.setPage(url.start - SEARCH_PAGE_SIZE)}
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
                onClick={() => state.setPage(url.start + SEARCH_PAGE_SIZE)}
              >
                {t('search.pager.next')}
              </button>
            </nav>
          )}
        </section>
        <section className="search-layout__details" aria-label={t('search.details.label')}>
          {selectedId !== undefined && (
            <Suspense fallback={<p role="status">{t('search.details.loading')}</p>}>
              <PositionPane
                key={selectedId}
                positionId={selectedId}
                lite={positions.find((position) => position.id === selectedId)}
                queriedLocation={url.location}
                onLoadFailed={onLoadFailed}
              />
            </Suspense>
          )}
        </section>
      </div>
      {isCartOpen && (
        <Suspense fallback={null}>
          <JobCartPanel onClose={() => setIsCartOpen(false)} />
        </Suspense>
      )}
      {isChatOpen && !isChatHidden && (
        <Suspense fallback={null}>
          <ChatAssistant onClose={() => setIsChatOpen(false)} />
        </Suspense>
      )}
    </div>
  );
};

/** The route module's screen. */
export { SearchScreen as Component };

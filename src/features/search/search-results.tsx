import { Suspense, type RefObject } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useMessages } from '../../i18n/use-messages';
import { QueryError } from '../../ui/load-failure';
import { ResultsList } from './results-list';
import { SearchPager } from './search-pager';
import { toMapLocationParams } from '../../shared/search-request';
import { UnderstoodFilters } from './understood-filters';
import type { SearchAnswer } from './use-search-answer';
import type { SearchState } from './use-search-state';

const MapView = lazyWithMessages(
  async () => (await import('./map/map-view')).MapView,
  ['searchTools'],
);
// Needed only when a search found nothing or had to read the words otherwise.
const QueryAdviceNotice = lazyWithMessages(
  async () => (await import('./query-advice')).QueryAdviceNotice,
  ['search'],
);

interface SearchResultsProps {
  state: SearchState;
  answer: SearchAnswer;
  selectedId: number | undefined;
  onSelect: (positionId: number) => void;
  onSearch: (query: string, location: string) => void;
  onPage: (start: number) => void;
  /** The column, which takes the focus once something above the list changed what it shows. */
  resultsRef: RefObject<HTMLElement>;
}

/**
 * The results column: the map when asked for, the words the search understood, advice on the
 * query, the list (or why it failed) and the pager.
 */
export const SearchResults = ({
  state,
  answer,
  selectedId,
  onSelect,
  onSearch,
  onPage,
  resultsRef,
}: SearchResultsProps) => {
  const { t } = useMessages('search');
  const { url } = state;
  const { search, positions, count } = answer;
  return (
    <section
      ref={resultsRef}
      id="search-results"
      tabIndex={-1}
      className="search-layout__results"
      aria-label={t('search.results.label')}
      // The previous results stay in view while the next ones load; they are not to be trusted.
      aria-busy={search.isPlaceholderData || undefined}
    >
      {url.tab === 'map' ? (
        <Suspense fallback={<p role="status">{t('search.map.loading')}</p>}>
          <MapView
            params={toMapLocationParams(answer.params)}
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
      {answer.hasFailed ? (
        <QueryError onRetry={() => void search.refetch()} />
      ) : (
        <ResultsList positions={positions} selectedId={selectedId} onSelect={onSelect} />
      )}
      <SearchPager start={url.start} count={count} onPage={onPage} />
    </section>
  );
};

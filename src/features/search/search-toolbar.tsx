import { Suspense } from 'react';
import { useSession } from '../../api/session';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { JobAlertButton } from './job-alert-button';
import { canSortByDistance, toJobAlertCriteria } from '../../shared/search-request';
import type { SearchAnswer } from './use-search-answer';
import type { SearchPanels } from './use-search-panels';
import type { SearchState } from './use-search-state';

const JobCartCount = lazyWithMessages(
  async () => (await import('./job-cart-count')).JobCartCount,
  ['searchTools'],
);

const SORT_OPTIONS = [
  { value: '', label: 'search.sort.relevance' },
  { value: 'newest', label: 'search.sort.newest' },
  { value: 'distance', label: 'search.sort.distance' },
] as const satisfies readonly { value: string; label: MessageId<'search'> }[];

interface SearchToolbarProps {
  state: SearchState;
  answer: SearchAnswer;
  panels: SearchPanels;
  /** Whether the filters open as a sheet from the toolbar (they have no column of their own). */
  hasFiltersButton: boolean;
  activeFilterCount: number;
  /** Whether there is room for the chat beside the page. */
  hasChatButton: boolean;
}

/** Over the results: their count, filters, job alert, sort order, list or map, cart and chat. */
export const SearchToolbar = ({
  state,
  answer,
  panels,
  hasFiltersButton,
  activeFilterCount,
  hasChatButton,
}: SearchToolbarProps) => {
  const { t } = useMessages('search');
  const { configs } = useSession();
  const { url } = state;
  const { search, count } = answer;
  // The buttons the filters sheet and the cart panel give the focus back to when they close.
  const { setFiltersButton, setCartButton } = panels;
  const isMapTab = url.tab === 'map';
  // Distance is measured from the searched place; without one it would quietly sort by relevance.
  const isDistanceSortable = canSortByDistance(url.location);
  const sortValue = url.sortBy === 'distance' && !isDistanceSortable ? '' : (url.sortBy ?? '');
  return (
    <div className="search-toolbar">
      <p role="status" aria-live="polite" className="search-toolbar__count">
        {answer.isLoading
          ? t('search.results.loading')
          : answer.hasFailed
            ? null
            : t('search.results.count', { count })}
      </p>
      {hasFiltersButton && (
        <button
          ref={setFiltersButton}
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={panels.openFilterSheet}
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
      {configs.pcsxConfig.jobCartEnabled && (
        <button
          ref={setCartButton}
          type="button"
          className="button"
          aria-expanded={panels.isCartOpen}
          onClick={panels.toggleCart}
        >
          <Suspense fallback={t('search.cart.open')}>
            <JobCartCount />
          </Suspense>
        </button>
      )}
      {configs.chatbotxConfig.enabled && hasChatButton && (
        <button
          type="button"
          className="button"
          aria-expanded={panels.isChatOpen}
          onClick={panels.toggleChat}
        >
          {t('search.assistant.title', { company: configs.pcsxConfig.companyName })}
        </button>
      )}
    </div>
  );
};

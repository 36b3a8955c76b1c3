import { Suspense } from 'react';
import { useSession } from '../../api/session';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { SearchAnswer } from './use-search-answer';
import type { SearchPanels as Panels } from './use-search-panels';
import type { SearchState } from './use-search-state';

const ChatAssistant = lazyWithMessages(
  async () => (await import('./chat-assistant')).ChatAssistant,
  ['searchTools'],
);
const JobCartPanel = lazyWithMessages(
  async () => (await import('./job-cart-panel')).JobCartPanel,
  ['searchTools'],
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

interface SearchPanelsProps {
  panels: Panels;
  state: SearchState;
  answer: SearchAnswer;
  /** Whether the filters may open as a sheet (they have no column, and there are some). */
  hasFilterSheet: boolean;
  isChatShown: boolean;
}

/** The search page's sheets, panels and dialogs, each loaded when it first opens. */
export const SearchPanels = ({
  panels,
  state,
  answer,
  hasFilterSheet,
  isChatShown,
}: SearchPanelsProps) => {
  const { isLoggedIn, configs } = useSession();
  const { search, count } = answer;
  // The count the filters sheet offers: only once the search for the filters shown has answered.
  const isCountSettled =
    !state.hasPendingFilters && search.isSuccess && !search.isPlaceholderData && !search.isFetching;
  return (
    <>
      {panels.isFilterSheetOpen && hasFilterSheet && (
        <Suspense fallback={null}>
          <FilterSheet
            filterDef={search.data?.filterDef ?? []}
            filters={state.filters}
            onChange={state.setFilter}
            onClear={state.clearFilters}
            resultCount={isCountSettled ? count : undefined}
            onClose={panels.closeFilterSheet}
            returnFocusTo={panels.filtersButton}
          />
        </Suspense>
      )}
      {panels.isCartOpen && (
        <Suspense fallback={null}>
          <JobCartPanel onClose={panels.closeCart} />
        </Suspense>
      )}
      {isLoggedIn && configs.pcsxConfig.jobCartEnabled && (
        <Suspense fallback={null}>
          <SavedBeforeSignInDialog returnFocusTo={panels.cartButton} />
        </Suspense>
      )}
      {isChatShown && (
        <Suspense fallback={null}>
          <ChatAssistant onClose={panels.closeChat} />
        </Suspense>
      )}
    </>
  );
};

import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useMessages } from '../../i18n/use-messages';
import type { SearchAnswer } from './use-search-answer';
import type { SearchState } from './use-search-state';

// The details pane needs its own calls anyway, so its code loads alongside them.
const PositionPane = lazyWithMessages(
  async () => (await import('./position-pane')).PositionPane,
  ['positionDetails'],
);

interface SearchDetailsProps {
  state: SearchState;
  answer: SearchAnswer;
  selectedId: number | undefined;
  hidden: boolean;
  isDesktop: boolean;
  /** Whether the chosen job is to be brought into view (below desktop, under the results). */
  reveal: boolean;
  onLoadFailed: (positionId: number) => void;
  onBackToResults: () => void;
}

/** The chosen job beside the results (under them below desktop), with a way back to the list. */
export const SearchDetails = ({
  state,
  answer,
  selectedId,
  hidden,
  isDesktop,
  reveal,
  onLoadFailed,
  onBackToResults,
}: SearchDetailsProps) => {
  const { t } = useMessages('search');
  return (
    <section
      className="search-layout__details"
      aria-label={t('search.details.label')}
      hidden={hidden}
    >
      {selectedId !== undefined && !isDesktop && (
        <button type="button" className="link-button" onClick={onBackToResults}>
          {t('search.details.backToResults')}
        </button>
      )}
      {selectedId !== undefined && (
        <Suspense fallback={<p role="status">{t('search.details.loading')}</p>}>
          <PositionPane
            key={selectedId}
            positionId={selectedId}
            lite={answer.positions.find((position) => position.id === selectedId)}
            queriedLocation={state.url.location}
            onLoadFailed={onLoadFailed}
            reveal={reveal}
          />
        </Suspense>
      )}
    </section>
  );
};

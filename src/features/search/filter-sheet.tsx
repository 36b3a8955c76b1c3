import type { FilterDef } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';
import { FilterPanel } from './filter-panel';

interface FilterSheetProps {
  filterDef: FilterDef[];
  filters: Record<string, string[]>;
  onChange: (name: string, values: string[]) => void;
  onClear: () => void;
  /** The number of jobs the chosen filters find; undefined while that search is on its way. */
  resultCount: number | undefined;
  onClose: () => void;
  /** The Filters button, which takes focus back however the sheet closes. */
  returnFocusTo: HTMLElement | null;
}

/**
 * The filters on a phone or tablet: a sheet over the results rather than a panel above them.
 * Filters apply as they are picked; the sheet's button says how many jobs they leave and closes it.
 */
export const FilterSheet = ({
  filterDef,
  filters,
  onChange,
  onClear,
  resultCount,
  onClose,
  returnFocusTo,
}: FilterSheetProps) => {
  const { t } = useMessages('search', 'searchTools');
  return (
    <Modal
      title={t('search.filters.title')}
      isOpen
      onClose={onClose}
      className="filter-sheet"
      returnFocusTo={returnFocusTo}
    >
      <FilterPanel
        filterDef={filterDef}
        filters={filters}
        onChange={onChange}
        onClear={onClear}
        isTitled={false}
      />
      {/* The count changes as filters are picked: said as it settles, not only shown. */}
      <div className="filter-sheet__footer" aria-live="polite">
        <button
          type="button"
          className="button button--primary filter-sheet__show"
          aria-busy={resultCount === undefined}
          onClick={onClose}
        >
          {resultCount === undefined
            ? t('search.results.loading')
            : t('searchTools.filters.showResults', { count: resultCount })}
        </button>
      </div>
    </Modal>
  );
};

import { useMessages } from '../../i18n/use-messages';
import { SEARCH_PAGE_SIZE } from '../../shared/search-request';

interface SearchPagerProps {
  start: number;
  count: number;
  onPage: (start: number) => void;
}

/** Previous and next pages of results, with the range shown; nothing when one page holds all. */
export const SearchPager = ({ start, count, onPage }: SearchPagerProps) => {
  const { t } = useMessages('search');
  if (count <= SEARCH_PAGE_SIZE) return null;
  return (
    <nav aria-label={t('search.pager.label')} className="pager">
      <button
        type="button"
        className="button"
        disabled={start === 0}
        onClick={() => onPage(start - SEARCH_PAGE_SIZE)}
      >
        {t('search.pager.previous')}
      </button>
      <span>
        {t('search.pager.range', {
          first: start + 1,
          last: Math.min(start + SEARCH_PAGE_SIZE, count),
          count,
        })}
      </span>
      <button
        type="button"
        className="button"
        disabled={start + SEARCH_PAGE_SIZE >= count}
        onClick={() => onPage(start + SEARCH_PAGE_SIZE)}
      >
        {t('search.pager.next')}
      </button>
    </nav>
  );
};

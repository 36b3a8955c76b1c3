import type { UnderstoodFilter } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';

interface UnderstoodFiltersProps {
  understood: readonly UnderstoodFilter[];
  /** The kind of filter whose words are to be searched as text instead. */
  onRemove: (kind: UnderstoodFilter['kind']) => void;
}

/**
 * The filters the search read from the words typed ("software engineer austin" → Austin), each
 * shown as such and removable with one click: never applied silently.
 */
export const UnderstoodFilters = ({ understood, onRemove }: UnderstoodFiltersProps) => {
  const { t } = useMessages('search');
  if (understood.length === 0) return null;
  return (
    <ul className="understood-filters" aria-label={t('search.understood.label')}>
      {understood.map((filter) => (
        <li key={`${filter.kind} ${filter.typed}`} className="understood-filters__chip">
          <span className="understood-filters__text">
            {filter.kind === 'location' && (
              <span aria-hidden="true" className="understood-filters__icon">
                📍
              </span>
            )}
            {filter.label}
            <span className="understood-filters__source">
              {' · '}
              {t('search.understood.fromSearch')}
            </span>
          </span>
          <button
            type="button"
            className="understood-filters__remove"
            aria-label={t(
              filter.kind === 'location'
                ? 'search.understood.removeLocation'
                : 'search.understood.removeFilter',
              { label: filter.label },
            )}
            onClick={() => onRemove(filter.kind)}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
};

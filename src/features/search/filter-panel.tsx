import { useId } from 'react';
import type { FilterDef } from '@generated/api/models';
import { useMessages } from '../../i18n/use-messages';
import { filterParam } from '../../shared/search-url';

interface FilterPanelProps {
  filterDef: FilterDef[];
  filters: Record<string, string[]>;
  onChange: (name: string, values: string[]) => void;
  onClear: () => void;
  /** False where the panel's container already names it (the phone's filters sheet). */
  isTitled?: boolean;
}

/** Filters as the search result defines them (filterDef), with each option's count. */
export const FilterPanel = ({
  filterDef,
  filters,
  onChange,
  onClear,
  isTitled = true,
}: FilterPanelProps) => {
  const { t } = useMessages('search');
  const id = useId();
  const optionLabel = (label: string, count: number) =>
    t('search.filters.option', { label, count });
  const hasFilters = Object.values(filters).some((values) => values.length > 0);
  return (
    <div className="filter-panel">
      <div className="filter-panel__header">
        {isTitled && <h2 className="filter-panel__title">{t('search.filters.title')}</h2>}
        <button type="button" className="link-button" onClick={onClear} disabled={!hasFilters}>
          {t('search.filters.clear')}
        </button>
      </div>
      {filterDef.map((filter) => {
        const param = filterParam(filter.name);
        const selected = filters[param] ?? [];
        // A filter with nothing to choose (a search that found nothing) is left out, heading too.
        const option = filter.options.at(0);
        if (!option) return null;
        if (filter.type === 'toggle') {
          return (
            <div key={filter.name} className="filter-panel__toggle">
              <input
                id={`${id}-${filter.name}`}
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={(event) => onChange(param, event.target.checked ? [option.value] : [])}
              />
              <label htmlFor={`${id}-${filter.name}`}>{filter.label}</label>
            </div>
          );
        }
        if (filter.type === 'single_select' || filter.type === 'distance') {
          return (
            <div key={filter.name} className="filter-panel__select">
              <label htmlFor={`${id}-${filter.name}`}>{filter.label}</label>
              <select
                id={`${id}-${filter.name}`}
                value={selected[0] ?? ''}
                onChange={(event) =>
                  onChange(param, event.target.value ? [event.target.value] : [])
                }
              >
                <option value="">{t('search.filters.any')}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {filter.type === 'distance'
                      ? option.label
                      : optionLabel(option.label, option.count)}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        return (
          <fieldset key={filter.name} className="filter-panel__group">
            <legend>{filter.label}</legend>
            {filter.options.map((option) => {
              const optionId = `${id}-${filter.name}-${option.value}`;
              const isChecked = selected.includes(option.value);
              return (
                <div key={option.value} className="filter-panel__option">
                  <input
                    id={optionId}
                    type="checkbox"
                    checked={isChecked}
                    onChange={() =>
                      onChange(
                        param,
                        isChecked
                          ? selected.filter((value) => value !== option.value)
                          : [...selected, option.value],
                      )
                    }
                  />
                  <label htmlFor={optionId}>{optionLabel(option.label, option.count)}</label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
};

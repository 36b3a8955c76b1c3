import { useState, type SyntheticEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { AutocompleteInput } from './autocomplete-input';
import { MAP_AREA } from '../../shared/search-request';

interface SearchBarProps {
  initialQuery: string;
  initialLocation: string;
  onSearch: (query: string, location: string) => void;
}

/** Query and location, each with suggestions; picking a suggestion searches at once. */
export const SearchBar = ({ initialQuery, initialLocation, onSearch }: SearchBarProps) => {
  const { t } = useMessages('search');
  // The URL keeps the keyword 'Map Area'; the box shows it in the reader's language.
  const mapAreaLabel = t('search.bar.mapArea');
  const [query, setQuery] = useState(initialQuery);
  const [location, setLocation] = useState(
    initialLocation === MAP_AREA ? mapAreaLabel : initialLocation,
  );
  const locationValue = (text: string) => (text.trim() === mapAreaLabel ? MAP_AREA : text.trim());
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim(), locationValue(location));
  };
  return (
    <form role="search" className="search-bar" onSubmit={onSubmit}>
      <AutocompleteInput
        kind="query"
        label={t('search.bar.queryLabel')}
        name="query"
        value={query}
        onChange={setQuery}
        onPick={(value) => onSearch(value, locationValue(location))}
      />
      <AutocompleteInput
        kind="location"
        label={t('search.bar.locationLabel')}
        name="location"
        value={location}
        onChange={setLocation}
        onPick={(value) => onSearch(query.trim(), value)}
      />
      <button type="submit" className="button button--go">
        {t('search.bar.submit')}
      </button>
    </form>
  );
};

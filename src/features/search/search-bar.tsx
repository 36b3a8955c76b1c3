import { useState, type SyntheticEvent } from 'react';
import { AutocompleteInput } from './autocomplete-input';

interface SearchBarProps {
  initialQuery: string;
  initialLocation: string;
  onSearch: (query: string, location: string) => void;
}

/** Query and location, each with suggestions; picking a suggestion searches at once. */
export const SearchBar = ({ initialQuery, initialLocation, onSearch }: SearchBarProps) => {
  const [query, setQuery] = useState(initialQuery);
  const [location, setLocation] = useState(initialLocation);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim(), location.trim());
  };
  return (
    <form role="search" className="search-bar" onSubmit={onSubmit}>
      <AutocompleteInput
        kind="query"
        label="Job title, skill or keyword"
        name="query"
        value={query}
        onChange={setQuery}
        onPick={(value) => onSearch(value, location.trim())}
      />
      <AutocompleteInput
        kind="location"
        label="Location"
        name="location"
        value={location}
        onChange={setLocation}
        onPick={(value) => onSearch(query.trim(), value)}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
};

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useAutocompleteLocation, useAutocompleteQuery } from '@generated/api/search/search';
import type { AutocompleteSuggestion } from '@generated/api/models';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { STALE_TIME } from '../../api/stale-times';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';

export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const AUTOCOMPLETE_FAILED = 'search.autocomplete.failed' satisfies MessageId<'search'>;

/** The text after it has stopped changing for `delayMs`. */
export const useDebouncedValue = <T,>(value: T, delayMs: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
};

const useSuggestions = (kind: 'query' | 'location', text: string) => {
  const { domain } = useSession();
  const term = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  // Results are kept for two minutes per term; short terms are not looked up at all.
  const options = {
    query: {
      enabled: term.length >= AUTOCOMPLETE_MIN_LENGTH,
      staleTime: STALE_TIME.TWO_MINUTES,
      gcTime: STALE_TIME.TWO_MINUTES,
      retry: false,
    },
  };
  const queryResult = useAutocompleteQuery(
    { term, domain },
    { ...options, query: { ...options.query, enabled: options.query.enabled && kind === 'query' } },
  );
  const locationResult = useAutocompleteLocation(
    { term, domain },
    {
      ...options,
      query: { ...options.query, enabled: options.query.enabled && kind === 'location' },
    },
  );
  return kind === 'query' ? queryResult : locationResult;
};

interface AutocompleteInputProps {
  kind: 'query' | 'location';
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onPick: (value: string) => void;
}

/** A combobox (ARIA 1.2 pattern) with suggestions from the index. */
export const AutocompleteInput = ({
  kind,
  label,
  name,
  value,
  onChange,
  onPick,
}: AutocompleteInputProps) => {
  const { t } = useMessages('search');
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = useSuggestions(kind, value);
  const items: AutocompleteSuggestion[] = suggestions.data?.suggestions ?? [];
  const showList =
    isOpen &&
    value.trim().length >= AUTOCOMPLETE_MIN_LENGTH &&
    (items.length > 0 || suggestions.isError);
  const listId = `${id}-list`;

  const pick = (suggestion: AutocompleteSuggestion) => {
    onChange(suggestion.value);
    setIsOpen(false);
    setActiveIndex(-1);
    onPick(suggestion.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Enter' && showList && activeIndex >= 0) {
      const suggestion = items.at(activeIndex);
      if (suggestion) {
        event.preventDefault();
        pick(suggestion);
      }
    } else if (event.key === 'Escape') {
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  const errorText =
    suggestions.error instanceof ApiError
      ? (suggestions.error.serverMessage ?? t(AUTOCOMPLETE_FAILED))
      : t(AUTOCOMPLETE_FAILED);

  return (
    <div className="autocomplete">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={
          showList && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined
        }
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.autocomplete.suggestions', { label })}
        className="autocomplete__list"
        hidden={!showList}
      >
        {suggestions.isError ? (
          <li
            role="option"
            aria-selected={false}
            aria-disabled="true"
            className="autocomplete__error"
          >
            {errorText}
          </li>
        ) : (
          items.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}-${suggestion.value}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="autocomplete__option"
              onMouseDown={(event) => {
                event.preventDefault();
                pick(suggestion);
              }}
            >
              {suggestion.label}
            </li>
          ))
        )}
      </ul>
    </div>
  );
};

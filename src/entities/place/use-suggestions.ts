import { useAutocompleteLocation, useAutocompleteQuery } from '@generated/api/search/search';
import { useSession } from '../../api/session';
import { STALE_TIME } from '../../api/stale-times';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const AUTOCOMPLETE_MIN_LENGTH = 2;

/**
 * Suggestions for a query or a location box, once the trimmed text has stopped changing and is
 * long enough; each term's answer is kept for two minutes.
 */
export const useSuggestions = (kind: 'query' | 'location', text: string) => {
  const { domain } = useSession();
  const term = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const query = {
    enabled: term.length >= AUTOCOMPLETE_MIN_LENGTH,
    staleTime: STALE_TIME.TWO_MINUTES,
    gcTime: STALE_TIME.TWO_MINUTES,
    retry: false,
  };
  const queryResult = useAutocompleteQuery(
    { term, domain },
    { query: { ...query, enabled: query.enabled && kind === 'query' } },
  );
  const locationResult = useAutocompleteLocation(
    { term, domain },
    { query: { ...query, enabled: query.enabled && kind === 'location' } },
  );
  return kind === 'query' ? queryResult : locationResult;
};

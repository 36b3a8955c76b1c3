import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useNavigate } from '../../i18n/localized-navigation';
import { isBootHistoryEntry } from '../../lib/boot-history-entry';
import { parseSearchUrl, toSearchParams, type SearchUrlState } from '../../shared/search-url';
import {
  FILTER_CHANGE_DEBOUNCE_MS,
  filtersForLocation,
  MAP_AREA,
  type LocationMode,
} from '../../shared/search-request';

export const SEARCH_PATH = '/careers/search';

/**
 * The search screen's state. The URL is the truth, so any search URL reloads to the same screen;
 * filter edits show at once and reach the URL (and the search) after the spec's 1 s debounce.
 */
export const useSearchState = () => {
  const pathValues = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Map locations are reset only when the page is opened or reloaded at a URL, not on in-app
  // navigation: a reload keeps its history entry's key, so the key alone cannot tell.
  const isBoot = isBootHistoryEntry(useLocation().key);
  const url = useMemo(
    () => parseSearchUrl(searchParams, pathValues, { isBoot }),
    [searchParams, pathValues, isBoot],
  );
  const [pendingFilters, setPendingFilters] = useState<Record<string, string[]> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // Actions read the newest URL state without being re-created on every change.
  const latestUrl = useRef(url);
  useLayoutEffect(() => {
    latestUrl.current = url;
  }, [url]);

  const cancelPendingFilters = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    setPendingFilters(null);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = useCallback(
    (next: Partial<SearchUrlState>, options: { replace?: boolean } = {}) => {
      const params = toSearchParams({ ...latestUrl.current, ...next });
      const search = params.toString();
      void navigate(`${SEARCH_PATH}${search ? `?${search}` : ''}`, { replace: options.replace });
    },
    [navigate],
  );

  /** A new query or location: back to the first page, nothing selected, searched at once. */
  const search = useCallback(
    (query: string, location: string) => {
      cancelPendingFilters();
      const current = latestUrl.current;
      const isNewSearch = query !== current.query || location !== current.location;
      commit({
        query,
        location,
        start: 0,
        pid: undefined,
        sortBy: isNewSearch ? undefined : current.sortBy,
        filters: filtersForLocation('text', current.filters),
        // New words are read afresh: what was read as text before may mean a filter now.
        literal: query !== current.query ? [] : current.literal,
      });
    },
    [cancelPendingFilters, commit],
  );

  /** A filter read from the query removed: its words are searched as text from now on. */
  const readAsText = useCallback(
    (kind: string) => {
      const current = latestUrl.current;
      commit({
        literal: [...new Set([...current.literal, kind])].sort(),
        start: 0,
        pid: undefined,
      });
    },
    [commit],
  );

  /** A filter edit: shown now, the selection cleared, searched after the debounce. */
  const setFilter = useCallback(
    (name: string, values: string[]) => {
      const base = pendingFilters ?? latestUrl.current.filters;
      const next = Object.fromEntries(Object.entries(base).filter(([key]) => key !== name));
      if (values.length > 0) next[name] = values;
      setPendingFilters(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        setPendingFilters(null);
        commit({ filters: next, start: 0, pid: undefined });
      }, FILTER_CHANGE_DEBOUNCE_MS);
    },
    [commit, pendingFilters],
  );

  const clearFilters = useCallback(() => {
    cancelPendingFilters();
    commit({ filters: {}, start: 0, pid: undefined });
  }, [cancelPendingFilters, commit]);

  const setPage = useCallback(
    (start: number) => commit({ start: Math.max(0, start), pid: undefined }),
    [commit],
  );

  const selectPosition = useCallback(
    (pid: number, options: { replace?: boolean } = {}) => commit({ pid }, options),
    [commit],
  );

  const setSort = useCallback(
    (sortBy: string | undefined) => commit({ sortBy, start: 0, pid: undefined }),
    [commit],
  );

  const setTab = useCallback((tab: string | undefined) => commit({ tab }), [commit]);

  /** Chose a place on the map: a marker (Map Location) or the visible area (Map Area). */
  const searchMap = useCallback(
    (
      mode: Exclude<LocationMode, 'text'>,
      place: { location?: string; bounds?: [string, string] },
    ) => {
      cancelPendingFilters();
      const current = latestUrl.current;
      commit({
        location: mode === 'mapArea' ? MAP_AREA : (place.location ?? ''),
        filters: filtersForLocation(mode, current.filters, place.bounds),
        start: 0,
        pid: undefined,
        sortBy: undefined,
      });
    },
    [cancelPendingFilters, commit],
  );

  /** Refresh: everything back to a blank search. */
  const reset = useCallback(() => {
    cancelPendingFilters();
    void navigate(SEARCH_PATH);
  }, [cancelPendingFilters, navigate]);

  return {
    url,
    filters: pendingFilters ?? url.filters,
    hasPendingFilters: pendingFilters !== null,
    search,
    setFilter,
    readAsText,
    clearFilters,
    setPage,
    selectPosition,
    setSort,
    setTab,
    searchMap,
    reset,
  };
};

/** The search page's state, kept in its URL. */
export type SearchState = ReturnType<typeof useSearchState>;

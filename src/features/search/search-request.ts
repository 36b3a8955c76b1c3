import type { GetMapLocationsParams, SearchPositionsParams } from '@generated/api/models';
import type { SearchUrlState } from '../../lib/search-url';

export const SEARCH_PAGE_SIZE = 10;
export const FILTER_CHANGE_DEBOUNCE_MS = 1000;
export const MAP_AREA = 'Map Area';
export const DISTANCE_FILTER = 'distance';
export const MAP_BOUNDS_FILTER = 'map_bounds';

/** Filter names the search call understands, each with its query parameter. */
const FILTER_PARAMS = {
  department: 'filter_department',
  business_unit: 'filter_business_unit',
  employment_type: 'filter_employment_type',
  seniority: 'filter_seniority',
  work_location_option: 'filter_work_location_option',
  include_remote: 'filter_include_remote',
  distance: 'filter_distance',
  map_bounds: 'filter_map_bounds',
  posted_within: 'filter_posted_within',
  career_discipline: 'filter_career_discipline',
  roletype: 'filter_roletype',
  profession: 'filter_profession',
} as const satisfies Record<string, keyof SearchPositionsParams>;

type FilterName = keyof typeof FILTER_PARAMS;
const isFilterName = (name: string): name is FilterName => name in FILTER_PARAMS;

const SORT_OPTIONS = ['relevance', 'newest', 'timestamp', 'distance'] as const;
type SortOption = (typeof SORT_OPTIONS)[number];
const isSortOption = (value: string | undefined): value is SortOption =>
  (SORT_OPTIONS as readonly (string | undefined)[]).includes(value);

/** What the search screen asks for: the URL state plus the location mode it is in. */
export interface SearchQueryState {
  query: string;
  location: string;
  start: number;
  filters: Record<string, string[]>;
  sortBy: string | undefined;
}

/**
 * The search call's parameters (spec §3 Search request). `sort_by` is sent only when the query and
 * location asked for are the ones in the URL, so a new search never inherits an old sort.
 */
export const buildSearchParams = (
  state: SearchQueryState,
  url: Pick<SearchUrlState, 'query' | 'location'>,
  domain: string,
): SearchPositionsParams => {
  const params: SearchPositionsParams = {
    domain,
    start: state.start,
    num: SEARCH_PAGE_SIZE,
  };
  if (state.query) params.query = state.query;
  if (state.location && state.location !== MAP_AREA) params.location = state.location;
  const sortMatchesUrl = state.query === url.query && state.location === url.location;
  if (sortMatchesUrl && isSortOption(state.sortBy)) params.sort_by = state.sortBy;
  Object.entries(state.filters).forEach(([name, values]) => {
    if (isFilterName(name) && values.length > 0) params[FILTER_PARAMS[name]] = values;
  });
  return params;
};

export type LocationMode = 'text' | 'mapLocation' | 'mapArea';

/**
 * The filters that go with how a location was chosen: a map marker (Map Location) pins distance
 * to ['0'], a map area adds its bounds; typing a location drops both.
 */
export const filtersForLocation = (
  mode: LocationMode,
  filters: Record<string, string[]>,
  mapBounds?: [southWest: string, northEast: string],
): Record<string, string[]> => {
  const rest = Object.fromEntries(
    Object.entries(filters).filter(
      ([name]) => name !== DISTANCE_FILTER && name !== MAP_BOUNDS_FILTER,
    ),
  );
  const distance = filters[DISTANCE_FILTER] as string[] | undefined;
  const bounds = filters[MAP_BOUNDS_FILTER] as string[] | undefined;
  if (mode === 'mapLocation') return { ...rest, [DISTANCE_FILTER]: ['0'] };
  if (mode === 'mapArea') {
    const areaBounds = mapBounds ?? bounds;
    return areaBounds ? { ...rest, [MAP_BOUNDS_FILTER]: [...areaBounds] } : rest;
  }
  const keptDistance = distance?.filter((value) => value !== '0') ?? [];
  return keptDistance.length > 0 ? { ...rest, [DISTANCE_FILTER]: keptDistance } : rest;
};

/** A 'lat,lng' string with fixed precision, as map_bounds carries it. */
export const toLatLng = (lat: number, lng: number): string => `${lat.toFixed(5)},${lng.toFixed(5)}`;

/** The map shows every matching location, so it asks without paging or sorting. */
export const toMapLocationParams = (params: SearchPositionsParams): GetMapLocationsParams => {
  const mapParams: SearchPositionsParams = { ...params };
  delete mapParams.start;
  delete mapParams.num;
  delete mapParams.sort_by;
  return mapParams;
};

import type {
  GetMapLocationsParams,
  JobAlertCriteria,
  JobAlertMapArea,
  LiteralParameterItem,
  SearchPositionsParams,
} from '@generated/api/models';
import type { SearchUrlState } from './search-url';

export const SEARCH_PAGE_SIZE = 10;
export const FILTER_CHANGE_DEBOUNCE_MS = 1000;
/** The location keyword a map-area search carries in the URL; never shown as it is. */
export const MAP_AREA = 'Map Area';
export const DISTANCE_FILTER = 'filter_distance';
export const MAP_BOUNDS_FILTER = 'filter_map_bounds';

/** The filter parameters the search call understands. */
const API_FILTER_PARAMS = new Set<string>([
  'filter_department',
  'filter_business_unit',
  'filter_employment_type',
  'filter_seniority',
  'filter_work_location_option',
  'filter_include_remote',
  DISTANCE_FILTER,
  MAP_BOUNDS_FILTER,
  'filter_posted_within',
  'filter_career_discipline',
  'filter_roletype',
  'filter_profession',
] satisfies (keyof SearchPositionsParams)[]);

type FilterParam = Extract<keyof SearchPositionsParams, `filter_${string}`>;
const isApiFilterParam = (name: string): name is FilterParam => API_FILTER_PARAMS.has(name);

/** Every kind of filter the search may read from the query (the server imports this file too). */
const LITERAL_KINDS: Readonly<Record<LiteralParameterItem, true>> = {
  location: true,
  remote: true,
  seniority: true,
  employment_type: true,
};
const isLiteralKind = (kind: string): kind is LiteralParameterItem =>
  Object.hasOwn(LITERAL_KINDS, kind);

const SORT_OPTIONS = ['relevance', 'newest', 'timestamp', 'distance'] as const;
type SortOption = (typeof SORT_OPTIONS)[number];
const isSortOption = (value: string | undefined): value is SortOption =>
  (SORT_OPTIONS as readonly (string | undefined)[]).includes(value);

/**
 * Distance is measured from the searched place, so sorting by it needs a location: typed, or a
 * map marker's. A map area is a box, not a place.
 */
export const canSortByDistance = (location: string): boolean =>
  location.trim() !== '' && location !== MAP_AREA;

/**
 * The search call's parameters for the URL's state. A new query or location clears the sort
 * (see the search action), so a sort is only ever sent with the search it was chosen for.
 */
export const buildSearchParams = (
  state: Pick<SearchUrlState, 'query' | 'location' | 'start' | 'filters' | 'sortBy' | 'literal'>,
  domain: string,
  locale: string,
): SearchPositionsParams => {
  // The answer's filter labels are in the page's language, so each language is its own search.
  const params: SearchPositionsParams = {
    domain,
    hl: locale,
    start: state.start,
    num: SEARCH_PAGE_SIZE,
  };
  if (state.query) params.query = state.query;
  if (state.location && state.location !== MAP_AREA) params.location = state.location;
  if (
    isSortOption(state.sortBy) &&
    (state.sortBy !== 'distance' || canSortByDistance(state.location))
  )
    params.sort_by = state.sortBy;
  Object.entries(state.filters).forEach(([name, values]) => {
    if (isApiFilterParam(name) && values.length > 0) params[name] = values;
  });
  // Only with a query: the kinds of filter its words are searched as text rather than read as.
  const literal = state.literal.filter(isLiteralKind);
  if (state.query && literal.length > 0) params.literal = literal;
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

/** An alert lists only jobs posted since its last mail, so "posted within" has no meaning there. */
const FILTERS_NOT_IN_ALERTS = new Set<string>(['filter_posted_within', MAP_BOUNDS_FILTER]);
const FILTER_PREFIX = 'filter_';

/** The map area of 'lat,lng' south-west and north-east corners, if both read as numbers. */
const toMapArea = (bounds: readonly string[] | undefined): JobAlertMapArea | null => {
  const edges = bounds?.length === 2 ? bounds.join(',').split(',').map(Number) : [];
  if (edges.length !== 4 || edges.some((edge) => !Number.isFinite(edge))) return null;
  const [south = 0, west = 0, north = 0, east = 0] = edges;
  return { north, south, east, west };
};

/**
 * The search as a job alert saves it: filters by name without their `filter_` prefix, and a map
 * area as its four edges rather than as a location keyword and a bounds filter.
 */
export const toJobAlertCriteria = (
  state: Pick<SearchUrlState, 'query' | 'location' | 'filters' | 'literal'>,
): JobAlertCriteria => {
  const isMapArea = state.location === MAP_AREA;
  const filters = Object.fromEntries(
    Object.entries(state.filters)
      .filter(
        ([name, values]) =>
          isApiFilterParam(name) && !FILTERS_NOT_IN_ALERTS.has(name) && values.length > 0,
      )
      .map(([name, values]) => [name.slice(FILTER_PREFIX.length), values]),
  );
  const query = state.query.trim();
  const literal = query === '' ? [] : state.literal.filter(isLiteralKind);
  return {
    query,
    location: isMapArea ? '' : state.location.trim(),
    filters,
    mapArea: isMapArea ? toMapArea(state.filters[MAP_BOUNDS_FILTER]) : null,
    ...(literal.length > 0 ? { literal } : {}),
  };
};

import { parsePositionId } from './position-id';

/** The search screen's state as the URL carries it, so any search can be linked and reloaded. */
export interface SearchUrlState {
  query: string;
  location: string;
  start: number;
  pid: number | undefined;
  sortBy: string | undefined;
  tab: string | undefined;
  domain: string | undefined;
  showLoginModal: boolean;
  /** By query parameter name (`filter_department`), as the URL and the search call both carry them. */
  filters: Record<string, string[]>;
  /** Kinds of filter the query's words are not read as ("location"): they are searched as text. */
  literal: string[];
  /** utm_* and the tracked referral params, kept as they came. */
  passThrough: Record<string, string>;
}

/** Location keywords that only mean something while the map is open. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- URL values, not text
export const MAP_LOCATIONS = ['Map Location', 'Map Area'] as const;

export const TRACKED_REFERRAL_PARAMS = [
  'utm_source',
  'utm_campaign',
  'src',
  'source',
  'microsite',
  'ref_src',
  'referral_token',
] as const;

const FILTER_PREFIX = 'filter_';
/** Map bounds are 'lat,lng' strings, so their commas pair up again when read back. */
const MAP_BOUNDS_FILTER = 'filter_map_bounds';
const DISTANCE_FILTER = 'filter_distance';
/** The distance a map marker (Map Location) pins: its place only. */
const MAP_LOCATION_DISTANCE = '0';

/**
 * The filters left when the map's locations are reset: a map area's bounds, and a marker's
 * distance of 0, go with them.
 */
const withoutMapFilters = (
  filters: Record<string, string[]>,
  wasMapLocation: boolean,
): Record<string, string[]> => {
  const kept = Object.fromEntries(
    Object.entries(filters).filter(([name]) => name !== MAP_BOUNDS_FILTER),
  );
  const distance = kept[DISTANCE_FILTER] as string[] | undefined;
  if (!wasMapLocation || !distance) return kept;
  const keptDistance = distance.filter((value) => value !== MAP_LOCATION_DISTANCE);
  if (keptDistance.length > 0) return { ...kept, [DISTANCE_FILTER]: keptDistance };
  return Object.fromEntries(Object.entries(kept).filter(([name]) => name !== DISTANCE_FILTER));
};

/** The query parameter of a filter the search answer names (`department` → `filter_department`). */
export const filterParam = (name: string): string => `${FILTER_PREFIX}${name}`;

const pairLatLngs = (parts: string[]): string[] => {
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(Number(part)))) return [];
  return [`${parts[0] ?? ''},${parts[1] ?? ''}`, `${parts[2] ?? ''},${parts[3] ?? ''}`];
};

/** In path values, dashes and underscores read as spaces. */
export const readPathValue = (raw: string | undefined): string =>
  raw ? safeDecode(raw).replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim() : '';

const safeDecode = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

const readStart = (raw: string | null): number => {
  const start = raw === null ? NaN : Number(raw);
  return Number.isInteger(start) && start >= 0 ? start : 0;
};

const isPassThrough = (name: string) =>
  name.startsWith('utm_') || (TRACKED_REFERRAL_PARAMS as readonly string[]).includes(name);

/**
 * Reads search state from a URL. Path values (`/careers/:query/:location`) win over nothing but
 * lose to explicit query params. A page booted from a URL (opened or reloaded) drops the map-only
 * locations and the filters that go with them: a map area or marker is chosen on the open map.
 */
export const parseSearchUrl = (
  search: URLSearchParams,
  pathValues: { query?: string; location?: string } = {},
  options: { isBoot?: boolean } = {},
): SearchUrlState => {
  const isBoot = options.isBoot ?? true;
  const filters: Record<string, string[]> = {};
  const passThrough: Record<string, string> = {};
  search.forEach((value, name) => {
    if (name.startsWith(FILTER_PREFIX) && name.length > FILTER_PREFIX.length) {
      const parts = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const values = name === MAP_BOUNDS_FILTER ? pairLatLngs(parts) : parts;
      if (values.length > 0) filters[name] = values;
    } else if (isPassThrough(name)) {
      passThrough[name] = value;
    }
  });
  const location = (search.get('location') ?? readPathValue(pathValues.location)).trim();
  const isMapLocation = (MAP_LOCATIONS as readonly string[]).includes(location);
  const literal = (search.get('literal') ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  const showLoginModal = search.get('show_login_modal');
  return {
    query: (search.get('query') ?? readPathValue(pathValues.query)).trim(),
    location: isBoot && isMapLocation ? '' : location,
    start: readStart(search.get('start')),
    pid: parsePositionId(search.get('pid')),
    sortBy: search.get('sort_by') || undefined,
    tab: search.get('tab') || undefined,
    domain: search.get('domain') || undefined,
    showLoginModal: showLoginModal === '1' || showLoginModal === 'true',
    filters: isBoot ? withoutMapFilters(filters, isMapLocation) : filters,
    literal: [...new Set(literal)].sort(),
    passThrough,
  };
};

/** Writes search state back to query params, in a stable order; empty values are left out. */
export const toSearchParams = (state: SearchUrlState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.location) params.set('location', state.location);
  if (state.start > 0) params.set('start', String(state.start));
  if (state.pid !== undefined) params.set('pid', String(state.pid));
  if (state.sortBy) params.set('sort_by', state.sortBy);
  if (state.tab) params.set('tab', state.tab);
  if (state.domain) params.set('domain', state.domain);
  if (state.literal.length > 0) params.set('literal', state.literal.join(','));
  Object.keys(state.filters)
    .sort()
    .forEach((name) => {
      const values = state.filters[name] ?? [];
      if (values.length > 0) params.set(name, values.join(','));
    });
  Object.entries(state.passThrough).forEach(([name, value]) => params.set(name, value));
  return params;
};

/** Parameters a visitor arrived with that every internal link keeps. */
export const readPassThroughParams = (search: URLSearchParams): Record<string, string> =>
  parseSearchUrl(search).passThrough;

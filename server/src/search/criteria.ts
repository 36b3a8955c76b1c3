import type { operations } from '../../../generated/server/pcsx';
import type { LatLng } from '../db/repositories/reference';
import { badRequest } from '../http/errors';
import { msg } from '../i18n/messages';

export type SearchQueryParameters = NonNullable<
  operations['searchPositions']['parameters']['query']
>;
export type SortOption = NonNullable<SearchQueryParameters['sort_by']>;

/** Facets whose filter is "any of these values", all columns of `facet_combos`. */
export const MULTI_SELECT_FACETS = [
  { name: 'department' },
  { name: 'business_unit' },
  { name: 'employment_type' },
  { name: 'seniority' },
  { name: 'work_location_option' },
  { name: 'career_discipline' },
  { name: 'roletype' },
  { name: 'profession' },
] as const;

export type MultiSelectFacet = (typeof MULTI_SELECT_FACETS)[number]['name'];

export const POSTED_WITHIN_OPTIONS = [{ days: 1 }, { days: 7 }, { days: 30 }] as const;

export const DISTANCE_OPTIONS = [10, 25, 50, 100] as const;

/** Locations the client uses as placeholders for the map; they mean "no location text". */
const MAP_PLACEHOLDER_LOCATIONS = new Set(['map location', 'map area']);

export interface SearchCriteria {
  query: string;
  location: string;
  multi: Record<MultiSelectFacet, string[]>;
  includeRemote: boolean;
  /** Radius in miles around the location; 0 means the location itself. */
  distance: number | null;
  mapBounds: [LatLng, LatLng] | null;
  postedWithinDays: number | null;
  sortBy: SortOption | null;
  /** The page's language: its vocabulary reads the query (see `SearchVocabularies`). */
  locale: string;
}

const singleNumber = (values: string[] | undefined, name: string): number | null => {
  const value = values?.find((item) => item.trim() !== '');
  if (value === undefined) return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) {
    throw badRequest(
      msg('server.validation.nonNegative', {
        field: msg('server.validation.queryParameter', { name }),
      }),
      [{ name, message: msg('server.validation.nonNegative', { field: name }) }],
    );
  }
  return number;
};

const parseLatLng = (value: string): LatLng => {
  const [lat = NaN, lng = NaN] = value.split(',').map(Number);
  return { lat, lng };
};

const parseBounds = (values: string[] | undefined): [LatLng, LatLng] | null => {
  if (!values || values.length === 0) return null;
  const [southWestText, northEastText] = values;
  if (southWestText === undefined || northEastText === undefined) return null;
  const southWest = parseLatLng(southWestText);
  const northEast = parseLatLng(northEastText);
  const valid = [southWest, northEast].every(
    (point) => Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180,
  );
  if (!valid || southWest.lat > northEast.lat) {
    const name = 'filter_map_bounds';
    throw badRequest(
      msg('server.search.mapBoundsOrder', {
        field: msg('server.validation.queryParameter', { name }),
      }),
      [{ name, message: msg('server.search.mapBoundsInvalid', { field: name }) }],
    );
  }
  return [southWest, northEast];
};

const cleanValues = (values: string[] | undefined): string[] =>
  [...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== ''))].sort();

/**
 * Turns validated query parameters (shared by search and map locations) into criteria, the
 * query read in the page's language.
 */
export const toSearchCriteria = (
  parameters: Omit<SearchQueryParameters, 'start' | 'num' | 'sort_by'> & { sort_by?: SortOption },
  locale: string,
): SearchCriteria => {
  const location = (parameters.location ?? '').trim();
  return {
    query: (parameters.query ?? '').trim(),
    location: MAP_PLACEHOLDER_LOCATIONS.has(location.toLowerCase()) ? '' : location,
    multi: {
      department: cleanValues(parameters.filter_department),
      business_unit: cleanValues(parameters.filter_business_unit),
      employment_type: cleanValues(parameters.filter_employment_type),
      seniority: cleanValues(parameters.filter_seniority),
      work_location_option: cleanValues(parameters.filter_work_location_option),
      career_discipline: cleanValues(parameters.filter_career_discipline),
      roletype: cleanValues(parameters.filter_roletype),
      profession: cleanValues(parameters.filter_profession),
    },
    includeRemote: (parameters.filter_include_remote ?? []).some(
      (value) => value === '1' || value.toLowerCase() === 'true',
    ),
    distance: singleNumber(parameters.filter_distance, 'filter_distance'),
    mapBounds: parseBounds(parameters.filter_map_bounds),
    postedWithinDays: singleNumber(parameters.filter_posted_within, 'filter_posted_within'),
    sortBy: parameters.sort_by ?? null,
    locale,
  };
};

/** The filters as the client sent them, by snake_case name (for `appliedFilters`). */
export const appliedFilters = (parameters: SearchQueryParameters): Record<string, string[]> => {
  const applied: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(parameters)) {
    if (!key.startsWith('filter_') || !Array.isArray(value)) continue;
    const values = value.filter((item): item is string => typeof item === 'string' && item !== '');
    if (values.length > 0) applied[key.slice('filter_'.length)] = values;
  }
  return applied;
};

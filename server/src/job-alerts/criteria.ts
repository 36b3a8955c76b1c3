import type { components } from '../../../generated/server/pcsx';
import { toSearchParams } from '../../../src/shared/search-url';
import { fieldFailed } from '../http/errors';
import { msg, translate, type LocalizedMessage } from '../i18n/messages';
import {
  appliedFilters,
  MULTI_SELECT_FACETS,
  toSearchCriteria,
  type SearchCriteria,
  type SearchQueryParameters,
} from '../search/criteria';
import { filterOptionLabel } from '../search/filter-labels';

export type JobAlertCriteria = components['schemas']['JobAlertCriteria'];
export type JobAlertFrequency = components['schemas']['JobAlertFrequency'];

/**
 * The search's filters an alert keeps, by the name of their `filter_<name>` parameter. "Posted
 * within" is left out (an alert lists only new jobs), and a map area is `mapArea`.
 */
const ALERT_FILTERS: ReadonlySet<string> = new Set([
  ...MULTI_SELECT_FACETS.map(({ name }) => name),
  'include_remote',
  'distance',
]);
const POSTED_WITHIN = 'posted_within';

/** Locations the search page uses as placeholders for the map; they mean "no location text". */
const MAP_PLACEHOLDERS = new Set(['map location', 'map area']);
/** The search page's location keyword of a map-area search, as its URLs carry it. */
const MAP_AREA_LOCATION = 'Map Area';

const cleanValues = (values: readonly string[]): string[] =>
  [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))].sort();

/** Map bounds travel in search URLs with 5 decimals (about a metre): an alert keeps the same. */
const toMapPrecision = (degrees: number): number => Number(degrees.toFixed(5));

const collapse = (text: string): string => text.trim().replace(/\s+/g, ' ');

/**
 * The criteria in their one canonical form: text trimmed, filters known, their values trimmed,
 * de-duplicated and sorted, empty ones dropped, in name order. 422 names an unknown filter or a
 * map area upside down.
 */
export const normalizeCriteria = (criteria: JobAlertCriteria): JobAlertCriteria => {
  const filters: Record<string, string[]> = {};
  for (const name of Object.keys(criteria.filters).sort()) {
    if (name === POSTED_WITHIN) continue;
    if (!ALERT_FILTERS.has(name))
      throw fieldFailed(
        `criteria.filters.${name}`,
        msg('server.jobAlerts.unknownFilter', { name }),
      );
    const values = cleanValues(criteria.filters[name] ?? []);
    if (values.length > 0) filters[name] = values;
  }
  const { mapArea } = criteria;
  if (mapArea && mapArea.south > mapArea.north)
    throw fieldFailed('criteria.mapArea', 'server.jobAlerts.mapAreaOrder');
  const location = collapse(criteria.location);
  const query = collapse(criteria.query);
  // Kinds read as text mean something only for a query; left out when none, as alerts saved before.
  const literal = query === '' ? [] : [...new Set(criteria.literal)].sort();
  return {
    query,
    location: mapArea || MAP_PLACEHOLDERS.has(location.toLowerCase()) ? '' : location,
    filters,
    mapArea: mapArea
      ? {
          north: toMapPrecision(mapArea.north),
          south: toMapPrecision(mapArea.south),
          east: toMapPrecision(mapArea.east),
          west: toMapPrecision(mapArea.west),
        }
      : null,
    ...(literal.length > 0 ? { literal } : {}),
  };
};

/** Equal for searches that find the same jobs however they were typed (case, spacing). */
export const criteriaKey = (normalized: JobAlertCriteria): string =>
  JSON.stringify([
    normalized.query.toLowerCase(),
    normalized.location.toLowerCase(),
    normalized.filters,
    normalized.mapArea,
    ...(normalized.literal ? [normalized.literal] : []),
  ]);

const latLng = (lat: number, lng: number): string => `${lat.toFixed(5)},${lng.toFixed(5)}`;

/** The search's filters as the search call's parameters (`filter_department` …). */
const filterParameters = (criteria: JobAlertCriteria): Record<string, string[]> => {
  const parameters: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(criteria.filters))
    parameters[`filter_${name}`] = values;
  if (criteria.mapArea) {
    const { north, south, east, west } = criteria.mapArea;
    parameters.filter_map_bounds = [latLng(south, west), latLng(north, east)];
  }
  return parameters;
};

/**
 * What the search engine reads: the same criteria the search page's URL gives it, the query read
 * in the alert's language.
 */
export const searchCriteriaOf = (criteria: JobAlertCriteria, locale: string): SearchCriteria =>
  toSearchCriteria(
    {
      query: criteria.query,
      location: criteria.location,
      ...filterParameters(criteria),
    },
    locale,
  );

/** The site path of the search, as the search page writes its own URL. */
export const searchPath = (criteria: JobAlertCriteria): string =>
  `/careers/search?${toSearchParams({
    query: criteria.query,
    location: criteria.mapArea ? MAP_AREA_LOCATION : criteria.location,
    start: 0,
    pid: undefined,
    sortBy: undefined,
    tab: undefined,
    domain: undefined,
    showLoginModal: false,
    filters: filterParameters(criteria),
    literal: criteria.literal ?? [],
    passThrough: {},
  }).toString()}`;

const placeOf = (criteria: JobAlertCriteria): LocalizedMessage | string | null =>
  criteria.mapArea ? msg('server.jobAlerts.mapArea') : criteria.location || null;

/** The default name of an alert: "engineer in Austin, TX", "Jobs in Austin, TX", "All jobs". */
export const defaultName = (criteria: JobAlertCriteria, locale: string): string => {
  const place = placeOf(criteria);
  const name =
    criteria.query && place
      ? msg('server.jobAlerts.name.queryInPlace', { query: criteria.query, place })
      : criteria.query
        ? null
        : place
          ? msg('server.jobAlerts.name.jobsInPlace', { place })
          : msg('server.jobAlerts.name.allJobs');
  return (name === null ? criteria.query : translate(locale, name)).slice(0, 100);
};

/** The criteria in words: "“engineer” in Austin, TX · Remote · Engineering". */
export const describeCriteria = (criteria: JobAlertCriteria, locale: string): string => {
  const place = placeOf(criteria);
  const search =
    criteria.query && place
      ? msg('server.jobAlerts.description.queryInPlace', { query: criteria.query, place })
      : criteria.query
        ? msg('server.jobAlerts.description.query', { query: criteria.query })
        : place
          ? msg('server.jobAlerts.name.jobsInPlace', { place })
          : msg('server.jobAlerts.name.allJobs');
  const filterWords = Object.entries(criteria.filters).flatMap(([name, values]) =>
    name === 'include_remote'
      ? [filterOptionLabel(name, '1', locale)]
      : values.map((value) => filterOptionLabel(name, value, locale)),
  );
  return [translate(locale, search), ...filterWords].join(' · ');
};

export const FREQUENCY_WORDS: Record<JobAlertFrequency, LocalizedMessage> = {
  instant: msg('server.jobAlerts.frequency.instant'),
  daily: msg('server.jobAlerts.frequency.daily'),
  weekly: msg('server.jobAlerts.frequency.weekly'),
};

/**
 * The alert criteria of a search call's parameters, to find whether the candidate saved the
 * search: its filters but "posted within", its map bounds as the map area.
 */
export const criteriaOfSearch = (parameters: SearchQueryParameters): JobAlertCriteria => {
  const filters: Record<string, string[]> = {};
  let mapArea: JobAlertCriteria['mapArea'] = null;
  for (const [name, values] of Object.entries(appliedFilters(parameters))) {
    if (name === 'map_bounds') {
      const [south = NaN, west = NaN, north = NaN, east = NaN] = values
        .join(',')
        .split(',')
        .map(Number);
      if ([south, west, north, east].every(Number.isFinite)) mapArea = { north, south, east, west };
    } else if (ALERT_FILTERS.has(name)) {
      filters[name] = values;
    }
  }
  return normalizeCriteria({
    query: parameters.query ?? '',
    location: parameters.location ?? '',
    filters,
    mapArea,
    literal: parameters.literal,
  });
};

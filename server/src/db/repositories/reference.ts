import { sql } from 'kysely';
import type { components } from '../../../../generated/server/pcsx';
import { DEFAULT_LANGUAGE, primaryLanguage } from '../../search/text/analyze';
import type { Db } from '../database';
import type { LocationRow } from '../schema';

type AutocompleteSuggestion = components['schemas']['AutocompleteSuggestion'];

export interface LatLng {
  lat: number;
  lng: number;
}

const MILES_PER_DEGREE_LAT = 69.0;
const EARTH_RADIUS_MILES = 3958.8;

/** A number parameter read as a double on both databases (PostgreSQL would guess integer). */
const double = (value: number) => sql<number>`cast(${value} as double precision)`;

/** Great-circle distance in miles between a location row and a point, as SQL. */
const haversineMiles = (point: LatLng) => {
  const lat = double(point.lat);
  const lng = double(point.lng);
  return sql<number>`2 * ${sql.lit(EARTH_RADIUS_MILES)} * asin(sqrt(
    pow(sin(radians(lat - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(lat)) * pow(sin(radians(lng - ${lng}) / 2), 2)
  ))`;
};

/** Locations, skills vocabulary and autocomplete terms: small reference tables. */
export const createReferenceRepository = (db: Db) => ({
  allLocations: (): Promise<LocationRow[]> =>
    db.selectFrom('locations').selectAll().orderBy('id').execute(),

  /** Ids of locations within `miles` of a point: R*Tree box first, then exact distance. */
  locationIdsWithin: async (center: LatLng, miles: number): Promise<number[]> => {
    const latSpan = miles / MILES_PER_DEGREE_LAT;
    const lngSpan =
      miles / (MILES_PER_DEGREE_LAT * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
    const rows = await db
      .selectFrom('locations')
      .select('id')
      .where(
        'id',
        'in',
        db
          .selectFrom('locations_rtree')
          .select('id')
          .where('max_lat', '>=', center.lat - latSpan)
          .where('min_lat', '<=', center.lat + latSpan)
          .where('max_lng', '>=', center.lng - lngSpan)
          .where('min_lng', '<=', center.lng + lngSpan),
      )
      .where(haversineMiles(center), '<=', miles)
      .execute();
    return rows.map((row) => row.id);
  },

  /** Ids of locations inside the map rectangle (south-west, north-east corners). */
  locationIdsInBounds: async (southWest: LatLng, northEast: LatLng): Promise<number[]> => {
    // A rectangle crossing the antimeridian is two rectangles.
    const lngRanges: [number, number][] =
      southWest.lng <= northEast.lng
        ? [[southWest.lng, northEast.lng]]
        : [
            [southWest.lng, 180],
            [-180, northEast.lng],
          ];
    const rows = await db
      .selectFrom('locations_rtree')
      .select('id')
      .where('min_lat', '>=', southWest.lat)
      .where('max_lat', '<=', northEast.lat)
      .where((eb) =>
        eb.or(
          lngRanges.map(([west, east]) =>
            eb.and([eb('min_lng', '>=', west), eb('max_lng', '<=', east)]),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  },

  searchSkills: async (term: string, limit: number): Promise<string[]> => {
    const normalized = term.trim().toLowerCase();
    const rows = await db
      .selectFrom('skills')
      .select('name')
      .where((eb) => eb(eb.fn('instr', ['normalized', eb.val(normalized)]), '>', 0))
      // Prefix matches first, then shorter (closer) names.
      .orderBy(sql`instr(normalized, ${normalized}) = 1`, 'desc')
      .orderBy(sql`length(name)`)
      .orderBy('name')
      .limit(limit)
      .execute();
    return rows.map((row) => row.name);
  },

  /** Suggestions in English or the page's language (BCP 47): titles of local postings are local. */
  autocomplete: async (
    kinds: readonly AutocompleteSuggestion['kind'][],
    term: string,
    limit: number,
    language: string = DEFAULT_LANGUAGE,
  ): Promise<AutocompleteSuggestion[]> => {
    const normalized = term.trim().toLowerCase();
    const primary = primaryLanguage(language);
    const rows = await db
      .selectFrom('autocomplete_terms')
      .select(['kind', 'label', 'value'])
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb('language', '=', DEFAULT_LANGUAGE),
          eb('language', '=', primary),
          eb('language', 'like', `${primary}-%`),
        ]),
      )
      .where((eb) => eb(eb.fn('instr', ['normalized', eb.val(normalized)]), '>', 0))
      .orderBy(sql`instr(normalized, ${normalized}) = 1`, 'desc')
      .orderBy('weight', 'desc')
      .orderBy('label')
      .limit(limit)
      .execute();
    return rows;
  },
});

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;

export const distanceMiles = (from: LatLng, to: LatLng): number => {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(to.lat - from.lat) / 2) ** 2 +
    Math.cos(radians(from.lat)) *
      Math.cos(radians(to.lat)) *
      Math.sin(radians(to.lng - from.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(a));
};

import { readFile } from 'node:fs/promises';

/** A GeoNames city of the committed gazetteer (server/gazetteer/places.json). */
export interface GazetteerCity {
  geonameId: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** Its English name. */
  name: string;
  /** Every name people write it by, folded (see `foldPlaceName`). */
  foldedNames: readonly string[];
  /** Its name per language where it differs from the English one, keyed "de", "pt_BR", "zh_CN". */
  names: Readonly<Record<string, string>>;
}

export interface GazetteerData {
  cities: GazetteerCity[];
  /** Region names per language ("en" included), by ISO 3166-2 code ("DE-BY"). */
  regions: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** ISO 3166-1 alpha-3 codes by alpha-2 ("DE" → "DEU"). */
  alpha3: ReadonlyMap<string, string>;
}

/** The committed gazetteer, written by scripts/build-gazetteer.mjs. */
export const GAZETTEER_PATH = new URL('../../../gazetteer/places.json', import.meta.url);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((text) => typeof text === 'string');

const city = (entry: unknown): GazetteerCity => {
  if (!Array.isArray(entry)) throw new Error('Gazetteer: a city is not an array');
  const [geonameId, country, lat, lng, population, name, foldedNames, names] = entry as unknown[];
  if (
    typeof geonameId !== 'number' ||
    typeof country !== 'string' ||
    typeof lat !== 'number' ||
    typeof lng !== 'number' ||
    typeof population !== 'number' ||
    typeof name !== 'string' ||
    typeof foldedNames !== 'string' ||
    !isTextRecord(names)
  ) {
    throw new Error(`Gazetteer: city ${String(geonameId)} does not have the expected fields`);
  }
  return {
    geonameId,
    country,
    lat,
    lng,
    population,
    name,
    foldedNames: foldedNames.split('|'),
    names,
  };
};

/** Reads and checks the gazetteer file; a malformed file throws saying what is wrong. */
export const readGazetteerData = async (path: URL | string): Promise<GazetteerData> => {
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!isRecord(parsed) || !Array.isArray(parsed.cities)) {
    throw new Error('Gazetteer: the file has no cities');
  }
  const { regions, alpha3 } = parsed;
  if (!isRecord(regions) || !isTextRecord(alpha3)) {
    throw new Error('Gazetteer: regions or alpha-3 codes are malformed');
  }
  const regionNames = new Map<string, Record<string, string>>();
  for (const [code, names] of Object.entries(regions)) {
    if (!isTextRecord(names)) throw new Error(`Gazetteer: region ${code} is malformed`);
    regionNames.set(code, names);
  }
  return {
    cities: parsed.cities.map(city),
    regions: regionNames,
    alpha3: new Map(Object.entries(alpha3)),
  };
};

import { UI_LANGUAGE_CODES } from '../../../../src/shared/languages';
import type { components } from '../../../../generated/server/pcsx';
import { distanceMiles } from '../../db/repositories/reference';
import type { LocationRow } from '../../db/schema';
import { STOP_WORDS } from '../text/analyze';
import { foldPlaceName } from './fold';
import {
  GAZETTEER_PATH,
  readGazetteerData,
  type GazetteerCity,
  type GazetteerData,
} from './gazetteer-data';
import type { NamedArea } from './places-file';

type AutocompleteSuggestion = components['schemas']['AutocompleteSuggestion'];

/** What a name stands for: a location's city, a region, a country, or an area of the places file. */
interface CityPlace {
  kind: 'city';
  ids: number[];
  row: LocationRow;
  /** Its name per language (see `GazetteerCity`). */
  names: Readonly<Record<string, string>>;
}
interface RegionPlace {
  kind: 'region';
  ids: number[];
  row: LocationRow;
  names: Readonly<Record<string, string>>;
}
type Place =
  | CityPlace
  | RegionPlace
  | { kind: 'country'; ids: number[]; code: string }
  | { kind: 'area'; ids: number[]; name: string };

/** A place read from a search's words: how many words it took, and the locations it means. */
export interface PlaceMatch {
  length: number;
  ids: number[];
  /** Text the location box reads as the same place ("Austin, United States"). */
  value: string;
}

/** A GeoNames city is the location's when it is this close and has its name. */
const SAME_CITY_MILES = 19;
/** Names read in a search's text are at most this many words. */
const LONGEST_NAME = 4;
/**
 * Shorter names in Latin letters ("la", "in", "de") are common words and codes: the search's text
 * reads them only when the places file lists them. In scripts such as Japanese or Chinese, two
 * characters are a usual name ("東京").
 */
const SHORT_NAME = 3;
const LATIN_NAME = /^[\p{Script=Latin}\p{N} ]+$/u;
/** The location box finds places starting with a text this long that names none ("San Fran"). */
const PREFIX_LENGTH = 3;
/**
 * How a typed text matches a name: the whole name, its start, a later word's start; and whose
 * name: the place's own in the page's language, another of its usual names, an alternate.
 */
const MATCH_RANKS = 3;
/** Most specific first: the label of a set of locations is of the most specific place that has them. */
const SPECIFICITY: readonly Place['kind'][] = ['city', 'region', 'country', 'area'];

/** A name in the page's language: "pt-BR" reads "pt_BR", then "pt"; English reads the site's own. */
const inLanguage = (
  names: Readonly<Record<string, string>>,
  locale: string,
): string | undefined => {
  const [language = locale] = locale.split('-');
  if (language === 'en') return undefined;
  return names[locale.replace('-', '_')] ?? names[language];
};

const countryNamers = new Map<string, Intl.DisplayNames>();
/** A country's name in the page's language, from the ICU data Node carries. */
const countryName = (code: string, locale: string): string => {
  let namer = countryNamers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    countryNamers.set(locale, namer);
  }
  return namer.of(code) ?? code;
};

const idsKey = (ids: readonly number[]): string => [...ids].sort((a, b) => a - b).join(',');

const union = (places: readonly Place[]): number[] =>
  [...new Set(places.flatMap((place) => place.ids))].sort((a, b) => a - b);

/**
 * The names of the places where the site has jobs, as people write them: every city by its
 * GeoNames alternate names and its name in each language ("NYC", "Nueva York", "東京", "Munchen"),
 * regions and countries by their names in every language and their codes, and the areas of the
 * places file ("Bay Area"). Built from the `locations` rows, so it holds only those places.
 */
export class Gazetteer {
  /** Names by folded name. */
  private readonly names = new Map<string, Place[]>();
  /** Codes by folded code ("tx", "de", "deu"): read in the location box, not in a search's text. */
  private readonly codes = new Map<string, Place[]>();
  private readonly byIds = new Map<string, Place>();
  /** The names of a place in its row and in each language: suggestions prefer them. */
  private readonly usualNames = new Map<Place, Set<string>>();
  private readonly rows = new Map<number, LocationRow>();
  private readonly cities = new Map<number, CityPlace>();
  /** By country and region code ("DE-BY"). */
  private readonly regions = new Map<string, RegionPlace>();
  /**
   * Cities whose name another place of their country has ("Portland" in Oregon and in Maine,
   * "Washington" the city and the state): their labels name their region.
   */
  private readonly sharedCityNames = new Set<number>();
  /** Short names the places file marks: the search's text reads them too ("nyc"). */
  private readonly listedShortNames = new Set<string>();

  private constructor(
    /** Open positions per location id: suggestions with more come first. */
    private readonly jobsAt: ReadonlyMap<number, number>,
  ) {}

  /**
   * The gazetteer of the site's locations: each row is matched to the GeoNames city of its
   * country that has its name within ~30 km; a row without one is named by its own columns.
   */
  static build(
    data: GazetteerData,
    locations: readonly LocationRow[],
    areas: readonly NamedArea[],
    jobsAt: ReadonlyMap<number, number>,
  ): Gazetteer {
    const gazetteer = new Gazetteer(jobsAt);
    const cityOf = matchCities(data.cities, locations);
    const regions = new Map<string, LocationRow[]>();
    const countries = new Map<string, LocationRow[]>();
    for (const row of locations) {
      gazetteer.rows.set(row.id, row);
      const city = cityOf.get(row.id);
      const place: CityPlace = { kind: 'city', ids: [row.id], row, names: city?.names ?? {} };
      gazetteer.cities.set(row.id, place);
      gazetteer.addNames(place, [row.city, ...Object.values(place.names)]);
      gazetteer.addNames(place, city?.foldedNames ?? [], false);
      const regionKey = `${row.country_code}-${row.region_code}`;
      listUnder(regions, regionKey, row);
      listUnder(countries, row.country_code, row);
    }
    for (const rows of countries.values()) {
      // Each name's places in the country: cities by id, regions by code.
      const placesNamed = new Map<string, Set<string>>();
      const name = (folded: string, place: string) =>
        placesNamed.set(folded, (placesNamed.get(folded) ?? new Set()).add(place));
      for (const row of rows) {
        name(foldPlaceName(row.city), String(row.id));
        name(foldPlaceName(row.region_name), row.region_code);
      }
      for (const row of rows) {
        const others = [...(placesNamed.get(foldPlaceName(row.city)) ?? [])].filter(
          (place) => place !== String(row.id) && place !== row.region_code,
        );
        if (others.length > 0) gazetteer.sharedCityNames.add(row.id);
      }
    }
    for (const [key, rows] of regions) {
      const [row] = rows;
      if (!row) continue;
      const names = data.regions.get(key) ?? {};
      const place: RegionPlace = { kind: 'region', ids: rows.map(({ id }) => id), row, names };
      gazetteer.regions.set(key, place);
      gazetteer.addNames(place, [row.region_name, ...Object.values(names)]);
      gazetteer.addCodes(place, [row.region_code]);
    }
    for (const [code, rows] of countries) {
      const place: Place = { kind: 'country', ids: rows.map(({ id }) => id), code };
      const localNames = UI_LANGUAGE_CODES.map((locale) => countryName(code, locale));
      gazetteer.addNames(place, [
        ...new Set([...rows.map((row) => row.country_name), ...localNames]),
      ]);
      gazetteer.addCodes(place, [code, data.alpha3.get(code) ?? code]);
    }
    for (const area of areas) {
      const ids = [...new Set(area.places.flatMap((text) => gazetteer.resolve(text)))];
      if (ids.length === 0) continue;
      const name = foldPlaceName(area.name);
      if (area.inText) gazetteer.listedShortNames.add(name);
      gazetteer.addNames({ kind: 'area', ids, name: area.name }, [area.name]);
    }
    for (const kind of [...SPECIFICITY].reverse()) {
      for (const places of gazetteer.names.values()) {
        for (const place of places)
          if (place.kind === kind) gazetteer.byIds.set(idsKey(place.ids), place);
      }
    }
    return gazetteer;
  }

  /** A place's names; `usual` unless they are alternates ("Big Apple", "Lungdung"). */
  private addNames(place: Place, names: readonly string[], usual = true): void {
    add(this.names, place, names);
    if (!usual) return;
    const known = this.usualNames.get(place) ?? new Set<string>();
    for (const name of names) known.add(foldPlaceName(name));
    this.usualNames.set(place, known);
  }

  private addCodes(place: Place, codes: readonly string[]): void {
    add(this.codes, place, codes);
  }

  /** A location row by id. */
  location(id: number): LocationRow | undefined {
    return this.rows.get(id);
  }

  /**
   * The location ids a location box's text names: "NYC", "Nueva York", "東京", "Bay Area",
   * "Bavaria", "DE"; parts after a comma narrow by region or country in any language ("Austin,
   * TX", "München, Deutschland"), as do words after a place without one ("Austin TX"). A first
   * part that names nothing finds the places whose usual name starts with it ("San Fran").
   */
  resolve(text: string): number[] {
    const [first, ...rest] = text
      .split(',')
      .map(foldPlaceName)
      .filter((part) => part !== '');
    if (first === undefined) return [];
    const named = this.named(first);
    let ids =
      named.length > 0
        ? union(named)
        : (this.narrowedWithoutComma(first) ??
          (first.length >= PREFIX_LENGTH ? union(this.startingWith(first)) : []));
    for (const part of rest) ids = this.within(part, ids);
    return ids;
  }

  /** Of `ids`, those in the region, country or area named. */
  private within(folded: string, ids: readonly number[]): number[] {
    const inside = new Set(union(this.named(folded).filter(({ kind }) => kind !== 'city')));
    return ids.filter((id) => inside.has(id));
  }

  /** "Austin TX", "Munich Germany": a place, then the region or country it is in. */
  private narrowedWithoutComma(folded: string): number[] | null {
    const words = folded.split(' ');
    for (let length = words.length - 1; length > 0; length -= 1) {
      const named = this.named(words.slice(0, length).join(' '));
      const ids = this.within(words.slice(length).join(' '), union(named));
      if (ids.length > 0) return ids;
    }
    return null;
  }

  private named(folded: string): Place[] {
    return [...(this.names.get(folded) ?? []), ...(this.codes.get(folded) ?? [])];
  }

  /** Places with a usual name starting with the text: alternates are too many to guess from. */
  private startingWith(folded: string): Place[] {
    const found: Place[] = [];
    for (const [name, places] of this.names) {
      if (!name.startsWith(folded)) continue;
      found.push(...places.filter((place) => this.usualNames.get(place)?.has(name)));
    }
    return found;
  }

  /**
   * The longest place named by `words[from]` on (at most four words, as `words()` of the text
   * analysis splits them), narrowed by a region or country that follows ("austin tx", "portland
   * oregon"). Codes and short names in Latin letters ("in", "la", "de") are common words and are
   * not read, unless the places file marks them ("nyc").
   */
  placeAt(words: readonly string[], from: number): PlaceMatch | null {
    for (let length = Math.min(LONGEST_NAME, words.length - from); length > 0; length -= 1) {
      const name = foldPlaceName(words.slice(from, from + length).join(' '));
      const isShortLatin = name.length <= SHORT_NAME && LATIN_NAME.test(name);
      if (isShortLatin && !this.listedShortNames.has(name)) continue;
      // An alternate name can be a word of every search ("roles" is one of Raleigh's).
      if (STOP_WORDS.has(name)) continue;
      const places = this.names.get(name);
      if (!places) continue;
      const match = this.narrowed(words, from + length, union(places));
      return {
        ...match,
        length: length + match.length,
        value: this.valueOf(match.ids, this.label(match.ids, 'en')),
      };
    }
    return null;
  }

  /** `ids` narrowed by the region or country named at `words[from]`, and how many words it took. */
  private narrowed(
    words: readonly string[],
    from: number,
    ids: number[],
  ): { ids: number[]; length: number } {
    for (let length = Math.min(LONGEST_NAME - 1, words.length - from); length > 0; length -= 1) {
      const narrowed = this.within(foldPlaceName(words.slice(from, from + length).join(' ')), ids);
      if (narrowed.length > 0) return { ids: narrowed, length };
    }
    return { ids, length: 0 };
  }

  /**
   * The locations as people write them in the page's language: "München, Deutschland",
   * "Bayern, Deutschland", "Deutschland" on the German site, "Munich, Germany" on the English.
   */
  label(ids: readonly number[], locale: string): string {
    const place = this.byIds.get(idsKey(ids));
    if (place) return this.placeLabel(place, locale);
    return ids
      .map((id) => this.rows.get(id))
      .flatMap((row) => (row ? [this.cityName(row, locale)] : []))
      .join('; ');
  }

  private placeLabel(place: Place, locale: string): string {
    switch (place.kind) {
      case 'city': {
        const { row } = place;
        const city = this.cityName(row, locale);
        const country = countryName(row.country_code, locale);
        if (city === country) return city;
        return this.sharedCityNames.has(row.id)
          ? `${city}, ${this.regionName(row, locale)}, ${country}`
          : `${city}, ${country}`;
      }
      case 'region': {
        const region = this.regionName(place.row, locale);
        const country = countryName(place.row.country_code, locale);
        return region === country ? region : `${region}, ${country}`;
      }
      case 'country':
        return countryName(place.code, locale);
      case 'area':
        return place.name;
    }
  }

  /** A place's name in the page's language; an area's is English. */
  private ownName(place: Place, locale: string): string {
    switch (place.kind) {
      case 'city':
        return this.cityName(place.row, locale);
      case 'region':
        return this.regionName(place.row, locale);
      case 'country':
        return countryName(place.code, locale);
      case 'area':
        return locale.startsWith('en') ? place.name : '';
    }
  }

  private cityName(row: LocationRow, locale: string): string {
    const names = this.cities.get(row.id)?.names;
    return (names && inLanguage(names, locale)) ?? row.city;
  }

  private regionName(row: LocationRow, locale: string): string {
    const names = this.regions.get(`${row.country_code}-${row.region_code}`)?.names;
    return (names && inLanguage(names, locale)) ?? row.region_name;
  }

  /**
   * Text the location box reads as exactly `ids`: the label when it does, else codes
   * ("Washington, DC, US").
   */
  private valueOf(ids: readonly number[], label: string): string {
    const key = idsKey(ids);
    if (idsKey(this.resolve(label)) === key) return label;
    const place = this.byIds.get(key);
    if (place?.kind === 'city') return place.row.standardized;
    if (place?.kind === 'region') return `${place.row.region_code}, ${place.row.country_code}`;
    if (place?.kind === 'country') return place.code;
    return label;
  }

  /**
   * Places whose name in any language starts with the typed text ("Lon", "Münch", "東"), as the
   * page's language writes them: the name typed whole first, then names starting with it, then
   * usual names with a later word starting with it ("York"), each by open jobs, most first.
   * Alternates count whole or by their start only: their later words are transliterated
   * syllables ("Bar se lon a" is Barcelona), which would match nearly any text.
   */
  suggest(term: string, locale: string, limit: number): AutocompleteSuggestion[] {
    const typed = foldPlaceName(term);
    if (typed === '') return [];
    const rank = new Map<Place, number>();
    const consider = (place: Place, placeRank: number) =>
      rank.set(place, Math.min(placeRank, rank.get(place) ?? placeRank));
    // A code typed whole ("aus", "tx") reads as the start of a usual name.
    for (const place of this.codes.get(typed) ?? []) consider(place, MATCH_RANKS + 1);
    for (const [name, places] of this.names) {
      const nameRank =
        name === typed ? 0 : name.startsWith(typed) ? 1 : name.includes(` ${typed}`) ? 2 : null;
      if (nameRank === null) continue;
      for (const place of places) {
        const whose =
          foldPlaceName(this.ownName(place, locale)) === name
            ? 0
            : this.usualNames.get(place)?.has(name)
              ? 1
              : 2;
        if (nameRank === 2 && whose === 2) continue;
        consider(place, nameRank * MATCH_RANKS + whose);
      }
    }
    const jobs = (place: Place) =>
      place.ids.reduce((total, id) => total + (this.jobsAt.get(id) ?? 0), 0);
    const seen = new Set<string>();
    const suggestions: AutocompleteSuggestion[] = [];
    const ranked = [...rank]
      // An area of one city ("NYC") is suggested as the city.
      .map(([matched, placeRank]) => ({
        place: matched.kind === 'area' ? (this.byIds.get(idsKey(matched.ids)) ?? matched) : matched,
        placeRank,
        jobs: jobs(matched),
      }))
      .sort(
        (a, b) =>
          a.placeRank - b.placeRank ||
          b.jobs - a.jobs ||
          SPECIFICITY.indexOf(a.place.kind) - SPECIFICITY.indexOf(b.place.kind),
      );
    for (const { place } of ranked) {
      const key = idsKey(place.ids);
      if (seen.has(key)) continue;
      seen.add(key);
      const label = this.placeLabel(place, locale);
      suggestions.push({
        label,
        value: this.valueOf(place.ids, label),
        kind: place.kind === 'area' ? 'region' : place.kind,
      });
      if (suggestions.length >= limit) break;
    }
    return suggestions;
  }
}

const listUnder = <T>(map: Map<string, T[]>, key: string, item: T): void => {
  const items = map.get(key);
  if (items) items.push(item);
  else map.set(key, [item]);
};

const add = (map: Map<string, Place[]>, place: Place, names: readonly string[]): void => {
  for (const name of new Set(names.map(foldPlaceName))) {
    if (name === '') continue;
    const places = map.get(name) ?? [];
    if (!places.includes(place)) places.push(place);
    map.set(name, places);
  }
};

/** Each location's GeoNames city: of its country, with its name, the largest within reach. */
const matchCities = (
  cities: readonly GazetteerCity[],
  locations: readonly LocationRow[],
): Map<number, GazetteerCity> => {
  const byName = new Map<string, LocationRow[]>();
  for (const row of locations) {
    const name = foldPlaceName(row.city);
    listUnder(byName, name, row);
  }
  const matched = new Map<number, GazetteerCity>();
  for (const city of cities) {
    for (const name of city.foldedNames) {
      for (const row of byName.get(name) ?? []) {
        const current = matched.get(row.id);
        if (
          row.country_code === city.country &&
          distanceMiles(row, city) <= SAME_CITY_MILES &&
          (!current || current.population < city.population)
        ) {
          matched.set(row.id, city);
        }
      }
    }
  }
  return matched;
};

/**
 * The gazetteer of the site's locations, from the committed data (read, used and let go: only
 * the names of the site's places stay in memory).
 */
export const loadGazetteer = async (
  locations: readonly LocationRow[],
  areas: readonly NamedArea[],
  jobsAt: ReadonlyMap<number, number>,
  path: URL | string = GAZETTEER_PATH,
): Promise<Gazetteer> => Gazetteer.build(await readGazetteerData(path), locations, areas, jobsAt);

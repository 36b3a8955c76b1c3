import type { LocationRow } from '../db/schema';
import { words } from './text/analyze';
import type { PlaceMatch, PlaceReader } from './understand-query';

type Specificity = 'country' | 'region' | 'city';

interface NamedPlace {
  ids: number[];
  value: string;
  specificity: Specificity;
  label: (locale: string) => string;
}

/** A country's name in a language, from its ISO code; the data's own name if it has none. */
const countryName = (row: LocationRow, locale: string): string => {
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'region' }).of(row.country_code) ?? row.country_name
    );
  } catch {
    return row.country_name;
  }
};

/**
 * The site's locations as places a search's text may name: a city ("austin", "new york",
 * "austin tx"), a region ("texas") or a country ("united kingdom"). Codes alone ("in", "us")
 * are words too common to be read as places.
 */
export const locationNames = (locations: readonly LocationRow[]): PlaceReader => {
  const byName = new Map<string, NamedPlace>();
  const byId = new Map(locations.map((location) => [location.id, location]));
  const add = (
    name: string,
    location: LocationRow,
    specificity: Specificity,
    value: (ids: number[]) => string,
    label: (locale: string, ids: number[]) => string,
  ) => {
    const key = words(name).join(' ');
    if (key === '') return;
    const place: NamedPlace = byName.get(key) ?? {
      ids: [],
      value: '',
      specificity,
      label: () => '',
    };
    place.ids.push(location.id);
    const ids = [...place.ids];
    place.value = value(ids);
    place.label = (locale) => label(locale, ids);
    byName.set(key, place);
  };
  for (const location of locations) {
    add(
      location.country_name,
      location,
      'country',
      () => location.country_name,
      (locale) => countryName(location, locale),
    );
    add(
      location.region_name,
      location,
      'region',
      () => `${location.region_name}, ${location.country_name}`,
      (locale) => `${location.region_name}, ${countryName(location, locale)}`,
    );
    add(
      location.city,
      location,
      'city',
      (ids) => (ids.length === 1 ? location.display : location.city),
      (locale, ids) =>
        ids.length === 1
          ? `${location.city}, ${location.region_name}, ${countryName(location, locale)}`
          : location.city,
    );
  }
  // The label of a set of ids: the most specific place with those ids (a country of one city
  // reads as the city).
  const SPECIFICITY: Specificity[] = ['country', 'region', 'city'];
  const byIds = new Map<string, NamedPlace>();
  for (const specificity of SPECIFICITY) {
    for (const place of byName.values()) {
      if (place.specificity === specificity) byIds.set(place.ids.join(','), place);
    }
  }
  // A city narrowed by its region ("portland oregon") is one of several of its name.
  for (const location of locations) {
    if (byIds.has(String(location.id))) continue;
    byIds.set(String(location.id), {
      ids: [location.id],
      value: location.display,
      specificity: 'city',
      label: (locale) =>
        `${location.city}, ${location.region_name}, ${countryName(location, locale)}`,
    });
  }
  const longest = Math.max(1, ...[...byName.keys()].map((name) => name.split(' ').length));

  /** "austin tx", "portland oregon": a city narrowed by the region that follows it. */
  const narrowed = (match: PlaceMatch, tokens: readonly string[]): PlaceMatch => {
    const next = tokens[match.length] ?? '';
    const inRegion = match.ids.filter((id) => {
      const row = byId.get(id);
      return (
        row !== undefined &&
        (row.region_code.toLowerCase() === next || words(row.region_name).join(' ') === next)
      );
    });
    const [only] = inRegion;
    const row = only === undefined ? undefined : byId.get(only);
    if (inRegion.length !== 1 || !row) return match;
    return { length: match.length + 1, ids: inRegion, value: row.display };
  };

  return {
    placeAt: (tokens, from) => {
      for (let length = Math.min(longest, tokens.length - from); length > 0; length -= 1) {
        const place = byName.get(tokens.slice(from, from + length).join(' '));
        if (place) {
          return narrowed({ length, ids: place.ids, value: place.value }, tokens.slice(from));
        }
      }
      return null;
    },
    label: (ids, locale) => byIds.get(ids.join(','))?.label(locale) ?? '',
  };
};

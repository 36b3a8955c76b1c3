/** The site's places file. */
export const PLACES_PATH = new URL('../../../search-places.txt', import.meta.url);

/**
 * A place people name that no gazetteer holds ("Bay Area", "Twin Cities", "UK"): its name and the
 * places it means, each written as the location box reads it ("San Francisco, CA").
 */
export interface NamedArea {
  name: string;
  places: string[];
  /** A short name ("NYC") the search's text reads as a place, not only the location box. */
  inText: boolean;
}

/**
 * Reads the site's places file (server/search-places.txt): one `name = place; place; …` a line,
 * `#` comments and blank lines ignored; `name*` marks a short name the search's text reads. A
 * mistake throws with its line number.
 */
export const parsePlacesFile = (text: string): NamedArea[] =>
  text.split('\n').flatMap((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return [];
    const [name, places, ...extra] = line.split('=').map((part) => part.trim());
    const listed = (places ?? '')
      .split(';')
      .map((place) => place.trim())
      .filter((place) => place !== '');
    if (!name || listed.length === 0 || extra.length > 0) {
      throw new Error(
        `Places file line ${index + 1}: expected "name = place; place", got "${raw.trim()}"`,
      );
    }
    const inText = name.endsWith('*');
    return [{ name: inText ? name.slice(0, -1).trim() : name, places: listed, inText }];
  });

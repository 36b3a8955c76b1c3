import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import type { LocationRow } from '../src/db/schema';
import { foldPlaceName } from '../src/search/places/fold';
import { loadGazetteer, type Gazetteer } from '../src/search/places/gazetteer';
import { GAZETTEER_PATH, readGazetteerData } from '../src/search/places/gazetteer-data';
import { parsePlacesFile } from '../src/search/places/places-file';
import { words } from '../src/search/text/analyze';
import { CITIES, displayName, standardizedName } from '../src/seed/cities';
import { Client, dataOf, DOMAIN, startServer, type TestServer } from './helpers';

type SearchResult = components['schemas']['PositionSearchResult'];
type AutocompleteResult = components['schemas']['AutocompleteResult'];

/** The seed's cities as `locations` rows. */
const ROWS: LocationRow[] = CITIES.map((city, index) => ({
  id: index + 1,
  city: city.city,
  region_code: city.regionCode,
  region_name: city.regionName,
  country_code: city.countryCode,
  country_name: city.countryName,
  lat: city.lat,
  lng: city.lng,
  standardized: standardizedName(city),
  display: displayName(city),
}));
const idOf = (city: string): number => {
  const row = ROWS.find((candidate) => candidate.city === city);
  if (!row) throw new Error(`No seed city ${city}`);
  return row.id;
};

describe('place names', () => {
  it('fold case, accents, dots, apostrophes and punctuation away', () => {
    expect(foldPlaceName('St. Louis')).toBe('st louis');
    expect(foldPlaceName('Zürich')).toBe('zurich');
    expect(foldPlaceName('São Paulo')).toBe('sao paulo');
    expect(foldPlaceName('Łódź')).toBe('lodz');
    expect(foldPlaceName('U.S.')).toBe('us');
    expect(foldPlaceName("Xi'an")).toBe('xian');
    expect(foldPlaceName('Saint-Étienne')).toBe('saint etienne');
    expect(foldPlaceName('Straße')).toBe('strasse');
    expect(foldPlaceName('東京')).toBe('東京');
  });

  it('in the committed gazetteer are folded as the search folds them', async () => {
    const data = await readGazetteerData(GAZETTEER_PATH);
    expect(data.cities.length).toBeGreaterThan(4000);
    const unstable = data.cities
      .flatMap((city) => city.foldedNames)
      .filter((name) => foldPlaceName(name) !== name);
    expect(unstable).toEqual([]);
  });
});

describe('gazetteer of the seed places', () => {
  let gazetteer: Gazetteer;
  beforeAll(async () => {
    const areas = parsePlacesFile(
      'Bay Area = San Francisco, CA; Oakland, CA; San Jose, CA; Palo Alto, CA\nNYC* = New York, NY\n',
    );
    gazetteer = await loadGazetteer(ROWS, areas, new Map(ROWS.map(({ id }) => [id, 1])));
  });

  const placeIn = (text: string, from: number) => gazetteer.placeAt(words(text), from);

  it('reads the longest place at a word, narrowed by a region that follows', () => {
    expect(placeIn('software engineer austin', 2)).toEqual({
      length: 1,
      ids: [idOf('Austin')],
      value: 'Austin, United States',
    });
    expect(placeIn('data scientist in london', 3)?.ids).toEqual([idOf('London')]);
    expect(placeIn('engineer in new york city', 2)).toMatchObject({
      length: 3,
      ids: [idOf('New York')],
    });
    expect(placeIn('engineer austin tx', 1)).toMatchObject({ length: 2, ids: [idOf('Austin')] });
    expect(placeIn('nurse portland oregon', 1)).toMatchObject({ length: 2 });
    expect(placeIn('designer bay area', 1)).toMatchObject({
      length: 2,
      ids: [idOf('San Francisco'), idOf('San Jose'), idOf('Oakland')].sort((a, b) => a - b),
      value: 'Bay Area',
    });
    expect(placeIn('ingenieur münchen', 1)?.ids).toEqual([idOf('Munich')]);
    expect(placeIn('エンジニア 東京', 1)?.ids).toEqual([idOf('Tokyo')]);
    expect(placeIn('engineer', 0)).toBeNull();
  });

  it('does not read short names and codes as places in a search, unless the places file marks them', () => {
    for (const text of ['la', 'it', 'in', 'or', 'me', 'de', 'go', 'us', 'uk', 'ca', 'tx']) {
      expect(placeIn(`${text} engineer`, 0), text).toBeNull();
    }
    expect(placeIn('engineer nyc', 1)?.ids).toEqual([idOf('New York')]);
    expect(gazetteer.resolve('Roles')).toEqual([idOf('Raleigh')]);
    expect(placeIn('remote roles', 1)).toBeNull();
  });

  it('reads the same short names and codes in the location box', () => {
    expect(gazetteer.resolve('LA')).toEqual([idOf('Los Angeles')]);
    expect(gazetteer.resolve('DE')).toEqual([idOf('Berlin'), idOf('Munich')]);
    expect(gazetteer.resolve('BY, DE')).toEqual([idOf('Munich')]);
    expect(gazetteer.resolve('Washington, DC')).toEqual([idOf('Washington')]);
    expect(gazetteer.resolve('San Fran')).toEqual([idOf('San Francisco')]);
    expect(gazetteer.resolve('Ber')).toEqual([idOf('Berlin')]);
    expect(gazetteer.resolve('Austin TX')).toEqual([idOf('Austin')]);
    expect(gazetteer.resolve('München Deutschland')).toEqual([idOf('Munich')]);
    expect(gazetteer.resolve('Washington District of Columbia')).toEqual([idOf('Washington')]);
    expect(gazetteer.resolve('Atlantis')).toEqual([]);
  });

  it('labels places as people write them in the page language', () => {
    const munich = [idOf('Munich')];
    expect(gazetteer.label(munich, 'en')).toBe('Munich, Germany');
    expect(gazetteer.label(munich, 'de')).toBe('München, Deutschland');
    expect(gazetteer.label(munich, 'ja')).toBe('ミュンヘン, ドイツ');
    expect(gazetteer.label([idOf('Berlin'), idOf('Munich')], 'de')).toBe('Deutschland');
    expect(gazetteer.label([idOf('Singapore')], 'en')).toBe('Singapore');
    expect(gazetteer.label([idOf('Washington')], 'en')).toBe(
      'Washington, District of Columbia, United States',
    );
    expect(gazetteer.label([idOf('New York')], 'en')).toBe('New York, United States');
  });
});

describe('location search', () => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startServer();
    client = new Client(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  const search = async (location: string) =>
    dataOf<SearchResult>(
      await client.get('/api/pcsx/search', { query: { domain: DOMAIN, location, num: 20 } }),
    );
  const found = async (location: string) => {
    const result = await search(location);
    return { count: result.count, ids: result.positions.map((position) => position.id) };
  };
  const suggestions = async (term: string, locale: string) =>
    dataOf<AutocompleteResult>(
      await client.get('/api/pcsx/autocomplete/location', {
        query: { domain: DOMAIN, term },
        headers: { 'accept-language': locale },
      }),
    ).suggestions;

  it('finds the same jobs by a place whatever name, language, script or accents it is typed in', async () => {
    const named: [string, string][] = [
      ['NYC', 'New York'],
      ['Big Apple', 'New York'],
      ['Nueva York', 'New York'],
      ['LA', 'Los Angeles'],
      ['Philly', 'Philadelphia'],
      ['Tokio', 'Tokyo'],
      ['東京', 'Tokyo'],
      ['Warschau', 'Warsaw'],
      ['Warszawa', 'Warsaw'],
      ['Munchen', 'Munich'],
      ['München, Deutschland', 'Munich'],
      ['Zürich', 'Zurich'],
      ['Sao Paulo', 'São Paulo'],
      ['Bangalore', 'Bengaluru'],
      ['Bayern', 'Bavaria'],
      ['Bavaria', 'Munich'],
      ['BY, DE', 'Munich'],
      ['Deutschland', 'Germany'],
      ['DE', 'Germany'],
      ['Austin, TX', 'Austin'],
      ['UK', 'United Kingdom'],
    ];
    for (const [typed, english] of named) {
      const expected = await found(english);
      expect(expected.count, english).toBeGreaterThan(0);
      expect(await found(typed), typed).toEqual(expected);
    }
  });

  it('finds the jobs of every city of a metro area, and of one city around its center', async () => {
    const cities = await Promise.all(['San Francisco', 'Oakland', 'San Jose'].map(search));
    const bayArea = await search('Bay Area');
    expect(bayArea.count).toBe(cities.reduce((total, city) => total + city.count, 0));
    expect(bayArea.filterDef.some((facet) => facet.name === 'distance')).toBe(false);
    const nyc = await search('NYC');
    expect(nyc.filterDef.some((facet) => facet.name === 'distance')).toBe(true);
  });

  it('suggests places by any of their names, labelled in the page language, most jobs first', async () => {
    expect((await suggestions('Lon', 'en'))[0]).toEqual({
      label: 'London, United Kingdom',
      value: 'London, United Kingdom',
      kind: 'city',
    });
    expect((await suggestions('Munch', 'en'))[0]).toMatchObject({
      label: 'Munich, Germany',
      kind: 'city',
    });
    expect((await suggestions('Münch', 'de'))[0]).toMatchObject({
      label: 'München, Deutschland',
      kind: 'city',
    });
    expect((await suggestions('Munich', 'ja'))[0]).toMatchObject({
      label: 'ミュンヘン, ドイツ',
      kind: 'city',
    });
    expect((await suggestions('Bay', 'de'))[0]).toMatchObject({
      label: 'Bayern, Deutschland',
      kind: 'region',
    });
    expect((await suggestions('Deutsch', 'de'))[0]).toMatchObject({
      label: 'Deutschland',
      kind: 'country',
    });
    expect((await suggestions('Germ', 'en'))[0]).toMatchObject({
      label: 'Germany',
      kind: 'country',
    });
    expect((await suggestions('nyc', 'es'))[0]).toMatchObject({
      label: 'Nueva York, Estados Unidos',
    });
  });

  it('suggests only places with a name, or a word of one, starting with the text', async () => {
    const lon = await suggestions('Lon', 'en');
    expect(lon.map(({ label }) => label)).not.toContain('Barcelona, Spain');
    for (const { label } of lon) expect(label, label).toMatch(/(^|[\s,])Lon/i);
    const berl = await suggestions('Berl', 'en');
    expect(berl[0]).toMatchObject({ label: 'Berlin, Germany', kind: 'city' });
    // A usual name's later word still counts ("York" finds New York).
    const york = await suggestions('York', 'en');
    expect(york.some(({ label }) => label.startsWith('New York,'))).toBe(true);
  });

  it("suggests values the location box finds the suggested place's jobs by", async () => {
    const pairs: [string, string, string][] = [
      ['Münch', 'de', 'Munich'],
      ['Bay', 'de', 'Bavaria'],
      ['Lon', 'en', 'London'],
      ['東京', 'ja', 'Tokyo'],
      ['Sao', 'pt-BR', 'São Paulo'],
    ];
    for (const [term, locale, english] of pairs) {
      const [first] = await suggestions(term, locale);
      expect(first, term).toBeDefined();
      expect(await found(first?.value ?? ''), term).toEqual(await found(english));
    }
  });
});

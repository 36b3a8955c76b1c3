import { MULTI_SELECT_FACETS, type MultiSelectFacet, type SearchCriteria } from './criteria';
import type { LocationScope } from './engine';
import { positionTextReader, type PositionTextColumns } from './position-text';
import { words } from './text/analyze';
import { TextIndex } from './text/text-index';
import type { SearchVocabularies } from './vocabularies';

/** A newly posted position as matching reads it: its text, its filter values and its places. */
export interface NewJob extends PositionTextColumns, Record<MultiSelectFacet, string> {
  id: number;
  location_id: number;
  secondary_location_id: number | null;
}

/**
 * Finds which of a few newly posted jobs each saved search would find, without running the
 * search over every position: the new jobs get a text index of their own, read with the same
 * analysis as the search's (synonyms and the search's language's vocabulary, compound words,
 * plurals, typos, the unfinished last word), and each search's text is looked up in it once per
 * language, however many alerts share it. A job matches
 * when the search would list it with every word matched (a search that drops words to find
 * something is not what the candidate asked for), its filters allow it and it is in the
 * search's places (or remote, when the search includes remote jobs).
 */
export class NewJobsMatcher {
  private readonly text: TextIndex;
  private readonly textMatches = new Map<string, Int32Array>();
  /** Each place list as a set, once per scope: many searches share a place. */
  private readonly placeSets = new WeakMap<LocationScope, ReadonlySet<number>>();
  private readonly isRemote: Uint8Array;
  private readonly allRows: Int32Array;

  constructor(
    /** Newest first: matches come in this order. */
    readonly jobs: readonly NewJob[],
    private readonly vocabularies: Pick<SearchVocabularies, 'of'>,
  ) {
    const textOf = positionTextReader();
    this.text = TextIndex.build(jobs.length, (row) => textOf(jobs[row] as NewJob));
    this.isRemote = Uint8Array.from(jobs, (job) => (job.work_location_option === 'remote' ? 1 : 0));
    this.allRows = Int32Array.from(jobs, (_, row) => row);
  }

  /**
   * The rows of the jobs the text finds with every word, read in the language, newest first (all
   * without words).
   */
  private textRowsOf(query: string, locale: string): Int32Array {
    const typed = words(query).join(' ');
    const key = `${locale} ${typed}`;
    let rows = this.textMatches.get(key);
    if (rows === undefined) {
      const matches =
        typed === '' ? null : this.text.search(typed, this.vocabularies.of(locale), locale);
      rows =
        matches === null
          ? this.allRows
          : matches.advice.unmatchedTerms.length > 0
            ? new Int32Array()
            : this.allRows.filter((row) => matches.isMatch[row] === 1);
      this.textMatches.set(key, rows);
    }
    return rows;
  }

  private placesOf(scope: LocationScope): ReadonlySet<number> | null {
    if (scope.places === null) return null;
    let places = this.placeSets.get(scope);
    if (!places) {
      places = new Set(scope.places);
      this.placeSets.set(scope, places);
    }
    return places;
  }

  /** The jobs the search finds, newest first. */
  matches(criteria: SearchCriteria, scope: LocationScope): NewJob[] {
    const wanted = MULTI_SELECT_FACETS.flatMap(({ name }) =>
      criteria.multi[name].length > 0 ? [{ name, values: new Set(criteria.multi[name]) }] : [],
    );
    const places = this.placesOf(scope);
    const found: NewJob[] = [];
    for (const row of this.textRowsOf(criteria.query, criteria.locale)) {
      const job = this.jobs[row];
      if (!job) continue;
      const isRemote = this.isRemote[row] === 1;
      if (scope.remoteOnly && !isRemote) continue;
      let isAllowed = true;
      for (const { name, values } of wanted) isAllowed &&= values.has(job[name]);
      if (!isAllowed) continue;
      const isInPlaces =
        places === null ||
        places.has(job.location_id) ||
        (job.secondary_location_id !== null && places.has(job.secondary_location_id));
      if (isInPlaces || (criteria.includeRemote && isRemote)) found.push(job);
    }
    return found;
  }
}

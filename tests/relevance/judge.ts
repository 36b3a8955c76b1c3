// Scores search results against the judged queries in judged-queries.json. Used by the relevance
// test (which asserts the targets) and the relevance benchmark (which prints the figures).
import judged from './judged-queries.json' with { type: 'json' };

export interface Relevance {
  families?: string[];
  departments?: string[];
  levels?: string[];
  employmentTypes?: string[];
  skills?: string[];
  cities?: string[];
  countries?: string[];
  workLocations?: string[];
}

export interface JudgedQuery {
  query: string;
  kind: string;
  /** Typed in the location box. */
  location?: string;
  /** The page's language; English when absent. */
  locale?: string;
  relevant: Relevance;
}

/** What the judge needs to know about a result. */
export interface PositionFacts {
  family: string;
  department: string;
  level: string;
  employmentType: string;
  skills: string[];
  /** Primary and secondary location. */
  cities: string[];
  countries: string[];
  workLocation: string;
}

export interface SearchAnswer {
  count: number;
  /** The first page, best first. */
  ids: number[];
  /** Some words of the query were left out to find anything. */
  relaxed: boolean;
}

export interface QueryScore {
  query: JudgedQuery;
  count: number;
  /** Share of relevant results among the first 10 (or all, when fewer). */
  precisionAt10: number;
  relaxed: boolean;
}

export interface RelevanceReport {
  scores: QueryScore[];
  /** Share of in-domain queries that found nothing. */
  zeroResultRate: number;
  meanPrecisionAt10: number;
  /** Out-of-domain queries that found something. */
  outOfDomainMatches: { query: string; count: number }[];
}

export const JUDGED_QUERIES: readonly JudgedQuery[] = judged.queries;
export const OUT_OF_DOMAIN_QUERIES: readonly string[] = judged.outOfDomain;

const meets = (facts: PositionFacts, relevant: Relevance): boolean =>
  (!relevant.families || relevant.families.includes(facts.family)) &&
  (!relevant.departments || relevant.departments.includes(facts.department)) &&
  (!relevant.levels || relevant.levels.includes(facts.level)) &&
  (!relevant.employmentTypes || relevant.employmentTypes.includes(facts.employmentType)) &&
  (!relevant.skills || relevant.skills.some((skill) => facts.skills.includes(skill))) &&
  (!relevant.cities || relevant.cities.some((city) => facts.cities.includes(city))) &&
  (!relevant.countries ||
    relevant.countries.some((country) => facts.countries.includes(country))) &&
  (!relevant.workLocations || relevant.workLocations.includes(facts.workLocation));

export const judge = async (
  search: (query: string, location: string, locale: string) => Promise<SearchAnswer>,
  factsOf: (ids: number[]) => Promise<Map<number, PositionFacts>>,
): Promise<RelevanceReport> => {
  const scores: QueryScore[] = [];
  for (const query of JUDGED_QUERIES) {
    const answer = await search(query.query, query.location ?? '', query.locale ?? 'en');
    const top = answer.ids.slice(0, 10);
    const facts = await factsOf(top);
    const relevant = top.filter((id) => {
      const found = facts.get(id);
      return found !== undefined && meets(found, query.relevant);
    }).length;
    scores.push({
      query,
      count: answer.count,
      precisionAt10: top.length === 0 ? 0 : relevant / top.length,
      relaxed: answer.relaxed,
    });
  }
  const outOfDomainMatches: { query: string; count: number }[] = [];
  for (const query of OUT_OF_DOMAIN_QUERIES) {
    const { count } = await search(query, '', 'en');
    if (count > 0) outOfDomainMatches.push({ query, count });
  }
  return {
    scores,
    zeroResultRate: scores.filter((score) => score.count === 0).length / scores.length,
    meanPrecisionAt10:
      scores.reduce((total, score) => total + score.precisionAt10, 0) / scores.length,
    outOfDomainMatches,
  };
};

/** The worst-scoring queries, worst first. */
export const worstQueries = (report: RelevanceReport, count: number): QueryScore[] =>
  [...report.scores]
    .sort((a, b) => a.precisionAt10 - b.precisionAt10 || a.count - b.count)
    .slice(0, count);

/** The figures of one kind of query. */
export interface KindScore {
  kind: string;
  queries: number;
  /** Share of the kind's queries that found nothing. */
  zeroResultRate: number;
  meanPrecisionAt10: number;
}

/** The report's figures per kind of query, in the judged set's order of kinds. */
export const scoresByKind = (report: RelevanceReport): KindScore[] => {
  const byKind = new Map<string, QueryScore[]>();
  for (const score of report.scores) {
    byKind.set(score.query.kind, [...(byKind.get(score.query.kind) ?? []), score]);
  }
  return [...byKind].map(([kind, scores]) => ({
    kind,
    queries: scores.length,
    zeroResultRate: scores.filter((score) => score.count === 0).length / scores.length,
    meanPrecisionAt10:
      scores.reduce((total, score) => total + score.precisionAt10, 0) / scores.length,
  }));
};

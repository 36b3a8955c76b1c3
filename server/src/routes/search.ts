import type { components, operations } from '../../../generated/server/pcsx';
import { toListing, type PositionFullRecord } from '../db/repositories/positions';
import { distanceMiles } from '../db/repositories/reference';
import { notFound, POSITION_NOT_FOUND } from '../http/errors';
import { appliedFilters, toSearchCriteria } from '../search/criteria';
import type { SearchEngine } from '../search/engine';
import { LruCache } from '../lib/lru';
import type { Services } from '../services';
import { requireUser, withSavedState } from './support';
import { ok, type Handlers, type JsonResult } from './types';

type MatchDetails = components['schemas']['MatchDetails'];
type UserProfile = components['schemas']['UserProfile'];

const DAY_SECONDS = 86_400;
const MATCH_LEVELS: readonly [number, MatchDetails['level']][] = [
  [0.75, 'strong'],
  [0.5, 'good'],
  [0.25, 'fair'],
];

const openPosition = async (services: Services, id: number): Promise<PositionFullRecord> => {
  const position = await services.repositories.positions.findOpenWithDetails(id);
  if (!position) throw notFound(POSITION_NOT_FOUND);
  return position;
};

/** Puts the position's location closest to the searched one first. */
const orderByQueriedLocation = async (
  services: Services,
  position: PositionFullRecord,
  queried: string,
) => {
  const [place] = await services.repositories.reference.locationsNamed(queried);
  if (!place || position.coordinates.length < 2) return position;
  const order = position.coordinates
    .map((coordinate, index) => ({ index, miles: distanceMiles(place, coordinate) }))
    .sort((a, b) => a.miles - b.miles)
    .map((entry) => entry.index);
  const reorder = <T>(items: T[]) => [
    ...order.map((index) => items[index] as T),
    ...items.slice(order.length),
  ];
  return {
    ...position,
    locations: reorder(position.locations),
    standardizedLocations: reorder(position.standardizedLocations),
    coordinates: reorder(position.coordinates),
  };
};

/** "Austin, TX, US" → city and country of the candidate's home location. */
const homeOf = (profile: UserProfile): { city: string; country: string } | null => {
  const parts = (profile.location ?? '').split(',').map((part) => part.trim().toLowerCase());
  const [city, ...rest] = parts;
  if (!city) return null;
  return { city, country: rest[rest.length - 1] ?? '' };
};

const yearsOf = (profile: UserProfile, nowYear: number): number => {
  const startYears = profile.experience
    .map((entry) => Number(entry.dateRange.startDate.split('/')[1]))
    .filter((year) => Number.isFinite(year));
  return startYears.length === 0 ? 0 : Math.max(0, nowYear - Math.min(...startYears));
};

/** Skill overlap (80%) plus location fit (20%). */
const matchDetails = (
  profile: UserProfile,
  position: PositionFullRecord,
  nowYear: number,
): MatchDetails => {
  const mine = new Set(profile.skills.map((skill) => skill.toLowerCase()));
  const matchedSkills = position.skills.filter((skill) => mine.has(skill.toLowerCase()));
  const missingSkills = position.skills.filter((skill) => !mine.has(skill.toLowerCase()));
  const skillShare =
    position.skills.length === 0 ? 0 : matchedSkills.length / position.skills.length;
  const home = homeOf(profile);
  const sameCity =
    home !== null && position.coordinates.some((place) => place.city.toLowerCase() === home.city);
  const sameCountry =
    home !== null &&
    position.coordinates.some((place) => place.countryCode.toLowerCase() === home.country);
  const remote = position.workLocationOption === 'remote';
  const locationFit = sameCity || (remote && sameCountry) ? 1 : sameCountry ? 0.5 : 0;
  const score = Math.round((0.8 * skillShare + 0.2 * locationFit) * 100) / 100;
  const reasons = [
    `Matches ${matchedSkills.length} of the ${position.skills.length} skills the role asks for`,
  ];
  const years = yearsOf(profile, nowYear);
  const [latestRole] = profile.experience;
  if (latestRole && years > 0)
    reasons.push(`${years} years of experience, most recently as ${latestRole.title}`);
  if (sameCity) reasons.push(`Lives in ${profile.location ?? ''}, where the role is based`);
  else if (remote && sameCountry) reasons.push('The role is remote in your country');
  else if (sameCountry) reasons.push('The role is in your country, in another city');
  else if (home) reasons.push('The role is based in another country');
  return {
    positionId: position.id,
    score,
    level: MATCH_LEVELS.find(([threshold]) => score >= threshold)?.[1] ?? 'low',
    matchedSkills,
    missingSkills,
    reasons,
  };
};

type SearchAnswer = JsonResult<
  200,
  operations['searchPositions']['responses'][200]['content']['application/json']
>;

/** Visitors' search answers, per search engine (one per app). */
const visitorAnswers = new WeakMap<SearchEngine, LruCache<string, SearchAnswer>>();
/**
 * Enough for the first pages of a few thousand searches, so popular ones are not pushed out by
 * the long tail of rare ones; an answer is about 12 KB, so the cache stays near 60 MB.
 */
const VISITOR_ANSWERS = 5000;

const visitorAnswersOf = (engine: SearchEngine): LruCache<string, SearchAnswer> => {
  let answers = visitorAnswers.get(engine);
  if (!answers) {
    answers = new LruCache<string, SearchAnswer>(VISITOR_ANSWERS, () => 1);
    visitorAnswers.set(engine, answers);
  }
  return answers;
};

export const searchHandlers: Handlers<
  | 'searchPositions'
  | 'getMapLocations'
  | 'getPositionDetails'
  | 'getMatchDetails'
  | 'getPositionInsights'
  | 'getPositionOverrides'
  | 'getSimilarPositions'
  | 'autocompleteQuery'
  | 'autocompleteLocation'
> = {
  searchPositions: async ({ query, services, caller }) => {
    // Visitors' answers depend on the query alone (positions do not change while the server
    // runs), so repeated searches reuse the whole answer, its encoded bytes included.
    const visitorKey = caller.user ? null : JSON.stringify(query);
    const answers = visitorAnswersOf(services.search);
    const cached = visitorKey === null ? undefined : answers.get(visitorKey);
    if (cached) return cached;
    const started = performance.now();
    const criteria = toSearchCriteria(query);
    const start = query.start ?? 0;
    const num = query.num ?? 10;
    const page = await services.search.search(criteria, start, num);
    const positions = await withSavedState(
      services,
      caller,
      await services.repositories.positions.findMany(page.ids),
    );
    const answer = ok({
      count: page.count,
      positions,
      filterDef: page.filterDef,
      sortBy: page.sortBy,
      appliedFilters: appliedFilters(query),
      debug: null,
      debugData: null,
      savedSearchMetadata: { isSaved: false, searchId: null },
      resultsMetaData: {
        query: query.query ?? '',
        location: query.location ?? '',
        start,
        num,
        took_ms: Math.round(performance.now() - started),
      },
    });
    if (visitorKey !== null) answers.set(visitorKey, answer);
    return answer;
  },

  getMapLocations: async ({ query, services }) =>
    ok({ locations: await services.search.mapLocations(toSearchCriteria(query)) }),

  getPositionDetails: async ({ query, services, caller, request }) => {
    const found = await openPosition(services, query.position_id);
    const position = query.queried_location
      ? await orderByQueriedLocation(services, found, query.queried_location)
      : found;
    const user = caller.user;
    const isSaved = user
      ? (await services.repositories.savedPositions.savedAmong(user.id, [position.id])).has(
          position.id,
        )
      : false;
    const hasApplied = user
      ? (await services.repositories.applications.appliedPositionIds(user.id, [position.id])).has(
          position.id,
        )
      : false;
    return ok({
      ...toListing(position),
      isSaved,
      jobDescription: position.jobDescription,
      publicUrl: `${request.protocol}://${request.host}${position.positionUrl}`,
      skills: position.skills,
      salaryRange: position.salaryRange,
      validThrough: position.validThrough,
      hiringManager: position.hiringManager,
      positionUserActions: { isSaved, hasApplied },
      locationCoordinates: position.coordinates.map(({ location, lat, lng }) => ({
        location,
        lat,
        lng,
      })),
    });
  },

  getMatchDetails: async ({ query, services, caller }) => {
    const user = requireUser(caller);
    const position = await openPosition(services, query.position_id);
    const profile = await services.repositories.profiles.get(user.id);
    if (!profile) throw new Error(`User ${user.id} has no profile`);
    return ok(matchDetails(profile, position, new Date(services.now()).getUTCFullYear()));
  },

  getPositionInsights: async ({ query, services }) => {
    const { positions, applications } = services.repositories;
    const position = await openPosition(services, query.position_id);
    const clock = await services.search.dataClock();
    const recent = await positions.countPostedBetween(
      position.department,
      clock - 30 * DAY_SECONDS,
      clock + 1,
    );
    const previous = await positions.countPostedBetween(
      position.department,
      clock - 60 * DAY_SECONDS,
      clock - 30 * DAY_SECONDS,
    );
    return ok({
      insights: {
        applicantCount:
          position.applicantCount + (await applications.countForPosition(position.id)),
        postedDaysAgo: Math.max(0, Math.floor((clock - position.postedTs) / DAY_SECONDS)),
        similarOpenings: Math.max(0, (await positions.countOpenInFamily(position.roleFamily)) - 1),
        topSkills: position.skills.slice(0, 3),
        hiringTrend:
          recent > previous * 1.1 ? 'growing' : recent < previous * 0.9 ? 'slowing' : 'steady',
      },
    });
  },

  getPositionOverrides: async ({ query, services }) =>
    ok({ pcsxBaseConfigOverrides: (await openPosition(services, query.position_id)).overrides }),

  getSimilarPositions: async ({ query, services, caller }) => {
    const { positions } = services.repositories;
    const position = await positions.findOpen(query.position_id);
    if (!position) throw notFound(POSITION_NOT_FOUND);
    const similar = await positions.findMany(await positions.similarIds(position, query.num ?? 5));
    return ok({ positions: await withSavedState(services, caller, similar) });
  },

  autocompleteQuery: async ({ query, services }) =>
    ok({
      suggestions: await services.repositories.reference.autocomplete(
        ['title', 'skill', 'department'],
        query.term,
        8,
      ),
    }),

  autocompleteLocation: async ({ query, services }) =>
    ok({
      suggestions: await services.repositories.reference.autocomplete(
        ['city', 'region', 'country'],
        query.term,
        8,
      ),
    }),
};

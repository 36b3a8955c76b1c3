import { toListing, type PositionFullRecord } from '../db/repositories/positions';
import { notFound } from '../http/errors';
import { publicOrigin } from '../http/public-origin';
import { translatorFor } from '../i18n/messages';
import type { Caller } from '../auth/identity';
import { criteriaKey, criteriaOfSearch } from '../job-alerts/criteria';
import { appliedFilters, toSearchCriteria, type SearchQueryParameters } from '../search/criteria';
import { localizeFilterDef } from '../search/filter-labels';
import type { SearchAdvice } from '../search/engine';
import { matchDetails } from '../search/match-score';
import { positionInsights } from '../search/position-insights';
import type { UnderstoodFilter } from '../search/understand-query';
import { orderByQueriedLocation } from '../search/queried-location';
import type { Services } from '../services';
import { requireUser, withSavedState } from './support';
import { ok, type Handlers } from './types';

const openPosition = async (services: Services, id: number): Promise<PositionFullRecord> => {
  const position = await services.repositories.positions.findOpenWithDetails(id);
  if (!position) throw notFound('server.positions.notFound');
  return position;
};

/** Whether the candidate has a job alert for this very search, and which. */
const savedSearchOf = async (
  services: Services,
  caller: Caller,
  query: SearchQueryParameters,
): Promise<{ isSaved: boolean; searchId: string | null }> => {
  if (!caller.user) return { isSaved: false, searchId: null };
  const id = await services.repositories.jobAlerts.idForCriteria(
    caller.user.id,
    criteriaKey(criteriaOfSearch(query)),
  );
  return id === undefined
    ? { isSaved: false, searchId: null }
    : { isSaved: true, searchId: String(id) };
};

/** The advice on a text read wholly as filters ("london", "remote jobs"): nothing left to match. */
const textReadAsFilters = (): SearchAdvice => ({
  relaxed: false,
  unmatchedTerms: [],
  didYouMean: null,
  popularSearches: [],
});

/**
 * How the text was read, with the filters read from it. A correction keeps the words read as
 * filters, so searching it reads them again ("sofware engineer austin" → "software engineer austin").
 */
const adviceWithUnderstood = (advice: SearchAdvice | null, understood: UnderstoodFilter[]) => {
  if (understood.length === 0) return advice && { ...advice, understood };
  const read = advice ?? textReadAsFilters();
  const didYouMean =
    read.didYouMean && [read.didYouMean, ...understood.map(({ typed }) => typed)].join(' ');
  return { ...read, didYouMean, understood };
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
  searchPositions: async ({ query, services, caller, locale }) => {
    const started = performance.now();
    const { criteria, understood } = await services.search.understand(
      toSearchCriteria(query, locale),
      new Set(query.literal),
    );
    const start = query.start ?? 0;
    const num = query.num ?? 10;
    const page = await services.search.search(criteria, start, num);
    const positions = await withSavedState(
      services,
      caller,
      await services.repositories.positions.findMany(page.ids),
    );
    return ok({
      count: page.count,
      positions,
      filterDef: localizeFilterDef(page.filterDef, locale),
      sortBy: page.sortBy,
      appliedFilters: appliedFilters(query),
      debug: null,
      debugData: null,
      savedSearchMetadata: await savedSearchOf(services, caller, query),
      resultsMetaData: {
        query: query.query ?? '',
        location: query.location ?? '',
        start,
        num,
        took_ms: Math.round(performance.now() - started),
      },
      queryAdvice: adviceWithUnderstood(page.advice, understood),
    });
  },

  getMapLocations: async ({ query, services, locale }) => {
    const { criteria } = await services.search.understand(
      toSearchCriteria(query, locale),
      new Set(query.literal),
    );
    return ok({ locations: await services.search.mapLocations(criteria) });
  },

  getPositionDetails: async ({ query, services, caller }) => {
    const found = await openPosition(services, query.position_id);
    const position = query.queried_location
      ? orderByQueriedLocation(await services.search.places(), found, query.queried_location)
      : found;
    const user = caller.user;
    const isSaved = user
      ? (await services.repositories.savedPositions.savedAmong(user.id, [position.id])).has(
          position.id,
        )
      : false;
    const application = user
      ? (await services.repositories.applications.appliedAmong(user.id, [position.id])).get(
          position.id,
        )
      : undefined;
    return ok({
      ...toListing(position),
      isSaved,
      jobDescription: position.jobDescription,
      language: position.language,
      publicUrl: `${publicOrigin().origin}${position.positionUrl}`,
      skills: position.skills,
      salaryRange: position.salaryRange,
      validThrough: position.validThrough,
      hiringManager: position.hiringManager,
      positionUserActions: {
        isSaved,
        hasApplied: application !== undefined,
        ...(application ? { applicationId: application.id, appliedAt: application.appliedAt } : {}),
      },
      locationCoordinates: position.coordinates.map(({ location, lat, lng }) => ({
        location,
        lat,
        lng,
      })),
    });
  },

  getMatchDetails: async ({ query, services, caller, locale }) => {
    const user = requireUser(caller);
    const position = await openPosition(services, query.position_id);
    const profile = await services.repositories.profiles.get(user.id);
    if (!profile) throw new Error(`User ${user.id} has no profile`);
    return ok(
      matchDetails(
        profile,
        position,
        new Date(services.now()).getUTCFullYear(),
        translatorFor(locale),
      ),
    );
  },

  getPositionInsights: async ({ query, services }) => {
    const position = await openPosition(services, query.position_id);
    return ok({
      insights: await positionInsights(
        services.repositories,
        position,
        await services.search.dataClock(),
      ),
    });
  },

  getPositionOverrides: async ({ query, services }) =>
    ok({ pcsxBaseConfigOverrides: (await openPosition(services, query.position_id)).overrides }),

  getSimilarPositions: async ({ query, services, caller }) => {
    const { positions } = services.repositories;
    const position = await positions.findOpen(query.position_id);
    if (!position) throw notFound('server.positions.notFound');
    const similar = await positions.findMany(await positions.similarIds(position, query.num ?? 5));
    return ok({ positions: await withSavedState(services, caller, similar) });
  },

  autocompleteQuery: async ({ query, services, locale }) =>
    ok({ suggestions: await services.search.suggestQueries(query.term, 8, locale) }),

  autocompleteLocation: async ({ query, services, locale }) =>
    ok({ suggestions: (await services.search.places()).suggest(query.term, locale, 8) }),
};

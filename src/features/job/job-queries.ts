import {
  getGetPositionDetailsQueryOptions,
  getGetPositionInsightsQueryOptions,
  getGetSimilarPositionsQueryOptions,
} from '@generated/api/search/search';
import { POSITION_DETAILS_REQUEST } from '../../entities/position/position-labels';

/** How many similar jobs a job page lists. */
const SIMILAR_POSITIONS_COUNT = 5;

interface JobQuery {
  domain: string;
  positionId: number;
}

/** The job page's calls, shared by its loader and its screen so both use the same cache entries. */
export const positionDetailsQuery = ({ domain, positionId }: JobQuery) =>
  getGetPositionDetailsQueryOptions(
    { domain, position_id: positionId },
    { request: POSITION_DETAILS_REQUEST },
  );

// Insights and similar jobs are extras: a failure hides them rather than retrying.
export const positionInsightsQuery = ({ domain, positionId }: JobQuery) =>
  getGetPositionInsightsQueryOptions(
    { domain, position_id: positionId },
    { query: { retry: false } },
  );

export const similarPositionsQuery = ({ domain, positionId }: JobQuery) =>
  getGetSimilarPositionsQueryOptions(
    { domain, position_id: positionId, num: SIMILAR_POSITIONS_COUNT },
    { query: { retry: false } },
  );

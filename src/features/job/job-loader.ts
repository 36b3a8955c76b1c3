import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';
import { parsePositionId } from '../../lib/position-id';
import { positionDetailsQuery, positionInsightsQuery, similarPositionsQuery } from './job-queries';

/**
 * The job's details, which the page waits for to appear whole; insights and similar jobs start
 * at the same time and fill in when they come.
 */
export const loader: RouteDataLoader = async (queryClient, { params, request }) => {
  const positionId = parsePositionId(params.pid ?? new URL(request.url).searchParams.get('pid'));
  if (positionId === undefined) return;
  const { domain } = await loaderSession(queryClient);
  const job = { domain, positionId };
  void settled(queryClient.query(positionInsightsQuery(job)));
  void settled(queryClient.query(similarPositionsQuery(job)));
  await settled(queryClient.query(positionDetailsQuery(job)));
};

import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';
import { parsePositionId } from '../../shared/position-id';
import { positionDetailsQuery, positionInsightsQuery, similarPositionsQuery } from './job-queries';

/**
 * The job's details, which the page waits for to appear whole; insights and similar jobs fill in
 * when they come. Their calls start in the next task: the details' call goes out first, and
 * setting up the three calls is not one long step of the page's start.
 */
export const loader: RouteDataLoader = async (queryClient, { params, request }) => {
  const positionId = parsePositionId(params.pid ?? new URL(request.url).searchParams.get('pid'));
  if (positionId === undefined) return;
  const { domain } = await loaderSession(queryClient);
  const job = { domain, positionId };
  const details = settled(queryClient.query(positionDetailsQuery(job)));
  setTimeout(() => {
    void settled(queryClient.query(positionInsightsQuery(job)));
    void settled(queryClient.query(similarPositionsQuery(job)));
  }, 0);
  await details;
};

import { getGetDashboardInterviewsQueryOptions } from '@generated/api/dashboard/dashboard';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** The candidate's interviews. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (isLoggedIn) {
    await settled(queryClient.query(getGetDashboardInterviewsQueryOptions({ domain })));
  }
};

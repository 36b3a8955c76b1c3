import { getGetDashboardApplicationsQueryOptions } from '@generated/api/dashboard/dashboard';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** The candidate's applications, active and inactive. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (isLoggedIn) {
    await settled(queryClient.query(getGetDashboardApplicationsQueryOptions({ domain })));
  }
};

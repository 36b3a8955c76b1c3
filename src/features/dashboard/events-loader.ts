import { getGetDashboardEventsQueryOptions } from '@generated/api/dashboard/dashboard';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** The recruiting events, with the candidate's registrations. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (isLoggedIn) {
    await settled(queryClient.query(getGetDashboardEventsQueryOptions({ domain })));
  }
};

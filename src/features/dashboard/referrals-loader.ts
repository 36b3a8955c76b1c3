import { getGetDashboardReferralsQueryOptions } from '@generated/api/dashboard/dashboard';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** The referrals made for the candidate. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (isLoggedIn) {
    await settled(queryClient.query(getGetDashboardReferralsQueryOptions({ domain })));
  }
};

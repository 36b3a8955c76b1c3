import {
  getGetDashboardApplicationsQueryOptions,
  getGetDashboardEventsQueryOptions,
  getGetDashboardInterviewsQueryOptions,
  getGetDashboardNudgesQueryOptions,
  getGetDashboardReferralsQueryOptions,
  getListDraftApplicationsQueryOptions,
} from '@generated/api/dashboard/dashboard';
import { getListOffersQueryOptions } from '@generated/api/offers/offers';
import { getListSavedPositionsQueryOptions } from '@generated/api/positions/positions';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** Every section of the dashboard, fetched side by side. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (!isLoggedIn) return;
  const params = { domain };
  await Promise.all([
    settled(queryClient.query(getGetDashboardApplicationsQueryOptions(params))),
    settled(queryClient.query(getListDraftApplicationsQueryOptions(params))),
    settled(queryClient.query(getGetDashboardInterviewsQueryOptions(params))),
    settled(queryClient.query(getGetDashboardNudgesQueryOptions(params))),
    settled(queryClient.query(getGetDashboardEventsQueryOptions(params))),
    settled(queryClient.query(getGetDashboardReferralsQueryOptions(params))),
    settled(queryClient.query(getListSavedPositionsQueryOptions(params))),
    settled(queryClient.query(getListOffersQueryOptions(params))),
  ]);
};

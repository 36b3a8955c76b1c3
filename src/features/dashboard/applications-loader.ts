import {
  getGetDashboardApplicationsQueryOptions,
  getListDraftApplicationsQueryOptions,
} from '@generated/api/dashboard/dashboard';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** The candidate's applications, active and inactive, and their drafts. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (!isLoggedIn) return;
  await Promise.all([
    settled(queryClient.query(getGetDashboardApplicationsQueryOptions({ domain }))),
    settled(queryClient.query(getListDraftApplicationsQueryOptions({ domain }))),
  ]);
};

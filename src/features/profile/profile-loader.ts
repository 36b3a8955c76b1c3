import {
  getGetProfileAnalysisQueryOptions,
  getGetProfileDetailsQueryOptions,
} from '@generated/api/profile/profile';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** The profile and its completion. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (!isLoggedIn) return;
  await Promise.all([
    settled(queryClient.query(getGetProfileDetailsQueryOptions({ domain }))),
    settled(queryClient.query(getGetProfileAnalysisQueryOptions({ domain }))),
  ]);
};

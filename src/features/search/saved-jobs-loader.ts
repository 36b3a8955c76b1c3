import { getListSavedPositionsQueryOptions } from '@generated/api/positions/positions';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** The candidate's saved jobs. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (isLoggedIn) await settled(queryClient.query(getListSavedPositionsQueryOptions({ domain })));
};

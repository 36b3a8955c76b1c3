import { getListOffersQueryOptions } from '@generated/api/offers/offers';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** The offers list, which the list, the offer page and the offer letter page all start from. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (isLoggedIn) await settled(queryClient.query(getListOffersQueryOptions({ domain })));
};

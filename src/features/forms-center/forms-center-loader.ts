import { getListFormsQueryOptions } from '@generated/api/forms/forms';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';

/** The forms of the tab in the URL (the first tab when none), with the tab list. */
export const loader: RouteDataLoader = async (queryClient, { request }) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (!isLoggedIn) return;
  const tabId = new URL(request.url).searchParams.get('tab_id') ?? undefined;
  await settled(
    queryClient.query(getListFormsQueryOptions({ domain, tab_id: tabId, include_tab_list: true })),
  );
};

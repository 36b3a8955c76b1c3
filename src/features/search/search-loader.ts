import { getSearchPositionsQueryOptions } from '@generated/api/search/search';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';
import { activeLocale } from '../../i18n/i18n';
import { isBootRequest } from '../../lib/boot-history-entry';
import { parseSearchUrl } from '../../shared/search-url';
import { buildSearchParams } from '../../shared/search-request';

/** The results page the URL asks for, so the list renders with the page. */
export const loader: RouteDataLoader = async (queryClient, { params, request }) => {
  const { domain } = await loaderSession(queryClient);
  const url = parseSearchUrl(new URL(request.url).searchParams, params, {
    isBoot: isBootRequest(request.url),
  });
  await settled(
    queryClient.query(
      getSearchPositionsQueryOptions(buildSearchParams(url, domain, activeLocale())),
    ),
  );
};

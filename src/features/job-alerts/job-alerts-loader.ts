import { getListJobAlertsQueryOptions } from '@generated/api/job-alerts/job-alerts';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';
import { activeLocale } from '../../i18n/i18n';
import { jobAlertsParams } from './job-alerts-params';

/** The candidate's job alerts. */
export const loader: RouteDataLoader = async (queryClient) => {
  const { domain, isLoggedIn } = await loaderSession(queryClient);
  if (isLoggedIn) {
    await settled(
      queryClient.query(getListJobAlertsQueryOptions(jobAlertsParams(domain, activeLocale()))),
    );
  }
};

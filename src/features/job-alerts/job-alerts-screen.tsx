import { useListJobAlerts } from '@generated/api/job-alerts/job-alerts';
import { useSession } from '../../api/session';
import { Link } from '../../i18n/localized-navigation';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { QueryState } from '../../ui/query-state';
import { JobAlertCard } from './job-alert-card';
import { jobAlertsParams } from './job-alerts-params';
import { useJobAlertChanges } from './use-job-alert-changes';
import './job-alerts-screen.css';

const SEARCH_PATH = '/careers/search';
const HEADING_ID = 'job-alerts-heading';

/**
 * /careers/job-alerts: the candidate's saved searches, each mailing new matching jobs; every
 * change shows at once and is undone if the server refuses it.
 */
export const JobAlertsScreen = () => {
  const { t, locale } = useMessages('jobAlerts');
  const { domain } = useSession();
  const alerts = useListJobAlerts(jobAlertsParams(domain, locale));
  const changes = useJobAlertChanges();
  const focusLater = usePendingFocus();
  return (
    <section className="job-alerts" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} tabIndex={-1}>
        {t('jobAlerts.page.heading')}
      </h1>
      <QueryState {...alerts}>
        {(data) =>
          data.alerts.length === 0 ? (
            <p>
              <Msg id="jobAlerts.page.empty" components={{ 0: <Link to={SEARCH_PATH} /> }} />
            </p>
          ) : (
            <>
              <p>{t('jobAlerts.page.intro')}</p>
              <ul className="card-list">
                {data.alerts.map((alert) => (
                  <li key={alert.id}>
                    <JobAlertCard
                      alert={alert}
                      changes={changes}
                      onDeleted={() => focusLater(HEADING_ID)}
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { JobAlertsScreen as Component };

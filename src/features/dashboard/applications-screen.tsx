import { useGetDashboardApplications } from '@generated/api/dashboard/dashboard';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { QueryState } from '../../ui/query-state';
import { ApplicationList } from './dashboard-sections';

export const ApplicationsScreen = () => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const applications = useGetDashboardApplications({ domain });
  return (
    <section>
      <h1>{t('candidate.applications.heading')}</h1>
      <QueryState {...applications}>
        {(data) => (
          <>
            <h2>{t('candidate.applications.active')}</h2>
            <ApplicationList applications={data.applications} />
            <h2>{t('candidate.applications.inactive')}</h2>
            <ApplicationList applications={data.inactiveApplications} />
          </>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { ApplicationsScreen as Component };

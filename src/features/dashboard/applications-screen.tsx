import { useGetDashboardApplications } from '@generated/api/dashboard/dashboard';
import { useSession } from '../../api/session';
import { QueryState } from '../../ui/query-state';
import { ApplicationList } from './dashboard-sections';

export const ApplicationsScreen = () => {
  const { domain } = useSession();
  const applications = useGetDashboardApplications({ domain });
  return (
    <section>
      <h1>Applications</h1>
      <QueryState {...applications}>
        {(data) => (
          <>
            <h2>Active</h2>
            <ApplicationList applications={data.applications} />
            <h2>Inactive</h2>
            <ApplicationList applications={data.inactiveApplications} />
          </>
        )}
      </QueryState>
    </section>
  );
};

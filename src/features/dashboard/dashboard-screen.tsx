import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { Tabs } from '../../ui/tabs/tabs';
import { DashboardV2Screen } from './dashboard-v2-screen';
import { DASHBOARD_TABS, isDashboardTab, type DashboardTab } from './dashboard-tabs';

/** The tab shown first, and when the URL names none. */
const FIRST_TAB: DashboardTab = 'applications';

/**
 * /careers/dashboard: one tab per list of the candidate's dashboard data, the chosen tab kept in
 * the URL (`?tab=`) so it can be linked to. The v2 dashboard instead when the site's
 * redirect-to-v2 flag is set.
 */
export const DashboardScreen = () => {
  const { t } = useMessages('candidate', 'offers');
  const boot = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  if (boot.configs.pcsxConfig.redirectToDashboardV2) return <DashboardV2Screen />;
  const requested = searchParams.get('tab');
  const selected = requested !== null && isDashboardTab(requested) ? requested : FIRST_TAB;
  return (
    <section>
      <h1>{t('candidate.dashboard.heading')}</h1>
      <Tabs
        label={t('candidate.dashboard.tabs')}
        selected={selected}
        onSelect={(tab) => setSearchParams({ tab }, { replace: true })}
        tabs={DASHBOARD_TABS.map(({ key, label, Section }) => ({
          key,
          label: t(label),
          panel: <Section />,
        }))}
      />
    </section>
  );
};

/** The route module's screen. */
export { DashboardScreen as Component };

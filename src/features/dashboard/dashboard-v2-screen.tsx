import { useMessages } from '../../i18n/use-messages';
import { DASHBOARD_TABS } from './dashboard-tabs';
import { NudgesSection } from './dashboard-sections';

/** /careers/dashboardv2: every list of the dashboard side by side, next steps first. */
export const DashboardV2Screen = () => {
  const { t } = useMessages('candidate', 'offers');
  return (
    <section className="dashboard-v2">
      <h1>{t('candidate.dashboard.heading')}</h1>
      <p className="muted">{t('candidate.dashboard.overview')}</p>
      <div className="dashboard-grid">
        <NudgesSection />
        {DASHBOARD_TABS.filter((tab) => tab.Section !== NudgesSection).map(({ key, Section }) => (
          <Section key={key} />
        ))}
      </div>
    </section>
  );
};

/** The route module's screen. */
export { DashboardV2Screen as Component };

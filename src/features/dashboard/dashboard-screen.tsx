import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { ApplicationsSection, DraftsSection } from './dashboard-sections';
import { DashboardV2Screen } from './dashboard-v2-screen';

/** /careers/dashboard: the v2 dashboard when the site's redirect-to-v2 flag is set. */
export const DashboardScreen = () => {
  const { t } = useMessages('candidate');
  const boot = useSession();
  if (boot.configs.pcsxConfig.redirectToDashboardV2) return <DashboardV2Screen />;
  return (
    <section>
      <h1>{t('candidate.dashboard.heading')}</h1>
      <ApplicationsSection />
      <DraftsSection />
    </section>
  );
};

/** The route module's screen. */
export { DashboardScreen as Component };

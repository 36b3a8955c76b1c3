import { useMessages } from '../../i18n/use-messages';
import {
  ApplicationsSection,
  DraftsSection,
  EventsSection,
  InterviewsSection,
  NudgesSection,
  ReferralsSection,
} from './dashboard-sections';

export const DashboardV2Screen = () => {
  const { t } = useMessages('candidate');
  return (
    <section className="dashboard-v2">
      <h1>{t('candidate.dashboard.heading')}</h1>
      <NudgesSection />
      <ApplicationsSection />
      <InterviewsSection />
      <DraftsSection />
      <EventsSection />
      <ReferralsSection />
    </section>
  );
};

/** The route module's screen. */
export { DashboardV2Screen as Component };

import {
  ApplicationsSection,
  DraftsSection,
  EventsSection,
  InterviewsSection,
  NudgesSection,
  ReferralsSection,
} from './dashboard-sections';

export const DashboardV2Screen = () => (
  <section className="dashboard-v2">
    <h1>Dashboard</h1>
    <NudgesSection />
    <ApplicationsSection />
    <InterviewsSection />
    <DraftsSection />
    <EventsSection />
    <ReferralsSection />
  </section>
);

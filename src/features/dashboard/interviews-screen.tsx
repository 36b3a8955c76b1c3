import { InterviewsSection } from './dashboard-sections';

export const InterviewsScreen = () => (
  <section>
    <h1>Interviews</h1>
    <InterviewsSection />
  </section>
);

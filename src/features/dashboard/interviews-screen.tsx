import { useMessages } from '../../i18n/use-messages';
import { InterviewsSection } from './dashboard-sections';

export const InterviewsScreen = () => {
  const { t } = useMessages('candidate');
  return (
    <section>
      <h1>{t('candidate.interviews.heading')}</h1>
      <InterviewsSection />
    </section>
  );
};

/** The route module's screen. */
export { InterviewsScreen as Component };

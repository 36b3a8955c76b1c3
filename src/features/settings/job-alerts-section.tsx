import { useId } from 'react';
import { JOB_ALERTS_PATH } from '../../entities/job-alert/job-alert-frequency';
import { Link } from '../../i18n/localized-navigation';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';

/** Beside the email settings: the Job alerts setting mails them, their own page chooses them. */
export const JobAlertsSection = () => {
  const { t } = useMessages('candidate');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="settings-section">
      <h2 id={`${id}-heading`}>{t('candidate.settings.jobAlerts.heading')}</h2>
      <p>
        <Msg
          id="candidate.settings.jobAlerts.body"
          components={{ 0: <Link to={JOB_ALERTS_PATH} /> }}
        />
      </p>
    </section>
  );
};

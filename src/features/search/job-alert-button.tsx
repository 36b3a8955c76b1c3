import { Suspense, useId, useState } from 'react';
import type { JobAlertCriteria } from '@generated/api/models';
import { JOB_ALERTS_PATH } from '../../entities/job-alert/job-alert-frequency';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { Link } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { usePendingFocus } from '../../lib/use-pending-focus';

// Most searches never open it: its code and messages load on the first click.
const JobAlertDialog = lazyWithMessages(
  async () => (await import('./job-alert-dialog')).JobAlertDialog,
  ['jobAlerts', 'forms'],
);

interface JobAlertButtonProps {
  criteria: JobAlertCriteria;
  /** The search answer says the signed-in candidate already has an alert for this search. */
  isSaved: boolean;
}

/**
 * "Get job alerts" for the current search, or "Job alert on" (a link to the candidate's job
 * alerts) once the search is saved. Saving turns the button into the link behind the open dialog,
 * so focus comes back to the control by its id, whichever it is by then.
 */
export const JobAlertButton = ({ criteria, isSaved }: JobAlertButtonProps) => {
  const { t } = useMessages('search');
  const controlId = useId();
  const focusLater = usePendingFocus();
  const [isOpen, setIsOpen] = useState(false);
  const onClose = () => {
    setIsOpen(false);
    focusLater(controlId);
  };
  return (
    <>
      {isSaved ? (
        <Link id={controlId} className="button job-alert-control" to={JOB_ALERTS_PATH}>
          {t('search.jobAlert.on')}
        </Link>
      ) : (
        <button
          id={controlId}
          type="button"
          className="button job-alert-control"
          aria-haspopup="dialog"
          onClick={() => setIsOpen(true)}
        >
          {t('search.jobAlert.get')}
        </button>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <JobAlertDialog criteria={criteria} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
};

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { getListJobAlertsQueryKey, useCreateJobAlert } from '@generated/api/job-alerts/job-alerts';
import type { JobAlertCriteria, JobAlertFrequency } from '@generated/api/models';
import { getSearchPositionsQueryKey } from '@generated/api/search/search';
import { ApiError, getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import {
  DEFAULT_JOB_ALERT_FREQUENCY,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERTS_PATH,
} from '../../entities/job-alert/job-alert-frequency';
import { isValidEmail } from '../../forms/validation/email';
import { emailMessage, requiredMessage } from '../../forms/validation/messages';
import { Link } from '../../i18n/localized-navigation';
import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';

/** The contract's longest alert name. */
const MAX_NAME_LENGTH = 100;

/** What the search is about, as a starting name: its words and its place. */
const suggestedName = (criteria: JobAlertCriteria): string =>
  [criteria.query, criteria.location].filter(Boolean).join(', ').slice(0, MAX_NAME_LENGTH);

/** How the request ended: a candidate's alert is on; a visitor is to confirm by mail first. */
type Outcome = { kind: 'saved' } | { kind: 'confirmByMail'; message: string };

interface JobAlertDialogProps {
  criteria: JobAlertCriteria;
  onClose: () => void;
}

/**
 * Saves the current search as a job alert. A signed-in candidate chooses how often and may name
 * it; a visitor gives an email, which the server confirms by mail before anything is sent to it.
 */
export const JobAlertDialog = ({ criteria, onClose }: JobAlertDialogProps) => {
  const { t } = useMessages('jobAlerts', 'forms');
  const { domain, isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const emailInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const create = useCreateJobAlert({
    mutation: {
      // The search behind the dialog learns it is saved before the dialog says so, so the button
      // has become "Job alert on" by the time focus goes back to it.
      onSuccess: async (result) => {
        if (!('alert' in result)) {
          setOutcome({ kind: 'confirmByMail', message: result.message });
          return;
        }
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getSearchPositionsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getListJobAlertsQueryKey() }),
        ]);
        setOutcome({ kind: 'saved' });
      },
      onError: (error) => {
        if (error.fieldErrors.some((field) => field.name === 'email')) emailInput.current?.focus();
      },
    },
  });
  const id = useId();
  const [frequency, setFrequency] = useState<JobAlertFrequency>(DEFAULT_JOB_ALERT_FREQUENCY);
  const [name, setName] = useState(() => suggestedName(criteria));
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const outcomeMessage = useRef<HTMLParagraphElement>(null);

  // The form, and the button that had focus, are gone: the outcome takes focus and is read out.
  useEffect(() => {
    if (outcome) outcomeMessage.current?.focus();
  }, [outcome]);

  const serverEmailError =
    create.error instanceof ApiError
      ? create.error.fieldErrors.find((field) => field.name === 'email')?.message
      : undefined;
  const shownEmailError = emailError ?? serverEmailError ?? null;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!isLoggedIn) {
      const problem =
        trimmedEmail === ''
          ? requiredMessage(t('jobAlerts.field.email'), t)
          : isValidEmail(trimmedEmail, 'loose')
            ? null
            : emailMessage(t, {});
      setEmailError(problem);
      if (problem) {
        emailInput.current?.focus();
        return;
      }
    }
    const trimmedName = name.trim();
    create.mutate({
      data: {
        criteria,
        frequency,
        ...(isLoggedIn ? (trimmedName ? { name: trimmedName } : {}) : { email: trimmedEmail }),
      },
      params: { domain },
    });
  };

  const outcomeView = (current: Outcome) => (
    <div className="form-stack">
      <p ref={outcomeMessage} role="status" tabIndex={-1} className="job-alert-dialog__outcome">
        {current.kind === 'saved' ? t('jobAlerts.dialog.saved') : current.message}
      </p>
      {current.kind === 'saved' && (
        <Link to={JOB_ALERTS_PATH} onClick={onClose}>
          {t('jobAlerts.dialog.manage')}
        </Link>
      )}
      <div className="job-alert-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('jobAlerts.action.done')}
        </button>
      </div>
    </div>
  );

  const emailErrorId = `${id}-email-error`;
  const form = (
    <form className="form-stack" noValidate onSubmit={onSubmit} aria-busy={create.isPending}>
      <p>{isLoggedIn ? t('jobAlerts.dialog.intro') : t('jobAlerts.dialog.visitorIntro')}</p>
      {create.isError && !serverEmailError && (
        <p className="form-error" role="alert">
          {getRequestErrorMessage(create.error)}
        </p>
      )}
      <fieldset className="job-alert-dialog__frequency">
        <legend>{t('jobAlerts.field.frequency')}</legend>
        {JOB_ALERT_FREQUENCIES.map((option) => (
          <label key={option.value} className="job-alert-dialog__choice">
            <input
              type="radio"
              name={`${id}-frequency`}
              value={option.value}
              checked={frequency === option.value}
              onChange={() => setFrequency(option.value)}
            />{' '}
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      {isLoggedIn ? (
        <>
          <label htmlFor={`${id}-name`}>{t('jobAlerts.field.name')}</label>
          <input
            id={`${id}-name`}
            type="text"
            maxLength={MAX_NAME_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </>
      ) : (
        <>
          <label htmlFor={`${id}-email`}>{t('jobAlerts.field.email')}</label>
          <input
            id={`${id}-email`}
            ref={emailInput}
            type="email"
            autoComplete="email"
            required
            aria-invalid={shownEmailError !== null}
            aria-describedby={shownEmailError !== null ? emailErrorId : undefined}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
          />
          {shownEmailError !== null && (
            <p id={emailErrorId} className="form-error">
              {shownEmailError}
            </p>
          )}
        </>
      )}
      <div className="job-alert-dialog__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? t('jobAlerts.dialog.submitting') : t('jobAlerts.dialog.submit')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('jobAlerts.action.cancel')}
        </button>
      </div>
    </form>
  );

  return (
    <Modal isOpen title={t('jobAlerts.dialog.title')} onClose={onClose}>
      {outcome ? outcomeView(outcome) : form}
    </Modal>
  );
};

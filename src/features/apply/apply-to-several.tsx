import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { submitApplication } from '@generated/api/apply/apply';
import {
  getGetDashboardApplicationsQueryKey,
  getListDraftApplicationsQueryKey,
} from '@generated/api/dashboard/dashboard';
import {
  getGetPositionDetailsQueryKey,
  getGetPositionDetailsQueryOptions,
} from '@generated/api/search/search';
import type { PositionDetails } from '@generated/api/models';
import { ApiError, getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { Link } from '../../i18n/localized-navigation';
import type { MessageId } from '../../i18n/message-ids';
import { useMessages } from '../../i18n/use-messages';
import { ApplyForm, toApplicationRequest } from './apply-form';

/** What became of the application to one job of the several. */
type Outcome = { kind: 'sent' } | { kind: 'alreadyApplied' } | { kind: 'failed'; message: string };

const OUTCOME_LABELS = {
  sent: 'forms.applyAll.sent',
  alreadyApplied: 'forms.applyAll.alreadyApplied',
} as const satisfies Record<string, MessageId<'forms'>>;

/**
 * /careers/apply?pid=1,2,3 (the job cart's "Apply to all"): one form, whose answers go as one
 * application to each job, each job then showing what became of its own. Jobs applied to before
 * are left out; a job whose application failed is sent again by submitting again.
 */
export const ApplyToSeveral = ({ positionIds }: { positionIds: readonly number[] }) => {
  const { t, locale } = useMessages('forms');
  const boot = useSession();
  const { domain } = boot;
  const queryClient = useQueryClient();
  const details = useQueries({
    queries: positionIds.map((id) =>
      getGetPositionDetailsQueryOptions({ domain, position_id: id }, { query: { retry: false } }),
    ),
  });
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, Outcome>>(new Map());
  const [isSending, setIsSending] = useState(false);

  if (details.some((each) => each.isPending)) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const jobs = details.flatMap((each) => (each.data ? [each.data] : []));
  const isWaiting = (job: PositionDetails) =>
    !job.positionUserActions.hasApplied && (outcomes.get(job.id)?.kind ?? 'failed') === 'failed';
  const waiting = jobs.filter(isWaiting);
  const sentCount = [...outcomes.values()].filter((outcome) => outcome.kind === 'sent').length;

  const send = async (answers: Record<string, unknown>) => {
    setIsSending(true);
    // One after another: the server takes a candidate's applications one at a time anyway.
    for (const job of waiting) {
      let outcome: Outcome;
      try {
        await submitApplication(toApplicationRequest(job.id, domain, answers), { domain });
        outcome = { kind: 'sent' };
      } catch (error) {
        outcome =
          error instanceof ApiError && error.status === 409
            ? { kind: 'alreadyApplied' }
            : { kind: 'failed', message: getRequestErrorMessage(error) };
      }
      setOutcomes((previous) => new Map(previous).set(job.id, outcome));
    }
    setIsSending(false);
    [
      getGetPositionDetailsQueryKey(),
      getGetDashboardApplicationsQueryKey({ domain }),
      getListDraftApplicationsQueryKey({ domain }),
    ].forEach((queryKey) => void queryClient.invalidateQueries({ queryKey, refetchType: 'none' }));
  };

  const jobStatus = (job: PositionDetails): string => {
    const outcome = outcomes.get(job.id);
    if (outcome?.kind === 'failed') return t('forms.applyAll.failed', { message: outcome.message });
    if (outcome) return t(OUTCOME_LABELS[outcome.kind]);
    if (job.positionUserActions.hasApplied) return t(OUTCOME_LABELS.alreadyApplied);
    return '';
  };
  const unavailableCount = positionIds.length - jobs.length;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    waiting.map((job) => job.name),
  );

  return (
    <>
      <p>{t('forms.applyAll.intro')}</p>
      <ul className="card-list" aria-label={t('forms.applyAll.jobs')}>
        {jobs.map((job) => (
          <li key={job.id} className="card">
            <Link to={job.positionUrl}>{job.name}</Link>
            <p className={outcomes.get(job.id)?.kind === 'failed' ? 'form-error' : 'muted'}>
              {jobStatus(job)}
            </p>
          </li>
        ))}
      </ul>
      {unavailableCount > 0 && (
        <p className="muted">{t('forms.applyAll.unavailable', { count: unavailableCount })}</p>
      )}
      <p role="status">
        {outcomes.size > 0 && !isSending
          ? t('forms.applyAll.summary', { sent: sentCount, total: outcomes.size })
          : ''}
      </p>
      {waiting.length > 0 ? (
        <ApplyForm
          positionId={waiting[0]?.id ?? 0}
          positionName={names}
          boot={boot}
          onSubmitted={() => undefined}
          onSubmitAnswers={(answers) => void send(answers)}
          isSubmitting={isSending}
          submitLabel={t('forms.applyAll.submit', { count: waiting.length })}
        />
      ) : (
        boot.isLoggedIn && (
          <Link to="/careers/applications">{t('forms.apply.seeApplications')}</Link>
        )
      )}
    </>
  );
};

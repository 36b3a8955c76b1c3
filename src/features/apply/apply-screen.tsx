import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../i18n/localized-navigation';
import { useGetDraftApplication } from '@generated/api/dashboard/dashboard';
import { useGetPositionDetails } from '@generated/api/search/search';
import type { BootData, PositionDetails } from '@generated/api/models';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { openAuthModal, redirectAfterSignIn } from '../../entities/auth/auth-modal-store';
import { useMessages } from '../../i18n/use-messages';
import { locationsLabel } from '../../shared/location-label';
import { parsePositionId } from '../../shared/position-id';
import { applicationLink } from '../../entities/position/application-link';
import { useRoutePositionId } from '../../entities/position/use-route-position-id';
import { QueryError } from '../../ui/load-failure';
import { QueryState } from '../../ui/query-state';
import { ApplyForm, type SubmittedApplication } from './apply-form';
import { ApplyToSeveral } from './apply-to-several';
import { VisitorConfirmation } from './visitor-confirmation';

interface ApplyFormSlotProps {
  position: PositionDetails;
  boot: BootData;
  onSubmitted: (submitted: SubmittedApplication) => void;
}

/** A signed-in candidate's form starts from their draft, once we know whether there is one. */
const CandidateApplyForm = ({ position, boot, onSubmitted }: ApplyFormSlotProps) => {
  const { t } = useMessages('forms');
  const draft = useGetDraftApplication(
    position.id,
    { domain: boot.domain },
    // Always read afresh: the last autosave may have changed it since it was cached.
    { query: { staleTime: 0, gcTime: 0, retry: false } },
  );
  const hasNoDraft = draft.error instanceof ApiError && draft.error.status === 404;
  // Only a 404 means there is no draft: an empty form over a draft that failed to load would
  // autosave over it at the first keystroke.
  if (draft.isError && !hasNoDraft) return <QueryError onRetry={() => void draft.refetch()} />;
  if (draft.isPending) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <ApplyForm
      positionId={position.id}
      positionName={position.name}
      boot={boot}
      draft={hasNoDraft ? undefined : draft.data}
      onSubmitted={onSubmitted}
    />
  );
};

/** A visitor may apply as they are, or sign in first to apply with their profile. */
const VisitorApplyForm = ({ position, boot, onSubmitted }: ApplyFormSlotProps) => {
  const { t } = useMessages('forms');
  return (
    <>
      <div className="card">
        <p>{t('forms.apply.signInPrompt')}</p>
        <button
          type="button"
          className="button"
          onClick={() =>
            openAuthModal({
              pendingAction: redirectAfterSignIn(
                'pre_apply_click',
                `/careers/apply?pid=${position.id}`,
              ),
            })
          }
        >
          {t('forms.apply.signIn')}
        </button>
      </div>
      <ApplyForm
        positionId={position.id}
        positionName={position.name}
        boot={boot}
        onSubmitted={onSubmitted}
      />
    </>
  );
};

/**
 * The form, then its confirmation. The confirmation lives here, above the form: signing in after
 * a refused submit turns the visitor's form into the candidate's, which must not lose it.
 */
const ApplyToPosition = ({ position, boot }: { position: PositionDetails; boot: BootData }) => {
  const { t } = useMessages('forms');
  const [submitted, setSubmitted] = useState<SubmittedApplication>();
  if (submitted) {
    return boot.isLoggedIn ? (
      <section aria-labelledby="apply-done">
        <h2 id="apply-done">{t('forms.apply.submitted')}</h2>
        <p role="status">{submitted.message}</p>
        <Link to="/careers/applications">{t('forms.apply.seeApplications')}</Link>
      </section>
    ) : (
      <VisitorConfirmation {...submitted} />
    );
  }
  if (position.positionUserActions.hasApplied) {
    return (
      <div className="card" role="status">
        <p>{t('forms.apply.alreadyApplied')}</p>
        <Link to={applicationLink(position.positionUserActions.applicationId)}>
          {t('forms.apply.viewApplication')}
        </Link>
      </div>
    );
  }
  return boot.isLoggedIn ? (
    <CandidateApplyForm position={position} boot={boot} onSubmitted={setSubmitted} />
  ) : (
    <VisitorApplyForm position={position} boot={boot} onSubmitted={setSubmitted} />
  );
};

/** The jobs of `pid=1,2,3` (the job cart's "Apply to all"), each once; one id is one job's page. */
const useRoutePositionIds = (): number[] => {
  const [searchParams] = useSearchParams();
  const ids = (searchParams.get('pid') ?? '').split(',').flatMap((part) => {
    const id = parsePositionId(part);
    return id === undefined ? [] : [id];
  });
  return [...new Set(ids)];
};

/** /careers/apply?pid={id}: the application for one job; pid=1,2,3 applies to several. */
export const ApplyScreen = () => {
  const { t, locale } = useMessages('forms');
  const boot = useSession();
  const { domain } = boot;
  const positionId = useRoutePositionId();
  const positionIds = useRoutePositionIds();
  const isSeveral = positionIds.length > 1;
  const details = useGetPositionDetails(
    { domain, position_id: positionId ?? 0 },
    { query: { enabled: positionId !== undefined && !isSeveral } },
  );
  if (isSeveral) {
    return (
      <section>
        <h1>{t('forms.applyAll.heading', { count: positionIds.length })}</h1>
        <ApplyToSeveral positionIds={positionIds} />
      </section>
    );
  }
  if (positionId === undefined) {
    return (
      <section>
        <h1>{t('forms.apply.heading')}</h1>
        <p>{t('forms.apply.chooseJob')}</p>
        <Link to="/careers/search">{t('forms.apply.searchJobs')}</Link>
      </section>
    );
  }
  return (
    <section>
      <h1>
        {details.data
          ? t('forms.apply.headingFor', { name: details.data.name })
          : t('forms.apply.heading')}
      </h1>
      <QueryState {...details}>
        {(position) => (
          <>
            <p className="muted">{locationsLabel(position.standardizedLocations, locale)}</p>
            <Link to={position.positionUrl}>{t('forms.apply.backToJob')}</Link>
            <ApplyToPosition key={position.id} position={position} boot={boot} />
          </>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { ApplyScreen as Component };

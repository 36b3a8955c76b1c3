import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from '../../i18n/localized-navigation';
import { useToggleSavedPosition } from '../../entities/position/use-toggle-saved-position';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useRoutePositionId } from '../../entities/position/use-route-position-id';
import { PositionCard } from '../../entities/position/position-card';
import { PositionDetailsView } from '../../entities/position/position-details-view';
import { QueryError } from '../../ui/load-failure';
import { useSanitizer } from '../../ui/safe-html';
import { SaveButton } from '../../entities/position/save-button';
import { showPositionDetailsFailed } from '../../entities/position/position-labels';
import type { MessageId } from '../../i18n/message-ids';
import { Msg } from '../../i18n/msg';
import { useMessages } from '../../i18n/use-messages';
import { usePageTitle } from '../../ui/page-title';
import { showToast } from '../../ui/toast/toast-store';
import { loadSanitizer } from '../../lib/sanitize-html';
import { AppliedNotice } from '../../entities/position/applied';
import { ApplyAction } from './apply-action';
import { buildJobPostingLd, toScriptJson } from './job-posting-ld';
import { positionDetailsQuery, positionInsightsQuery, similarPositionsQuery } from './job-queries';
import './job.css';

// The description needs the sanitizer: fetch it alongside the job rather than after it.
void loadSanitizer();

/** The copy-link toasts, by message id. */
export const COPY_MESSAGES = {
  copied: 'job.copy.copied',
  failed: 'job.copy.failed',
} as const satisfies Record<string, MessageId<'job'>>;

const JobNotFound = () => {
  const { t } = useMessages('job');
  return (
    <section>
      <h1>{t('job.notFound.title')}</h1>
      <p>{t('job.notFound.body')}</p>
      <Link to="/careers/search">{t('job.notFound.searchJobs')}</Link>
    </section>
  );
};

const copyLink = (url: string, t: (id: MessageId<'job'>) => string) => {
  navigator.clipboard
    .writeText(url)
    .then(() => showToast({ message: t(COPY_MESSAGES.copied), variant: 'success' }))
    .catch(() => showToast({ message: t(COPY_MESSAGES.failed), variant: 'disruptive' }));
};

/** A job page: /careers/job/{id} (public) and /careers/job/private?pid={id}. */
export const JobScreen = () => {
  const { t } = useMessages('job', 'position');
  const boot = useSession();
  const { domain } = boot;
  const positionId = useRoutePositionId() ?? 0;
  const isValidId = positionId > 0;
  const job = { domain, positionId };
  const details = useQuery({ ...positionDetailsQuery(job), enabled: isValidId });
  const insights = useQuery({ ...positionInsightsQuery(job), enabled: isValidId });
  const similar = useQuery({ ...similarPositionsQuery(job), enabled: isValidId });
  const toggleSaved = useToggleSavedPosition();
  // The page appears whole, description included, so nothing moves once it is shown.
  const isSanitizerReady = useSanitizer() !== undefined;

  useEffect(() => {
    if (!details.isError) return;
    showPositionDetailsFailed(t);
  }, [details.isError, t]);

  // Only the server's "no such job" means not found; any other failure can be tried again.
  const isNotFound =
    !isValidId ||
    (details.isError && details.error instanceof ApiError && details.error.status === 404);
  const hasFailed = details.isError && !isNotFound && !details.isFetching;
  const company = boot.configs.pcsxConfig.companyName;
  usePageTitle(
    details.data
      ? t('job.page.documentTitle', { name: details.data.name, company })
      : isNotFound
        ? t('job.page.notFoundDocumentTitle', { company })
        : hasFailed
          ? t('job.page.loadFailed')
          : null,
  );

  if (isNotFound) return <JobNotFound />;
  if (hasFailed) {
    return (
      <section>
        <h1>{t('job.page.loadFailed')}</h1>
        <QueryError onRetry={() => void details.refetch()} />
      </section>
    );
  }
  if (details.isPending || details.isError || !isSanitizerReady) {
    return (
      <section>
        <h1>{t('job.page.loading')}</h1>
      </section>
    );
  }
  const position = details.data;
  const isSaved = position.positionUserActions.isSaved;
  const jsonLd = buildJobPostingLd(
    position,
    boot.configs.pcsxConfig.companyName,
    window.location.origin,
  );
  return (
    <div className="job-page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: toScriptJson(jsonLd) }}
      />
      <PositionDetailsView
        headingLevel={1}
        position={position}
        insights={insights.data?.insights}
        notice={<AppliedNotice position={position} />}
        actions={
          <>
            <ApplyAction position={position} />
            <SaveButton
              positionName={position.name}
              isSaved={isSaved}
              onToggle={() => toggleSaved(position.id, isSaved)}
            />
            <button
              type="button"
              className="button"
              onClick={() => copyLink(position.publicUrl, t)}
            >
              <Msg
                id="job.actions.share"
                components={{ 0: <span className="visually-hidden" /> }}
              />
            </button>
          </>
        }
      />
      {similar.data && similar.data.positions.length > 0 && (
        <section aria-labelledby="similar-jobs" className="similar-jobs">
          <h2 id="similar-jobs">{t('job.similar.title')}</h2>
          <ul className="card-list">
            {similar.data.positions.map((item) => (
              <li key={item.id}>
                <PositionCard position={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};

/** The route module's screen. */
export { JobScreen as Component };

import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  useGetPositionDetails,
  useGetPositionInsights,
  useGetSimilarPositions,
} from '@generated/api/search/search';
import { useToggleSavedPosition } from '../../entities/position/use-toggle-saved-position';
import { useSession } from '../../api/session';
import { useRoutePositionId } from '../../entities/position/use-route-position-id';
import { PositionCard } from '../../entities/position/position-card';
import { PositionDetailsView } from '../../entities/position/position-details-view';
import { useSanitizer } from '../../ui/safe-html';
import { SaveButton } from '../../entities/position/save-button';
import { showPositionDetailsFailed } from '../../entities/position/position-labels';
import { showToast } from '../../ui/toast/toast-store';
import { loadSanitizer } from '../../lib/sanitize-html';
import { buildJobPostingLd, toScriptJson } from './job-posting-ld';

// The description needs the sanitizer: fetch it alongside the job rather than after it.
void loadSanitizer();

export const COPY_MESSAGES = {
  copied: 'Copied to Clipboard',
  failed: 'Sorry, unable to copy the variable. Please contact Support',
} as const;

const JobNotFound = () => (
  <section>
    <h1>Job not found</h1>
    <p>This job does not exist or is no longer open.</p>
    <Link to="/careers/search">Search jobs</Link>
  </section>
);

const copyLink = (url: string) => {
  navigator.clipboard
    .writeText(url)
    .then(() => showToast({ message: COPY_MESSAGES.copied, variant: 'success' }))
    .catch(() => showToast({ message: COPY_MESSAGES.failed, variant: 'disruptive' }));
};

/** A job page: /careers/job/{id} (public) and /careers/job/private?pid={id}. */
export const JobScreen = () => {
  const boot = useSession();
  const { domain } = boot;
  const positionId = useRoutePositionId() ?? 0;
  const isValidId = positionId > 0;
  const details = useGetPositionDetails(
    { domain, position_id: positionId },
    { query: { enabled: isValidId } },
  );
  const insights = useGetPositionInsights(
    { domain, position_id: positionId },
    { query: { enabled: isValidId, retry: false } },
  );
  const similar = useGetSimilarPositions(
    { domain, position_id: positionId, num: 5 },
    { query: { enabled: isValidId, retry: false } },
  );
  const toggleSaved = useToggleSavedPosition();
  // The page appears whole, description included, so nothing moves once it is shown.
  const isSanitizerReady = useSanitizer() !== undefined;

  useEffect(() => {
    if (!details.isError) return;
    showPositionDetailsFailed();
  }, [details.isError]);

  useEffect(() => {
    if (details.data)
      document.title = `${details.data.name} | ${boot.configs.pcsxConfig.companyName} careers`;
  }, [details.data, boot.configs.pcsxConfig.companyName]);

  if (!isValidId || details.isError) return <JobNotFound />;
  if (details.isPending || !isSanitizerReady) {
    return (
      <section>
        <h1>Loading job…</h1>
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
        actions={
          <>
            <Link className="button button--primary" to={`/careers/apply?pid=${position.id}`}>
              Apply now
            </Link>
            <SaveButton
              positionName={position.name}
              isSaved={isSaved}
              onToggle={() => toggleSaved(position.id, isSaved)}
            />
            <button type="button" className="button" onClick={() => copyLink(position.publicUrl)}>
              Share<span className="visually-hidden">: copy the link to this job</span>
            </button>
          </>
        }
      />
      {similar.data && similar.data.positions.length > 0 && (
        <section aria-labelledby="similar-jobs" className="similar-jobs">
          <h2 id="similar-jobs">Similar jobs</h2>
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

import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useGetPositionDetails } from '@generated/api/search/search';
import { useSession } from '../../api/session';
import { useRoutePositionId } from '../../lib/use-route-position-id';
import { SafeHtml } from '../../ui/safe-html';
import { showToast } from '../../ui/toast/toast-store';

const JobNotFound = () => (
  <section>
    <h1>Job not found</h1>
    <p>This job does not exist or is no longer open.</p>
    <Link to="/careers/search">Search jobs</Link>
  </section>
);

/** A job page: /careers/job/{id} (public) and /careers/job/private?pid={id}. */
export const JobScreen = () => {
  const { domain } = useSession();
  const positionId = useRoutePositionId();
  const details = useGetPositionDetails(
    { domain, position_id: positionId ?? 0 },
    { query: { enabled: positionId !== undefined } },
  );

  useEffect(() => {
    if (details.isError) {
      showToast({
        message: 'Failed to load position details',
        position: 'top-center',
        durationMs: 2000,
        closable: false,
        variant: 'disruptive',
      });
    }
  }, [details.isError]);

  if (positionId === undefined || details.isError) return <JobNotFound />;
  if (details.isPending) {
    return (
      <section>
        <h1>Loading job…</h1>
      </section>
    );
  }
  const position = details.data;
  return (
    <article>
      <h1>{position.name}</h1>
      <p className="muted">
        {[position.standardizedLocations.join(' | '), position.department]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>
        <Link className="button button--primary" to={`/careers/apply?pid=${position.id}`}>
          Apply
        </Link>
      </p>
      <SafeHtml className="job-description" html={position.jobDescription} />
    </article>
  );
};

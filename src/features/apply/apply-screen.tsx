import { Link } from 'react-router-dom';
import { useGetPositionDetails } from '@generated/api/search/search';
import { useSession } from '../../api/session';
import { useRoutePositionId } from '../../entities/position/use-route-position-id';
import { QueryState } from '../../ui/query-state';
import { ApplyForm } from './apply-form';

/** /careers/apply?pid={id}: the application for one job. */
export const ApplyScreen = () => {
  const boot = useSession();
  const { domain } = boot;
  const positionId = useRoutePositionId();
  const details = useGetPositionDetails(
    { domain, position_id: positionId ?? 0 },
    { query: { enabled: positionId !== undefined } },
  );
  if (positionId === undefined) {
    return (
      <section>
        <h1>Apply</h1>
        <p>Choose a job to apply for.</p>
        <Link to="/careers/search">Search jobs</Link>
      </section>
    );
  }
  return (
    <section>
      <h1>{details.data ? `Apply for ${details.data.name}` : 'Apply'}</h1>
      <QueryState {...details}>
        {(position) => (
          <>
            <p className="muted">{position.standardizedLocations.join(' | ')}</p>
            <Link to={position.positionUrl}>Back to the job</Link>
            <ApplyForm positionId={position.id} positionName={position.name} boot={boot} />
          </>
        )}
      </QueryState>
    </section>
  );
};

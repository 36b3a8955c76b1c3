import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../api/session';
import { logPageLoad } from '../api/vslog';
import { useRoutePositionId } from '../entities/position/use-route-position-id';
import { readPassThroughParams } from '../shared/search-url';

let hasLoggedPageLoad = false;

/** Sends the page-load event once per document load, with the job and utm params it came with. */
export const PageLoadLogEffect = ({ pageId }: { pageId: string }) => {
  const boot = useSession();
  const [searchParams] = useSearchParams();
  const positionId = useRoutePositionId();
  useEffect(() => {
    if (hasLoggedPageLoad) return;
    hasLoggedPageLoad = true;
    logPageLoad({
      domain: boot.domain,
      pageId,
      positionId,
      utm: readPassThroughParams(searchParams),
    });
  }, [boot.domain, pageId, positionId, searchParams]);
  return null;
};

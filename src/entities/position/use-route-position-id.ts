import { useParams, useSearchParams } from 'react-router-dom';
import { parsePositionId } from '../../shared/position-id';

/** The job id from path param pid or query param pid ('123-title' → 123). */
export const useRoutePositionId = (): number | undefined => {
  const { pid } = useParams();
  const [searchParams] = useSearchParams();
  return parsePositionId(pid ?? searchParams.get('pid'));
};

import { useListOffers } from '@generated/api/offers/offers';
import { useSession } from '../../api/session';
import { STALE_TIME } from '../../api/stale-times';

/** The offers query: cached a day, never retried, refetched when the window regains focus. */
export const useOffers = () => {
  const { domain } = useSession();
  return useListOffers(
    { domain },
    { query: { staleTime: STALE_TIME.ONE_DAY, retry: false, refetchOnWindowFocus: true } },
  );
};

import { useListOffers } from '@generated/api/offers/offers';
import { useSession } from '../../api/session';
import { STALE_TIME } from '../../api/stale-times';

/** The offers query of the spec (§9): cached a day, no retry, refetched on window focus. */
export const useOffers = () => {
  const { domain } = useSession();
  return useListOffers(
    { domain },
    { query: { staleTime: STALE_TIME.ONE_DAY, retry: false, refetchOnWindowFocus: true } },
  );
};

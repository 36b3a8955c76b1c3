import { useMemo } from 'react';
import { useSession } from '../../api/session';
import { isTimeZone } from '../../shared/is-time-zone';

/**
 * The zone every date and time is shown in: the one a signed-in candidate saved in Settings (the
 * server names it by its current IANA name); undefined for a visitor, or for a saved zone this
 * browser does not know, which means the browser's own zone.
 */
export const useViewerTimeZone = (): string | undefined => {
  const saved = useSession().user?.timezone;
  return useMemo(() => (saved && isTimeZone(saved) ? saved : undefined), [saved]);
};

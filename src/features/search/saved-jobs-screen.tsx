import { useListSavedPositions } from '@generated/api/positions/positions';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';
import { PositionCard } from '../../entities/position/position-card';
import { QueryState } from '../../ui/query-state';

export const SavedJobsScreen = () => {
  const { t } = useMessages('search');
  const { domain } = useSession();
  const saved = useListSavedPositions({ domain });
  return (
    <section>
      <h1>{t('search.savedJobs.title')}</h1>
      <QueryState
        {...saved}
        isEmpty={(data) => data.positions.length === 0}
        emptyMessage={t('search.savedJobs.empty')}
      >
        {(data) => (
          <ul className="card-list">
            {data.positions.map((position) => (
              <li key={position.id}>
                <PositionCard position={position} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
};

/** The route module's screen. */
export { SavedJobsScreen as Component };

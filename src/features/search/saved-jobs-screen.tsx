import { useListSavedPositions } from '@generated/api/positions/positions';
import { useSession } from '../../api/session';
import { PositionCard } from '../../entities/position/position-card';
import { QueryState } from '../../ui/query-state';

export const SavedJobsScreen = () => {
  const { domain } = useSession();
  const saved = useListSavedPositions({ domain });
  return (
    <section>
      <h1>Saved jobs</h1>
      <QueryState
        {...saved}
        isEmpty={(data) => data.positions.length === 0}
        emptyMessage="You have no saved jobs yet."
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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState } from './query-state';

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('query state', () => {
  test('a failure is not an empty list, and Try again asks again', async () => {
    const refetch = vi.fn();
    render(
      <QueryState
        isPending={false}
        isError
        data={undefined}
        refetch={refetch}
        isEmpty={(items: string[]) => items.length === 0}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
    expect(screen.queryByText('No data found')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('a failure being asked again shows as loading, and an empty answer as empty', () => {
    const { rerender } = render(
      <QueryState isPending={false} isError isFetching data={undefined}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <QueryState
        isPending={false}
        isError={false}
        data={[]}
        isEmpty={(items: string[]) => items.length === 0}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnderstoodFilter } from '@generated/api/models';
import { renderRoutes } from '../../forms/test-utils';
import { UnderstoodFilters } from './understood-filters';
import { useSearchState } from './use-search-state';

const AUSTIN: UnderstoodFilter = {
  kind: 'location',
  typed: 'austin',
  values: ['Austin, Texas, United States'],
  label: 'Austin, Texas, United States',
};
const REMOTE: UnderstoodFilter = {
  kind: 'remote',
  typed: 'remote',
  values: ['remote'],
  label: 'Remote',
};

/** The chips as the search screen wires them: removing one changes the URL's state. */
const Page = ({ understood }: { understood: UnderstoodFilter[] }) => {
  const state = useSearchState();
  return <UnderstoodFilters understood={understood} onRemove={state.readAsText} />;
};

const renderChips = (understood: UnderstoodFilter[], url: string) =>
  renderRoutes([{ path: '/careers/search', element: <Page understood={understood} /> }], url);

describe('UnderstoodFilters', () => {
  it('lists each filter read from the search, saying where it came from', async () => {
    renderChips([AUSTIN, REMOTE], '/careers/search?query=remote+software+engineer+austin');
    const list = await screen.findByRole('list', { name: 'Read from your search' });
    const chips = within(list).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '📍Austin, Texas, United States · from your search✕',
      'Remote · from your search✕',
    ]);
    expect(
      screen.getByRole('button', {
        name: 'Search without the location Austin, Texas, United States',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Search without the filter Remote' }),
    ).toBeInTheDocument();
  });

  it('shows nothing when the search read no filter', () => {
    renderChips([], '/careers/search?query=nurse');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('removes a filter from the keyboard: its kind goes into the URL, the rest stays', async () => {
    const user = userEvent.setup();
    const { router } = renderChips(
      [AUSTIN, REMOTE],
      '/careers/search?query=remote+software+engineer+austin&start=20&literal=seniority',
    );
    await screen.findByRole('list', { name: 'Read from your search' });
    await user.tab();
    expect(
      screen.getByRole('button', {
        name: 'Search without the location Austin, Texas, United States',
      }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('literal')).toBe('location,seniority');
    expect(search.get('query')).toBe('remote software engineer austin');
    expect(search.get('start')).toBeNull();
  });
});

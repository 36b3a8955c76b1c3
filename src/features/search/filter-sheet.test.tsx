import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FilterDef } from '@generated/api/models';
import { FilterSheet } from './filter-sheet';

const FILTER_DEF: FilterDef[] = [
  {
    name: 'seniority',
    label: 'Seniority',
    type: 'multi_select',
    options: [
      { value: 'Senior', label: 'Senior', count: 1234 },
      { value: 'Junior', label: 'Junior', count: 1 },
    ],
  },
];

/** The sheet as the search page holds it: filters in state, and the count the search answers. */
const SheetOnPage = ({
  countFor,
  onClose,
}: {
  countFor: (filters: Record<string, string[]>) => number | undefined;
  onClose: () => void;
}) => {
  const [filters, setFilters] = useState<Record<string, string[]>>({});
  return (
    <FilterSheet
      filterDef={FILTER_DEF}
      filters={filters}
      onChange={(name, values) => setFilters((current) => ({ ...current, [name]: values }))}
      onClear={() => setFilters({})}
      resultCount={countFor(filters)}
      onClose={onClose}
      returnFocusTo={null}
    />
  );
};

describe('the filters sheet', () => {
  test('its button says how many jobs the chosen filters find, in the plural they take, and closes the sheet', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <SheetOnPage
        countFor={(filters) => {
          const seniority = Object.values(filters).flat();
          return seniority.includes('Junior') ? 1 : seniority.includes('Senior') ? 1234 : 5000;
        }}
        onClose={onClose}
      />,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Show 5,000 results' })).toBeVisible();
    // The sheet's own title names the filters: no second heading inside it.
    expect(within(sheet).getAllByRole('heading', { name: 'Filters' })).toHaveLength(1);

    await user.click(within(sheet).getByRole('checkbox', { name: 'Senior (1,234)' }));
    expect(within(sheet).getByRole('button', { name: 'Show 1,234 results' })).toBeVisible();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Senior (1,234)' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Junior (1)' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 result' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('while the count is on its way the button says so', async () => {
    render(<SheetOnPage countFor={() => undefined} onClose={() => undefined} />);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const button = within(sheet).getByRole('button', { name: 'Loading jobs…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

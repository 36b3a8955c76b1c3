import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../i18n/i18n';
import { Tabs } from './tabs';

type Key = 'open' | 'closed' | 'archived';

const Sections = ({ keepPanelsMounted = false }: { keepPanelsMounted?: boolean }) => {
  const [selected, setSelected] = useState<Key>('open');
  return (
    <Tabs
      label="Sections"
      selected={selected}
      onSelect={setSelected}
      keepPanelsMounted={keepPanelsMounted}
      tabs={[
        { key: 'open', label: 'Open', panel: <input aria-label="Open note" /> },
        { key: 'closed', label: 'Closed', panel: <p>Closed list</p> },
        { key: 'archived', label: 'Archived', panel: <p>Archived list</p> },
      ]}
    />
  );
};

describe('tabs', () => {
  test('arrow keys move between tabs and wrap, Home and End go to the ends, each showing its panel', async () => {
    render(<Sections />);
    const user = userEvent.setup();
    const open = screen.getByRole('tab', { name: 'Open' });
    // Tab reaches the tab list at its selected tab.
    await user.tab();
    expect(open).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Closed' })).toHaveTextContent('Closed list');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Archived' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(open).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Archived' })).toHaveTextContent('Archived list');
    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Archived' })).toHaveFocus();
  });

  test('a tab points only at a panel that exists', () => {
    render(<Sections />);
    const panel = screen.getByRole('tabpanel', { name: 'Open' });
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Closed' })).not.toHaveAttribute('aria-controls');
  });

  test('kept-mounted panels keep what was typed, hidden while another tab is shown', async () => {
    render(<Sections keepPanelsMounted />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Open note'), 'call back');
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(screen.getByLabelText('Open note', { selector: 'input' })).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Open' }));
    expect(screen.getByLabelText('Open note')).toHaveValue('call back');
  });

  test('in a right-to-left language, the left arrow goes to the next tab', async () => {
    await activateLocale('ar');
    try {
      render(<Sections />);
      const user = userEvent.setup();
      screen.getByRole('tab', { name: 'Open' }).focus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Closed' })).toHaveFocus();
    } finally {
      await activateLocale('en');
    }
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MY_CAREER_LINKS, MyCareerMenu } from './my-career-menu';

const renderMenu = () =>
  render(
    <MemoryRouter>
      <MyCareerMenu onNavigate={() => undefined} />
      <a href="#after">After the menu</a>
    </MemoryRouter>,
  );

describe('My career menu', () => {
  test('reaches every page of the candidate area', async () => {
    renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'My career' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([...MY_CAREER_LINKS.map((link) => link.to), '#after']);
    expect(screen.getByRole('link', { name: 'Forms center' })).toHaveAttribute(
      'href',
      '/careers/forms/center',
    );
  });

  test('arrow keys move through the links, Escape closes and returns focus', async () => {
    renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'My career' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Export resume' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  test('a click on a link that does not take focus (Safari) still follows it', async () => {
    const onNavigate = vi.fn();
    render(
      <MemoryRouter>
        <MyCareerMenu onNavigate={onNavigate} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'My career' });
    await user.click(button);
    // Safari: pressing the link blurs the button with no element to receive focus.
    fireEvent.blur(button, { relatedTarget: null });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(onNavigate).toHaveBeenCalled();
  });

  test('lists Site branding only for admins and theme-builder users', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'My career' }));
    expect(screen.queryByRole('link', { name: 'Site branding' })).not.toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <MyCareerMenu onNavigate={() => undefined} canManageBranding />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'My career' }));
    expect(screen.getByRole('link', { name: 'Site branding' })).toHaveAttribute(
      'href',
      '/careers/admin/branding',
    );
  });

  test('Tab past the last link closes it', async () => {
    renderMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My career' }));
    screen.getByRole('link', { name: 'Export resume' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'After the menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'My career' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { MY_CAREER_LINKS, MyCareerMenu } from './my-career-menu';

const PagePath = () => <output aria-label="path">{useLocation().pathname}</output>;

const renderMenu = (onNavigate: () => void = () => undefined) =>
  render(
    <MemoryRouter>
      <MyCareerMenu onNavigate={onNavigate} />
      <a href="#after">After the menu</a>
      <PagePath />
    </MemoryRouter>,
  );

describe('My career menu', () => {
  test('reaches every page of the candidate area', async () => {
    renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'My career' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual(
      MY_CAREER_LINKS.map((link) => link.to),
    );
    expect(screen.getByRole('menuitem', { name: 'Forms center' })).toHaveAttribute(
      'href',
      '/careers/forms/center',
    );
  });

  test('arrow keys move through the links and wrap, Escape closes and returns focus', async () => {
    renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'My career' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Export resume' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
  });

  test('Enter on a link follows it and closes the menu', async () => {
    const onNavigate = vi.fn();
    renderMenu(onNavigate);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'My career' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/careers/profile');
    expect(onNavigate).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  test('a click on a link that does not take focus (Safari) still follows it', async () => {
    const onNavigate = vi.fn();
    renderMenu(onNavigate);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'My career' });
    await user.click(button);
    // Safari: pressing the link blurs the button with no element to receive focus.
    fireEvent.blur(button, { relatedTarget: null });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(onNavigate).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/careers/profile');
  });

  test('lists Site branding only for admins and theme-builder users', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'My career' }));
    expect(screen.queryByRole('menuitem', { name: 'Site branding' })).not.toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <MyCareerMenu onNavigate={() => undefined} canManageBranding />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'My career' }));
    expect(screen.getByRole('menuitem', { name: 'Site branding' })).toHaveAttribute(
      'href',
      '/careers/admin/branding',
    );
  });

  test('Tab closes it with focus back on its button, and the next Tab moves on', async () => {
    renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'My career' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'After the menu' })).toHaveFocus();
  });
});

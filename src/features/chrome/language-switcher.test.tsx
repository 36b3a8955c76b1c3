import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import type { BootData } from '@generated/api/models';
import { renderWithBoot } from './chrome-test-utils';
import { LanguageSwitcher } from './language-switcher';

const bootWithLanguages = (): BootData => {
  const boot = getGetBootDataResponseMock().data;
  return {
    ...boot,
    user: null,
    configs: {
      ...boot.configs,
      supportedLanguages: [
        { code: 'de', label: 'Deutsch' },
        { code: 'en', label: 'English' },
        { code: 'ja', label: '日本語' },
      ],
    },
  };
};

const PageAddress = () => {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
};

const renderSwitcher = () =>
  renderWithBoot(
    <MemoryRouter initialEntries={['/careers/search?q=nurse']}>
      <LanguageSwitcher />
      <a href="#after">After the switcher</a>
      <PageAddress />
    </MemoryRouter>,
    bootWithLanguages(),
  );

describe('Language switcher', () => {
  test('names the current language and puts the others in the page only once opened', async () => {
    renderSwitcher();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Language English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Language' });
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('lang')])).toEqual([
      ['Deutsch', 'de'],
      ['English', 'en'],
      ['日本語', 'ja'],
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Language English' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('choosing a language puts it in the address, closes the menu and keeps focus', async () => {
    renderSwitcher();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '日本語' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/careers/search?q=nurse&hl=ja',
    );
    expect(screen.queryByRole('menu')).toBeNull();
    const button = screen.getByRole('button', { name: 'Language English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  });

  test('keyboard: ArrowDown opens at the current language, Escape and Tab close and return focus', async () => {
    renderSwitcher();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Language English' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '日本語' })).toHaveFocus();
    // Wraps at the end.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Language English' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'After the switcher' })).toHaveFocus();
  });
});

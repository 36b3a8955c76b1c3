import { screen, within } from '@testing-library/react';
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
        { code: 'en', label: 'English' },
        { code: 'de', label: 'Deutsch' },
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
  test('names the current language and lays out the others only once opened', async () => {
    renderSwitcher();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Language English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Language' })).toBeNull();
    await user.click(button);
    const list = screen.getByRole('list', { name: 'Language' });
    const choices = within(list).getAllByRole('button');
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Deutsch', 'de'],
      ['日本語', 'ja'],
    ]);
    expect(within(list).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('choosing a language puts it in the address, closes the list and keeps focus', async () => {
    renderSwitcher();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Language English' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/careers/search?q=nurse&hl=ja',
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  test('keyboard: ArrowDown opens at the current language, Escape closes and returns focus', async () => {
    renderSwitcher();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Language English' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: '日本語' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'After the switcher' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

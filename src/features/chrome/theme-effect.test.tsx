import { act, waitFor } from '@testing-library/react';
import { defaultThemeValues } from '../../shared/theme-tokens';
import { bootWith, renderWithBoot } from './chrome-test-utils';
import { ThemeEffect } from './theme-effect';

const rootValue = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('the theme at run time', () => {
  test("sets the boot data's theme on the page root, with defaults for what it lacks", async () => {
    renderWithBoot(
      <ThemeEffect />,
      bootWith({}, { core_properties: { primary_color: '#0b5fff' } }),
    );
    await waitFor(() => expect(rootValue('--theme-core-properties-primary-color')).toBe('#0b5fff'));
    expect(rootValue('--theme-navbar-logo-height')).toBe('32px');
    expect(rootValue('--theme-pcsx-hero-image-overlay-opacity')).toBe('0.6');
    expect(rootValue('--theme-primary-buttons-background')).toBe(
      defaultThemeValues().primary_buttons.background,
    );
  });

  test('follows the boot data when a new theme is published', async () => {
    const { setBoot } = renderWithBoot(<ThemeEffect />, bootWith({}, defaultThemeValues()));
    await waitFor(() => expect(rootValue('--theme-core-properties-primary-color')).toBe('#1d4ed8'));
    const published = defaultThemeValues();
    published.primary_buttons = { ...published.primary_buttons, background: '#7c3aed' };
    act(() => {
      setBoot(bootWith({}, published));
    });
    await waitFor(() => expect(rootValue('--theme-primary-buttons-background')).toBe('#7c3aed'));
  });
});

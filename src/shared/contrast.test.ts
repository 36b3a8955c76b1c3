import { describe, expect, it } from 'vitest';
import { THEME_CONTRAST_PAIRS, themeContrastProblems } from './contrast';
import { defaultThemeValues, type ThemeValues } from './theme-tokens';

const withValue = (section: string, name: string, value: string): ThemeValues => {
  const values = defaultThemeValues();
  return { ...values, [section]: { ...values[section], [name]: value } };
};

const names = (values: ThemeValues): string[] =>
  themeContrastProblems(values).map(
    ({ foreground, background }) =>
      `${foreground.section}.${foreground.name}/${background.section}.${background.name}`,
  );

describe('themeContrastProblems', () => {
  it('passes the default theme', () => {
    expect(themeContrastProblems(defaultThemeValues())).toEqual([]);
  });

  it('names each pair once', () => {
    const keys = THEME_CONTRAST_PAIRS.map(
      ({ foreground, background }) =>
        `${foreground.section}.${foreground.name}/${background.section}.${background.name}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('checks links and muted text on cards, selected cards and the dashboard background', () => {
    const pale = withValue('cards', 'selected_background', '#505a66');
    expect(names(pale)).toEqual(
      expect.arrayContaining([
        'cards.text/cards.selected_background',
        'core_properties.muted_text_color/cards.selected_background',
        'core_properties.link_color/cards.selected_background',
      ]),
    );
    const darkDashboard = withValue('talent_experience_core', 'background', '#202020');
    expect(names(darkDashboard)).toEqual(
      expect.arrayContaining([
        'core_properties.text_color/talent_experience_core.background',
        'cards.text/talent_experience_core.background',
        'core_properties.link_color/talent_experience_core.background',
      ]),
    );
  });

  it('checks body text on profile sections', () => {
    const darkSection = withValue('pcsx_profile_page', 'section_background', '#111111');
    expect(names(darkSection)).toContain(
      'core_properties.text_color/pcsx_profile_page.section_background',
    );
  });
});

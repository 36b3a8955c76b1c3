import { defaultThemeValues, THEME_SECTIONS } from '../../shared/theme-tokens';
import type { FormDefinition } from '../../forms/load-form';
import { loadDefinition } from '../../forms/test-utils';
import {
  completeTheme,
  isSameTheme,
  readThemeFile,
  sectionUiSchema,
  themeFileText,
  themeSchemaProblems,
  themeTitles,
  toThemeValues,
  usableTheme,
  withFollowingValues,
} from './theme-values';

let definition: FormDefinition;
beforeAll(async () => {
  definition = await loadDefinition('theme');
});

const withValue = (section: string, name: string, value: string | number) => {
  const values = defaultThemeValues();
  values[section] = { ...values[section], [name]: value };
  return values;
};

describe('theme values', () => {
  test('a missing value counts as its default, a changed one does not', () => {
    expect(isSameTheme({}, defaultThemeValues())).toBe(true);
    expect(isSameTheme(withValue('navbar', 'background', '#000000'), defaultThemeValues())).toBe(
      false,
    );
    expect(completeTheme({ navbar: { background: '#000000' } }).navbar.background).toBe('#000000');
    expect(completeTheme({}).primary_buttons.background).toBe('#1d4ed8');
  });

  test('form answers keep only string and number values', () => {
    expect(
      toThemeValues({ navbar: { background: '#000000', logo_height: 32, stray: null }, x: 1 }),
    ).toEqual({ navbar: { background: '#000000', logo_height: 32 } });
    expect(toThemeValues('nope')).toEqual({});
  });

  test('a half-typed value shows the value it replaces until it is whole', () => {
    const saved = withValue('primary_buttons', 'background', '#123456');
    const typing = withValue('primary_buttons', 'background', '#12');
    expect(usableTheme(typing, saved).primary_buttons.background).toBe('#123456');
    const whole = withValue('primary_buttons', 'background', '#abcdef');
    expect(usableTheme(whole, saved).primary_buttons.background).toBe('#abcdef');
    const badOpacity = withValue('pcsx_hero_image', 'overlay_opacity', 3);
    expect(usableTheme(badOpacity, saved).pcsx_hero_image.overlay_opacity).toBe(0.6);
  });

  test('the form shows one section: every other is hidden', () => {
    const uiSchema = sectionUiSchema(
      { navbar: { 'ui:order': ['background'] } },
      THEME_SECTIONS,
      'tabs',
    );
    expect(uiSchema.navbar).toEqual({ 'ui:order': ['background'], 'ui:widget': 'hidden' });
    expect(uiSchema).not.toHaveProperty('tabs');
    expect(uiSchema).toHaveProperty('cards', { 'ui:widget': 'hidden' });
  });

  test('titles come from the theme schema', () => {
    const titles = themeTitles(definition.schema);
    expect(titles.section('primary_buttons')).toBe('Primary buttons');
    expect(titles.value('primary_buttons', 'hover_text')).toBe('Text on hover');
    expect(titles.value('primary_buttons', 'unknown')).toBe('unknown');
  });

  test('an exported theme reads back as the same values', () => {
    const values = withValue('tabs', 'active_text', '#0f172a');
    const result = readThemeFile(
      themeFileText({ product: 'pcsx', values }),
      definition.validator,
      definition.schema,
    );
    expect(result).toEqual({ values, product: 'pcsx' });
  });

  test('an import knows the product it was exported from', () => {
    const values = defaultThemeValues();
    const read = (file: unknown) =>
      readThemeFile(JSON.stringify(file), definition.validator, definition.schema);
    expect(read({ product: 'default', values })).toEqual({ values, product: 'default' });
    // A file that names no product applies to the product shown.
    expect(read({ values })).toEqual({ values });
    expect(read({ product: 'intranet', values })).toEqual({
      problem: { kind: 'invalid', path: 'product' },
    });
  });

  test('files that are not a valid theme are refused with the reason', () => {
    const read = (text: string) => readThemeFile(text, definition.validator, definition.schema);
    expect(read('{not json')).toEqual({ problem: { kind: 'notJson' } });
    expect(read('{"product":"pcsx"}')).toEqual({ problem: { kind: 'noValues' } });
    expect(read('x'.repeat(100_001))).toEqual({ problem: { kind: 'tooLarge' } });
    const badColour = withValue('navbar', 'background', 'red');
    expect(read(JSON.stringify({ values: badColour }))).toEqual({
      problem: { kind: 'invalid', path: 'navbar.background' },
    });
    const extra = { ...defaultThemeValues(), surprise: {} };
    expect(read(JSON.stringify({ values: extra }))).toEqual({
      problem: { kind: 'invalid', path: 'surprise' },
    });
  });

  test('schema problems name each bad value', () => {
    expect(
      themeSchemaProblems(defaultThemeValues(), definition.validator, definition.schema),
    ).toEqual([]);
    const values = withValue('border_radius', 'buttons', 99);
    expect(themeSchemaProblems(values, definition.validator, definition.schema)).toEqual([
      'border_radius.buttons',
    ]);
  });

  test('buttons drawn in the primary colour follow a new one, hover shades included', () => {
    const teal = withValue('core_properties', 'primary_color', '#0f766e');
    const followed = withFollowingValues(teal, defaultThemeValues());
    expect(followed.talent_experience_go_button.background).toBe('#0f766e');
    expect(followed.apply_button.background).toBe('#0f766e');
    expect(followed.primary_buttons.border).toBe('#0f766e');
    expect(followed.apply_button.hover_background).toBe('#0c5e58');
    // Values with a colour of their own keep it; links keep their own field.
    expect(followed.core_properties.link_color).toBe('#1d4ed8');
    expect(followed.navbar.background).toBe(defaultThemeValues().navbar.background);
  });

  test('a value given a colour of its own, or a primary colour half typed, changes nothing', () => {
    const own = withValue('core_properties', 'primary_color', '#0f766e');
    own.apply_button = { ...own.apply_button, background: '#7c2d12' };
    expect(withFollowingValues(own, defaultThemeValues()).apply_button.background).toBe('#7c2d12');
    const halfTyped = withValue('core_properties', 'primary_color', '#0f7');
    expect(withFollowingValues(halfTyped, defaultThemeValues())).toEqual(halfTyped);
  });

  test('values follow on from a saved primary colour that is not the built-in one', () => {
    const saved = withFollowingValues(
      withValue('core_properties', 'primary_color', '#0f766e'),
      defaultThemeValues(),
    );
    const red = {
      ...saved,
      core_properties: { ...saved.core_properties, primary_color: '#b91c1c' },
    };
    const followed = withFollowingValues(red, saved);
    expect(followed.talent_experience_go_button.background).toBe('#b91c1c');
    expect(followed.talent_experience_go_button.hover_background).toBe('#941616');
  });
});

import { THEME_TOKENS } from '../shared/theme-tokens';

/** Every style sheet of the app, as text. */
const STYLE_SHEETS = import.meta.glob<string>('/src/**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Colours written as hex that are allowed to stay: none. A brand colour belongs in the theme;
 * a neutral shade or shadow is written as rgb(0 0 0 / x%).
 */
const HEX_COLOURS_ALLOWED: readonly string[] = [];

const HEX_COLOUR = /#[0-9a-f]{3,8}\b/gi;
const THEME_VARIABLE = /var\((--theme-[a-z0-9-]+)/g;

const withoutComments = (css: string): string => css.replace(/\/\*[\s\S]*?\*\//g, '');

describe('the style sheets take their colours from the theme', () => {
  test('the app has style sheets to check', () => {
    expect(Object.keys(STYLE_SHEETS)).toContain('/src/app/global.css');
  });

  test.each(Object.entries(STYLE_SHEETS))('%s has no hex colour', (_path, css) => {
    const found = (withoutComments(css).match(HEX_COLOUR) ?? []).filter(
      (colour) => !HEX_COLOURS_ALLOWED.includes(colour.toLowerCase()),
    );
    expect(found).toEqual([]);
  });

  test.each(Object.entries(STYLE_SHEETS))('%s names only theme values that exist', (_path, css) => {
    const known = new Set(THEME_TOKENS.map((token) => token.cssVariable));
    const unknown = [...css.matchAll(THEME_VARIABLE)]
      .map((match) => match[1])
      .filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });

  test('the brand, the text and the font of the whole page come from the theme', () => {
    const global = STYLE_SHEETS['/src/app/global.css'] ?? '';
    expect(global).toContain('--brand: var(--theme-core-properties-primary-color);');
    expect(global).toContain('font-family: var(--theme-core-properties-font-family);');
    expect(global).toMatch(/\.button--primary \{[^}]*var\(--theme-primary-buttons-background\)/);
  });
});

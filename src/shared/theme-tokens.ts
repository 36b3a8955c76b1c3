import themeSchema from '../../schemas/forms/theme.schema.json';

/**
 * The theme builder's sections and values, read from the theme's JSON Schema
 * (`schemas/forms/theme.schema.json`), the one definition shared by the builder's form, the
 * server's validation and the CSS custom properties the app is styled with. Pure: the reference
 * server imports this module too.
 */
export type ThemeValue = string | number;
export type ThemeSectionValues = Record<string, ThemeValue>;
export type ThemeValues = Record<string, ThemeSectionValues>;

export type ThemeTokenKind = 'color' | 'length' | 'opacity' | 'font';

export interface ThemeToken {
  section: string;
  name: string;
  kind: ThemeTokenKind;
  defaultValue: ThemeValue;
  /** The CSS custom property carrying the value, e.g. `--theme-primary-buttons-background`. */
  cssVariable: string;
}

interface TokenSchema {
  type: string;
  pattern?: string;
  default: ThemeValue;
}

const kindOf = (name: string, schema: TokenSchema): ThemeTokenKind => {
  if (schema.type === 'integer') return 'length';
  if (schema.type === 'number') return 'opacity';
  return name === 'font_family' ? 'font' : 'color';
};

const dashed = (name: string): string => name.replaceAll('_', '-');

export const themeCssVariable = (section: string, name: string): string =>
  `--theme-${dashed(section)}-${dashed(name)}`;

const sectionSchemas = themeSchema.properties as Record<
  string,
  { properties: Record<string, TokenSchema> }
>;

/** The sections in the builder's order. */
export const THEME_SECTIONS: readonly string[] = Object.keys(sectionSchemas);

export const THEME_TOKENS: readonly ThemeToken[] = Object.entries(sectionSchemas).flatMap(
  ([section, sectionSchema]) =>
    Object.entries(sectionSchema.properties).map(([name, schema]) => ({
      section,
      name,
      kind: kindOf(name, schema),
      defaultValue: schema.default,
      cssVariable: themeCssVariable(section, name),
    })),
);

/** The products a theme is kept for: the careers portal reads `pcsx`, falling back to `default`. */
export const THEME_PRODUCTS = ['pcsx', 'default'] as const;
export type ThemeProduct = (typeof THEME_PRODUCTS)[number];

/** The built-in theme, which is also what "Reset to default" restores. */
export const defaultThemeValues = (): ThemeValues => {
  const values: ThemeValues = {};
  for (const token of THEME_TOKENS) {
    values[token.section] = { ...values[token.section], [token.name]: token.defaultValue };
  }
  return values;
};

const ownValue = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

export const themeValueOf = (values: ThemeValues, section: string, name: string): ThemeValue => {
  // A stored theme may predate a value, so both levels can be missing.
  const sectionValues = ownValue(values, section);
  const value = sectionValues && ownValue(sectionValues, name);
  if (value !== undefined) return value;
  const token = THEME_TOKENS.find((each) => each.section === section && each.name === name);
  if (!token) throw new Error(`Unknown theme value ${section}.${name}`);
  return token.defaultValue;
};

const cssValue = (token: ThemeToken, value: ThemeValue): string =>
  token.kind === 'length' ? `${value}px` : String(value);

/** Every theme value as a CSS custom property; a value the theme lacks takes its default. */
export const themeCssVariables = (values: ThemeValues): Record<string, string> =>
  Object.fromEntries(
    THEME_TOKENS.map((token) => [
      token.cssVariable,
      cssValue(token, themeValueOf(values, token.section, token.name)),
    ]),
  );

/**
 * The theme as a `:root` rule, for the page's head. Values were validated against the schema
 * (colours are hex, fonts a restricted character set), so nothing here can close the rule.
 */
export const themeCssText = (values: ThemeValues): string =>
  `:root{${Object.entries(themeCssVariables(values))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

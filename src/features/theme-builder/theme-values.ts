import { translateFormText } from '../../forms/form-texts';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { BrandingSettings } from '@generated/api/models';
import {
  defaultThemeValues,
  THEME_PRODUCTS,
  THEME_TOKENS,
  themeValueOf,
  type ThemeProduct,
  type ThemeSectionValues,
  type ThemeToken,
  type ThemeValue,
  type ThemeValues,
} from '../../shared/theme-tokens';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/u;

export const isThemeProduct = (value: unknown): value is ThemeProduct =>
  (THEME_PRODUCTS as readonly unknown[]).includes(value);

/** Every value of the theme, a missing one taking its built-in default. */
export const completeTheme = (values: ThemeValues): ThemeValues => {
  const complete: ThemeValues = {};
  for (const { section, name } of THEME_TOKENS) {
    complete[section] = { ...complete[section], [name]: themeValueOf(values, section, name) };
  }
  return complete;
};

/** Whether two themes give every value alike (a missing value counts as its default). */
export const isSameTheme = (first: ThemeValues, second: ThemeValues): boolean =>
  THEME_TOKENS.every(
    ({ section, name }) =>
      themeValueOf(first, section, name) === themeValueOf(second, section, name),
  );

/**
 * The form's answers as theme values: the string and number leaves of each section, nothing else
 * (a cleared field is absent).
 */
export const toThemeValues = (data: unknown): ThemeValues => {
  const values: ThemeValues = {};
  if (!isRecord(data)) return values;
  for (const [section, sectionData] of Object.entries(data)) {
    if (!isRecord(sectionData)) continue;
    const sectionValues: ThemeSectionValues = {};
    for (const [name, value] of Object.entries(sectionData)) {
      if (typeof value === 'string' || typeof value === 'number') sectionValues[name] = value;
    }
    values[section] = sectionValues;
  }
  return values;
};

const isUsable = (token: ThemeToken, value: unknown): value is ThemeValue => {
  switch (token.kind) {
    case 'color':
      return typeof value === 'string' && HEX_COLOR.test(value);
    case 'length':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0;
    case 'opacity':
      return typeof value === 'number' && value >= 0 && value <= 1;
    case 'font':
      return typeof value === 'string' && value.trim() !== '';
  }
};

/**
 * What the preview and the contrast check show while a value is half typed: each value that is
 * usable as it stands, else the one it replaces, so the preview never loses a colour mid-edit.
 */
export const usableTheme = (values: ThemeValues, fallback: ThemeValues): ThemeValues => {
  const usable: ThemeValues = {};
  for (const token of THEME_TOKENS) {
    // A theme from outside may lack a whole section.
    const value: unknown = Object.hasOwn(values, token.section)
      ? values[token.section][token.name]
      : undefined;
    usable[token.section] = {
      ...usable[token.section],
      [token.name]: isUsable(token, value)
        ? value
        : themeValueOf(fallback, token.section, token.name),
    };
  }
  return usable;
};

/** A value that is drawn from a core colour until it is given one of its own. */
interface FollowingValue {
  section: string;
  name: string;
  /** The core colour it is drawn from. */
  source: 'primary_color' | 'on_primary_color';
  /** How it is drawn from it: the colour itself, or a darker shade (hover states). */
  shade: 'same' | 'darker';
}

const follows = (
  source: FollowingValue['source'],
  shade: FollowingValue['shade'],
  names: readonly (readonly [string, string])[],
): FollowingValue[] => names.map(([section, name]) => ({ section, name, source, shade }));

/**
 * The buttons, tabs and accents the primary colour is meant to brand (their defaults are drawn in
 * it), so a new primary colour reaches the Search and Apply buttons, not only the values that
 * read it directly. Text colours on the page's own backgrounds (links, tabs' and the navbar's
 * active text) keep their own fields.
 */
const FOLLOWING_VALUES: readonly FollowingValue[] = [
  ...follows('primary_color', 'same', [
    ['primary_buttons', 'background'],
    ['primary_buttons', 'border'],
    ['secondary_buttons', 'text'],
    ['secondary_buttons', 'border'],
    ['two_state_buttons', 'on_background'],
    ['apply_button', 'background'],
    ['cards', 'selected_border'],
    ['tabs', 'indicator'],
    ['talent_experience_core', 'accent'],
    ['talent_experience_go_button', 'background'],
  ]),
  ...follows('primary_color', 'darker', [
    ['primary_buttons', 'hover_background'],
    ['secondary_buttons', 'hover_text'],
    ['apply_button', 'hover_background'],
    ['talent_experience_go_button', 'hover_background'],
  ]),
  ...follows('on_primary_color', 'same', [
    ['primary_buttons', 'text'],
    ['primary_buttons', 'hover_text'],
    ['two_state_buttons', 'on_text'],
    ['apply_button', 'text'],
    ['apply_button', 'hover_text'],
    ['talent_experience_go_button', 'text'],
    ['talent_experience_go_button', 'hover_text'],
  ]),
];

/** A hover shade: the colour with a fifth of its light taken away. */
const darkerShadeOf = (hex: string): string =>
  `#${[1, 3, 5]
    .map((offset) =>
      Math.round(Number.parseInt(hex.slice(offset, offset + 2), 16) * 0.8)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const shadeOf = (colour: string, shade: FollowingValue['shade']): string =>
  shade === 'same' ? colour : darkerShadeOf(colour);

const hexValueOf = (values: ThemeValues, section: string, name: string): string | undefined => {
  const value = themeValueOf(values, section, name);
  return typeof value === 'string' && HEX_COLOR.test(value) ? value.toLowerCase() : undefined;
};

const BUILT_IN_THEME = defaultThemeValues();

/**
 * The theme with each value that still follows its core colour redrawn from that colour. A value
 * follows while it is what `base` (the theme the edits started from) drew from the core colour,
 * or, where `base` kept the built-in core colour, while it keeps its own built-in value. A value
 * typed into its own field no longer follows; a core colour half typed changes nothing yet.
 */
export const withFollowingValues = (values: ThemeValues, base: ThemeValues): ThemeValues => {
  let result = values;
  for (const value of FOLLOWING_VALUES) {
    const source = hexValueOf(values, 'core_properties', value.source);
    const baseSource = hexValueOf(base, 'core_properties', value.source);
    if (source === undefined || baseSource === undefined || source === baseSource) continue;
    const current = String(themeValueOf(values, value.section, value.name)).toLowerCase();
    const isFollowing =
      current === shadeOf(baseSource, value.shade) ||
      (baseSource === hexValueOf(BUILT_IN_THEME, 'core_properties', value.source) &&
        current === hexValueOf(BUILT_IN_THEME, value.section, value.name));
    if (!isFollowing) continue;
    result = {
      ...result,
      [value.section]: {
        ...(Object.hasOwn(result, value.section) ? result[value.section] : {}),
        [value.name]: shadeOf(source, value.shade),
      },
    };
  }
  return result;
};

/** The product's theme in the branding settings; a product never saved starts from defaults. */
export const savedDraftOf = (settings: BrandingSettings, product: ThemeProduct): ThemeValues =>
  completeTheme(settings.themes.find((theme) => theme.product === product)?.draft ?? {});

/** The words of the theme's JSON Schema: section and value titles, by name. */
export interface ThemeTitles {
  section: (section: string) => string;
  value: (section: string, name: string) => string;
}

// The generated form carries message ids for its titles, read in the page's language.
const titleOf = (schema: unknown, fallback: string): string =>
  isRecord(schema) && typeof schema.title === 'string' ? translateFormText(schema.title) : fallback;

const propertiesOf = (schema: unknown): Record<string, unknown> =>
  isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};

export const themeTitles = (schema: RJSFSchema): ThemeTitles => {
  const sections = propertiesOf(schema);
  return {
    section: (section) => titleOf(sections[section], section),
    value: (section, name) => titleOf(propertiesOf(sections[section])[name], name),
  };
};

/** The UI schema with every section but `shown` hidden, so the form edits one section at a time. */
export const sectionUiSchema = <T extends Record<string, unknown>>(
  uiSchema: T,
  sections: readonly string[],
  shown: string,
): T => {
  const result: Record<string, unknown> = { ...uiSchema };
  for (const section of sections) {
    if (section === shown) continue;
    const sectionUi = uiSchema[section];
    result[section] = { ...(isRecord(sectionUi) ? sectionUi : {}), 'ui:widget': 'hidden' };
  }
  return result as T;
};

/** The file "Export JSON" writes and "Import JSON" reads. */
export interface ThemeFile {
  product: ThemeProduct;
  values: ThemeValues;
}

export const themeFileName = (product: ThemeProduct): string => `theme-${product}.json`;

export const themeFileText = (file: ThemeFile): string => `${JSON.stringify(file, null, 2)}\n`;

/** Larger than any theme can be; a bigger file is not read at all. */
export const MAX_THEME_FILE_BYTES = 100_000;

export type ThemeFileProblem =
  | { kind: 'tooLarge' }
  | { kind: 'notJson' }
  | { kind: 'noValues' }
  | { kind: 'invalid'; path: string };

/** `product` is the product the file was exported from, when it names one. */
export type ThemeFileResult =
  { values: ThemeValues; product?: ThemeProduct } | { problem: ThemeFileProblem };

interface SchemaError {
  instancePath?: string;
  params?: Record<string, unknown>;
}

const problemPath = (error: SchemaError | undefined): string => {
  const path = (error?.instancePath ?? '').split('/').filter(Boolean);
  const extra = error?.params?.additionalProperty ?? error?.params?.missingProperty;
  if (typeof extra === 'string') path.push(extra);
  return path.join('.');
};

/**
 * Reads an exported theme: JSON with a `values` object that the theme's JSON Schema accepts in
 * full (through the form's own precompiled validator), and the product it was exported from
 * (optional, so a hand-written file applies to the product shown). Anything else is refused,
 * naming why.
 */
export const readThemeFile = (
  text: string,
  validator: ValidatorType,
  schema: RJSFSchema,
): ThemeFileResult => {
  if (text.length > MAX_THEME_FILE_BYTES) return { problem: { kind: 'tooLarge' } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: { kind: 'notJson' } };
  }
  if (!isRecord(parsed) || !isRecord(parsed.values)) return { problem: { kind: 'noValues' } };
  const { product } = parsed;
  if (product !== undefined && !isThemeProduct(product)) {
    return { problem: { kind: 'invalid', path: 'product' } };
  }
  const { errors } = validator.rawValidation<SchemaError>(schema, parsed.values);
  if (errors && errors.length > 0) {
    return { problem: { kind: 'invalid', path: problemPath(errors[0]) } };
  }
  const values = toThemeValues(parsed.values);
  return product === undefined ? { values } : { values, product };
};

/** The theme's problems against its JSON Schema, as dotted paths (empty when it is valid). */
export const themeSchemaProblems = (
  values: ThemeValues,
  validator: ValidatorType,
  schema: RJSFSchema,
): string[] =>
  (validator.rawValidation<SchemaError>(schema, values).errors ?? []).map((error) =>
    problemPath(error),
  );

import themeSchema from '../../../schemas/forms/theme.schema.json';
import { themeContrastProblems, type ThemeValueRef } from '../../../src/entities/theme/contrast';
import {
  defaultThemeValues,
  type ThemeProduct,
  type ThemeValues,
} from '../../../src/entities/theme/theme-tokens';
import type { FormSchemas } from '../forms/form-schemas';
import { validationFailed, type FieldError } from '../http/errors';
import { isRecord } from '../lib/json';

/** The form engine's name of the theme's schema (`schemas/forms/theme.schema.json`). */
const THEME_FORM = 'theme';

const THEME_INVALID_MESSAGE = 'Some theme values are not valid.';
export const THEME_CONTRAST_MESSAGE =
  'This theme cannot be published because some text would be hard to read.';

/** Throws 422 naming each value that breaks the theme's schema. */
export const checkThemeValues = (formSchemas: FormSchemas, values: ThemeValues): void => {
  const problems = formSchemas.validate(THEME_FORM, values);
  if (problems.length > 0) throw validationFailed(THEME_INVALID_MESSAGE, problems);
};

const titleOf = (node: unknown, fallback: string): string =>
  isRecord(node) && typeof node.title === 'string' ? node.title : fallback;

const sectionSchema = (section: string): unknown =>
  (themeSchema.properties as Record<string, unknown>)[section];

const sectionTitle = (section: string): string => titleOf(sectionSchema(section), section);

const valueTitle = ({ section, name }: ThemeValueRef): string => {
  const schema = sectionSchema(section);
  const properties = isRecord(schema) ? schema.properties : undefined;
  return titleOf(isRecord(properties) ? properties[name] : undefined, name);
};

const refName = ({ section, name }: ThemeValueRef): string => `${section}.${name}`;

/** "Primary buttons: Text on Background", or both sections named when the pair spans two. */
const pairLabel = (foreground: ThemeValueRef, background: ThemeValueRef): string =>
  foreground.section === background.section
    ? `${sectionTitle(foreground.section)}: ${valueTitle(foreground)} on ${valueTitle(background)}`
    : `${sectionTitle(foreground.section)} ${valueTitle(foreground)} on ${sectionTitle(background.section)} ${valueTitle(background)}`;

/** One field per text/background pair below WCAG 2.2 AA, named `<section>.<fg>/<section>.<bg>`. */
const contrastFieldErrors = (values: ThemeValues): FieldError[] =>
  themeContrastProblems(values).map((problem) => ({
    name: `${refName(problem.foreground)}/${refName(problem.background)}`,
    message: `${pairLabel(problem.foreground, problem.background)} has a contrast of ${problem.ratio.toFixed(2)}:1; at least ${problem.required}:1 is needed.`,
  }));

/** Throws 422 when the theme has a pair below WCAG 2.2 AA, so it is never published. */
export const checkThemeContrast = (values: ThemeValues): void => {
  const fields = contrastFieldErrors(values);
  if (fields.length > 0) throw validationFailed(THEME_CONTRAST_MESSAGE, fields);
};

/** The published themes of a site, by product. */
export type PublishedThemes = Partial<Record<ThemeProduct, ThemeValues | null>>;

/** The theme the careers site shows: `pcsx`'s published theme, else `default`'s, else the built-in. */
export const liveThemeOf = (published: PublishedThemes): ThemeValues =>
  published.pcsx ?? published.default ?? defaultThemeValues();

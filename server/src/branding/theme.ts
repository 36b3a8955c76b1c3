import themeSchema from '../../../schemas/forms/theme.schema.json';
import { themeContrastProblems, type ThemeValueRef } from '../../../src/shared/contrast';
import {
  defaultThemeValues,
  type ThemeProduct,
  type ThemeValues,
} from '../../../src/shared/theme-tokens';
import type { FormSchemas } from '../forms/form-schemas';
import { validationFailed, type FieldError } from '../http/errors';
import { msg, type LocalizedMessage } from '../i18n/messages';
import { isRecord } from '../lib/json';

/** The form engine's name of the theme's schema (`schemas/forms/theme.schema.json`). */
const THEME_FORM = 'theme';

/** Throws 422 naming each value that breaks the theme's schema. */
export const checkThemeValues = (formSchemas: FormSchemas, values: ThemeValues): void => {
  const problems = formSchemas.validate(THEME_FORM, values);
  if (problems.length > 0) throw validationFailed('server.theme.invalid', problems);
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

/**
 * "Primary buttons: Text on Background", or both sections named when the pair spans two. The
 * titles are the theme schema's own (English).
 */
const pairLabel = (foreground: ThemeValueRef, background: ThemeValueRef): LocalizedMessage =>
  foreground.section === background.section
    ? msg('server.theme.pairInSection', {
        section: sectionTitle(foreground.section),
        foreground: valueTitle(foreground),
        background: valueTitle(background),
      })
    : msg('server.theme.pairAcrossSections', {
        foregroundSection: sectionTitle(foreground.section),
        foreground: valueTitle(foreground),
        backgroundSection: sectionTitle(background.section),
        background: valueTitle(background),
      });

/** One field per text/background pair below WCAG 2.2 AA, named `<section>.<fg>/<section>.<bg>`. */
const contrastFieldErrors = (values: ThemeValues): FieldError[] =>
  themeContrastProblems(values).map((problem) => ({
    name: `${refName(problem.foreground)}/${refName(problem.background)}`,
    message: msg('server.theme.contrast', {
      pair: pairLabel(problem.foreground, problem.background),
      ratio: problem.ratio.toFixed(2),
      required: String(problem.required),
    }),
  }));

/** Throws 422 when the theme has a pair below WCAG 2.2 AA, so it is never published. */
export const checkThemeContrast = (values: ThemeValues): void => {
  const fields = contrastFieldErrors(values);
  if (fields.length > 0) throw validationFailed('server.theme.lowContrast', fields);
};

/** The published themes of a site, by product. */
export type PublishedThemes = Partial<Record<ThemeProduct, ThemeValues | null>>;

/** The theme the careers site shows: `pcsx`'s published theme, else `default`'s, else the built-in. */
export const liveThemeOf = (published: PublishedThemes): ThemeValues =>
  published.pcsx ?? published.default ?? defaultThemeValues();

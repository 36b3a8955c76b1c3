import type { RJSFSchema } from '@rjsf/utils';
import type { EngineField, EngineWidget } from './types';
import type { FieldUiOptions } from './ui-options';
import type { FormsTranslate } from './validation/messages';
import type { ValidationSettings } from './validation/settings';

export type FieldPath = (string | number)[];

/** One field of a form as validation sees it: its schema resolved for the current answers. */
export interface FieldNode {
  path: FieldPath;
  schema: RJSFSchema;
  uiSchema: unknown;
  options: FieldUiOptions;
  kind: FieldKind;
  required: boolean;
  /** The label the field shows, worked out only when a message needs it. */
  label: () => string;
  value: unknown;
}

/**
 * What a field holds: an answer; the fields of a section (an object or an embedded form); items
 * that are fields themselves (a dynamic list, which is also one answer); or content to read.
 */
export type FieldHolds = 'answer' | 'fields' | 'items' | 'content';

/** How a form's progress counts a field: one question, the questions inside it, or not at all. */
export type ProgressRule = 'question' | 'inner-questions' | 'none';

/** A kind's words for what the schema's validator found wrong, where they differ from the defaults. */
export interface SchemaProblemMessages {
  /** Fewer items than `minItems`; by default the field's required message. */
  tooFew?: (limit: number, t: FormsTranslate) => string;
  /** More items than `maxItems`. */
  tooMany?: (limit: number, t: FormsTranslate) => string;
  /** A pattern, format or shape the answer does not match; by default "Enter a valid value." */
  invalid?: (node: FieldNode, settings: ValidationSettings) => string;
}

/**
 * Everything the form engine knows about one kind of field. Each kind is one file in `kinds/`;
 * the theme, the validator, the read-only format and the progress count are put together from
 * all of them.
 */
export interface FieldKind {
  /** Unique; also the field's class modifier, `pcsx-field--<name>`. */
  name: string;
  /** `ui:field` names a UI schema uses for this kind, with the field that renders it. */
  fields?: Readonly<Record<string, EngineField>>;
  /** `ui:widget` names a UI schema uses for this kind, with the widget that renders it. */
  widgets?: Readonly<Record<string, EngineWidget>>;
  /** The schemas the kind's widgets are for; on any other, the schema's default kind applies. */
  takes?: (schema: RJSFSchema) => boolean;
  /** The schemas of this kind when their UI schema names no field or widget that claims them. */
  isDefaultFor?: (schema: RJSFSchema) => boolean;
  holds: FieldHolds;
  /** Single inputs are labelled by the field template; groups name themselves with a legend. */
  isLabelledByTemplate: boolean;
  /** Whether the value is no answer (so "required" fails and progress does not count it). */
  isEmpty: (value: unknown, schema: RJSFSchema) => boolean;
  /** The problem with a non-empty answer, before the field's custom validator runs. */
  validate?: (node: FieldNode, settings: ValidationSettings) => string | undefined;
  /** The problem with an empty answer besides being required, such as too few list items. */
  validateEmpty?: (node: FieldNode, settings: ValidationSettings) => string | undefined;
  messages?: SchemaProblemMessages;
  /** A non-empty answer as read-only text, its words from the forms catalogue. */
  format: (value: unknown, schema: RJSFSchema, t: FormsTranslate) => string;
  progress: ProgressRule;
}

/** Declares a kind; the type checks the descriptor where it is written. */
export const defineFieldKind = (kind: FieldKind): FieldKind => kind;

/** The schema's type, the first that is not "null" when it lists several. */
export const schemaTypeOf = (schema: RJSFSchema): string | undefined => {
  const { type } = schema;
  if (Array.isArray(type)) return type.find((item) => item !== 'null') ?? 'null';
  return type;
};

const NON_TEXT_TYPES = new Set(['object', 'array', 'boolean', 'number', 'integer', 'null']);

/** A string, or a schema whose type says nothing else. */
export const isTextSchema = (schema: RJSFSchema): boolean => {
  const type = schemaTypeOf(schema);
  return type === undefined || !NON_TEXT_TYPES.has(type);
};

export const isNumberSchema = (schema: RJSFSchema): boolean => {
  const type = schemaTypeOf(schema);
  return type === 'number' || type === 'integer';
};

/** A schema listing its choices (`enum`, or `oneOf` / `anyOf` consts). */
export const isChoiceSchema = (schema: RJSFSchema): boolean =>
  Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);

export const isBlankText = (value: unknown): boolean =>
  typeof value !== 'string' || value.trim() === '';

export const isEmptyList = (value: unknown): boolean => !Array.isArray(value) || value.length === 0;

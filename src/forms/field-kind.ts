import type { RJSFSchema } from '@rjsf/utils';
import { FIELD_NAMES, WIDGET_NAMES } from './field-names';
import { uiOptionsOf } from './ui-options';

/** What a schema node is to the user, which decides how it is validated and counted. */
export type FieldKind =
  | 'object'
  | 'list'
  | 'text'
  | 'number'
  | 'choice'
  | 'multiChoice'
  | 'boolean'
  | 'date'
  | 'rating'
  | 'phone'
  | 'dateRange'
  | 'files'
  | 'skills'
  | 'esign'
  | 'display';

const FIELD_KINDS: Readonly<Record<string, FieldKind>> = {
  [FIELD_NAMES.phone]: 'phone',
  [FIELD_NAMES.dateRange]: 'dateRange',
  [FIELD_NAMES.dynamicList]: 'list',
  [FIELD_NAMES.fileUpload]: 'files',
  [FIELD_NAMES.fileUploadAlias]: 'files',
  [FIELD_NAMES.skillSelector]: 'skills',
  [FIELD_NAMES.esignForm]: 'esign',
  [FIELD_NAMES.embeddedForm]: 'object',
  [FIELD_NAMES.info]: 'display',
  [FIELD_NAMES.instruction]: 'display',
  [FIELD_NAMES.pdfViewer]: 'display',
  [FIELD_NAMES.htmlViewer]: 'display',
};

const schemaType = (schema: RJSFSchema): string | undefined => {
  const { type } = schema;
  if (Array.isArray(type)) return type.find((item) => item !== 'null') ?? 'null';
  return type;
};

const isChoiceSchema = (schema: RJSFSchema): boolean =>
  Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);

export const fieldKindOf = (schema: RJSFSchema, uiSchema: unknown): FieldKind => {
  const options = uiOptionsOf(uiSchema);
  if (typeof options.field === 'string' && options.field in FIELD_KINDS) {
    return FIELD_KINDS[options.field] ?? 'display';
  }
  const widget = typeof options.widget === 'string' ? options.widget : undefined;
  switch (schemaType(schema)) {
    case 'object':
      return 'object';
    case 'array':
      return widget === WIDGET_NAMES.checkboxItem || widget === 'checkboxes'
        ? 'multiChoice'
        : 'list';
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'integer':
      return widget === WIDGET_NAMES.starRating ? 'rating' : 'number';
    case 'null':
      return 'display';
    case 'string':
      if (widget === WIDGET_NAMES.date) return 'date';
      return isChoiceSchema(schema) ? 'choice' : 'text';
    default:
      return isChoiceSchema(schema) ? 'choice' : 'text';
  }
};

export const isContainerKind = (kind: FieldKind): boolean => kind === 'object' || kind === 'list';

import type { RJSFSchema } from '@rjsf/utils';
import { fieldKindOf } from './field-kind';
import { isUploadedFile } from './validation/files';
import { isRecord } from './ui-options';

export const NOT_ANSWERED = 'Not answered';

const scalarText = (value: unknown, fallback = ''): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : fallback;

const choiceLabel = (schema: RJSFSchema, value: unknown): string | undefined => {
  const options = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(options)) {
    for (const option of options) {
      if (isRecord(option) && option.const === value && typeof option.title === 'string')
        return option.title;
    }
  }
  return undefined;
};

/** MM/DD/YYYY, the spec's date format, from an ISO date. */
export const formatIsoDate = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
};

/** One answer as text for read-only views; SSNs show only their last four digits. */
export const formatAnswer = (schema: RJSFSchema, uiSchema: unknown, value: unknown): string => {
  if (value === undefined || value === null || value === '') return NOT_ANSWERED;
  const kind = fieldKindOf(schema, uiSchema);
  const widget = isRecord(uiSchema) ? uiSchema['ui:widget'] : undefined;
  switch (kind) {
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'esign':
      return value === true ? 'Signed' : 'Not signed';
    case 'choice':
      return choiceLabel(schema, value) ?? scalarText(value);
    case 'multiChoice': {
      const items = isRecord(schema.items) ? (schema.items as RJSFSchema) : {};
      return Array.isArray(value) && value.length > 0
        ? value.map((item) => choiceLabel(items, item) ?? scalarText(item)).join(', ')
        : NOT_ANSWERED;
    }
    case 'skills':
      return Array.isArray(value) && value.length > 0
        ? value.map((item) => scalarText(item)).join(', ')
        : NOT_ANSWERED;
    case 'files':
      return Array.isArray(value) && value.length > 0
        ? value
            .filter(isUploadedFile)
            .map((file) => file.name)
            .join(', ')
        : NOT_ANSWERED;
    case 'phone':
      return isRecord(value) && typeof value.number === 'string' && value.number !== ''
        ? `${scalarText(value.callingCode)} ${value.number}`.trim()
        : NOT_ANSWERED;
    case 'dateRange':
      if (!isRecord(value)) return NOT_ANSWERED;
      return `${scalarText(value.startDate, '?')} – ${value.isCurrent === true ? 'Present' : scalarText(value.endDate, '?')}`;
    case 'date':
      return typeof value === 'string' ? formatIsoDate(value) : scalarText(value);
    case 'rating':
      return `${scalarText(value)} of 5 stars`;
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-US') : scalarText(value);
    default:
      if (widget === 'ssn' && typeof value === 'string') return `•••-••-${value.slice(-4)}`;
      return scalarText(value, NOT_ANSWERED);
  }
};

import type { ErrorObject } from 'ajv';
import { WIDGET_NAMES } from '../field-names';
import { isRecord, uiOptionsOf } from '../ui-options';
import type { FieldNode } from './field-validation';
import { MESSAGE_VARIABLES, MESSAGES, requiredMessage } from './messages';
import { validatePhoneValue } from './phone';
import { fillPlaceholders, formatMessage, type PlaceholderVariables } from './placeholders';

const limitOf = (error: ErrorObject): number => {
  const params: unknown = error.params;
  return isRecord(params) && typeof params.limit === 'number' ? params.limit : 0;
};

/** The data path an Ajv error is about; a missing required property is named by its own path. */
export const ajvErrorPath = (error: ErrorObject): (string | number)[] => {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const params: unknown = error.params;
  if (
    error.keyword === 'required' &&
    isRecord(params) &&
    typeof params.missingProperty === 'string'
  ) {
    return [...path, params.missingProperty];
  }
  return path;
};

/** The spec's words for what Ajv found wrong with a field (§5 default messages). */
export const messageForAjvError = (
  error: ErrorObject,
  node: FieldNode,
  variables: PlaceholderVariables,
): string => {
  const widget = uiOptionsOf(node.uiSchema).widget;
  const limit = limitOf(error);
  const fill = (message: string) =>
    fillPlaceholders(message, { ...MESSAGE_VARIABLES, ...variables });
  switch (error.keyword) {
    case 'required':
      return requiredMessage(node.label());
    case 'const':
      return node.schema.const === true ? requiredMessage(node.label()) : MESSAGES.regex;
    case 'minItems':
      if (node.kind === 'files') return formatMessage(MESSAGES.filesMin, { min: limit });
      if (node.kind === 'list') return formatMessage(MESSAGES.listMin, { count: limit });
      return requiredMessage(node.label());
    case 'maxItems':
      if (node.kind === 'files') return formatMessage(MESSAGES.filesMax, { max: limit });
      return formatMessage(MESSAGES.listMax, { count: limit });
    case 'minLength':
      return limit <= 1
        ? requiredMessage(node.label())
        : formatMessage(MESSAGES.minLength, { count: limit });
    case 'maxLength':
      return formatMessage(MESSAGES.maxLength, { count: limit });
    case 'minimum':
    case 'exclusiveMinimum':
      return formatMessage(MESSAGES.minValue, { count: limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return formatMessage(MESSAGES.maxValue, { count: limit });
    default:
      break;
  }
  if (node.kind === 'phone') {
    return (
      validatePhoneValue(isRecord(node.value) ? node.value : {}) ?? MESSAGES.phoneWithCountryCode
    );
  }
  if (node.kind === 'dateRange') return MESSAGES.dateRange;
  if (widget === WIDGET_NAMES.ssn) return MESSAGES.ssn;
  if (widget === WIDGET_NAMES.email) return fill(MESSAGES.email);
  return MESSAGES.regex;
};

import type { ErrorObject } from 'ajv';
import { isRecord } from '../ui-options';
import type { FieldNode } from '../field-kind';
import type { ValidationSettings } from './settings';
import { MESSAGES, requiredMessage } from './messages';

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

/**
 * The words for what Ajv found wrong with a field: the defaults below, or its kind's own for
 * item counts and for answers of the wrong shape.
 */
export const messageForAjvError = (
  error: ErrorObject,
  node: FieldNode,
  settings: ValidationSettings,
): string => {
  const { messages } = node.kind;
  const { t } = settings;
  const limit = limitOf(error);
  switch (error.keyword) {
    case 'required':
      return requiredMessage(node.label(), t);
    case 'const':
      return node.schema.const === true ? requiredMessage(node.label(), t) : t(MESSAGES.regex);
    case 'minItems':
      return messages?.tooFew?.(limit, t) ?? requiredMessage(node.label(), t);
    case 'maxItems':
      return messages?.tooMany?.(limit, t) ?? t(MESSAGES.listMax, { count: limit });
    case 'minLength':
      return limit <= 1
        ? requiredMessage(node.label(), t)
        : t(MESSAGES.minLength, { count: limit });
    case 'maxLength':
      return t(MESSAGES.maxLength, { count: limit });
    case 'minimum':
    case 'exclusiveMinimum':
      return t(MESSAGES.minValue, { limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return t(MESSAGES.maxValue, { limit });
    default:
      return messages?.invalid?.(node, settings) ?? t(MESSAGES.regex);
  }
};

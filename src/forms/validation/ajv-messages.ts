import type { ErrorObject } from 'ajv';
import { isRecord } from '../ui-options';
import type { FieldNode } from './field-validation';
import { MESSAGES, requiredMessage } from './messages';
import { formatMessage, type PlaceholderVariables } from './placeholders';

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
  variables: PlaceholderVariables,
): string => {
  const { messages } = node.kind;
  const limit = limitOf(error);
  switch (error.keyword) {
    case 'required':
      return requiredMessage(node.label());
    case 'const':
      return node.schema.const === true ? requiredMessage(node.label()) : MESSAGES.regex;
    case 'minItems':
      return messages?.tooFew?.(limit) ?? requiredMessage(node.label());
    case 'maxItems':
      return messages?.tooMany?.(limit) ?? formatMessage(MESSAGES.listMax, { count: limit });
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
      return messages?.invalid?.(node, variables) ?? MESSAGES.regex;
  }
};

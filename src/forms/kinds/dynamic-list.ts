import { defineFieldKind, isEmptyList, schemaTypeOf, type FieldNode } from '../field-kind';
import DynamicListField from '../fields/dynamic-list-field';
import { numberRule } from '../validation/field-rules';
import type { ValidationSettings } from '../validation/settings';
import { MESSAGES } from '../validation/messages';
import { formatMessage } from '../validation/placeholders';
import { formatText } from './text';

/** Item-count rules of a list (else the schema's item counts), each with its own message. */
const listCountProblem = (
  { value, options, schema }: FieldNode,
  { t }: ValidationSettings,
): string | undefined => {
  const count = Array.isArray(value) ? value.length : 0;
  const min = numberRule(options.rules, 'minLength');
  const max = numberRule(options.rules, 'maxLength');
  const minCount = min?.value ?? schema.minItems;
  const maxCount = max?.value ?? schema.maxItems;
  if (minCount !== undefined && count < minCount) {
    return min?.message === undefined
      ? t(MESSAGES.listMin, { count: minCount })
      : formatMessage(min.message, { count: minCount, min: minCount });
  }
  if (maxCount !== undefined && count > maxCount) {
    return max?.message === undefined
      ? t(MESSAGES.listMax, { count: maxCount })
      : formatMessage(max.message, { count: maxCount, max: maxCount });
  }
  return undefined;
};

/**
 * A list of items the candidate adds, each item's fields validated on their own; the kind of every
 * array no other kind claims. An empty list with count rules reports its minimum rather than
 * "required".
 */
export default defineFieldKind({
  name: 'dynamic-list',
  fields: { dynamicList: DynamicListField },
  isDefaultFor: (schema) => schemaTypeOf(schema) === 'array',
  holds: 'items',
  isLabelledByTemplate: false,
  isEmpty: isEmptyList,
  validate: listCountProblem,
  validateEmpty: (node, settings) =>
    node.options.rules.length > 0 ? listCountProblem(node, settings) : undefined,
  messages: { tooFew: (limit, t) => t(MESSAGES.listMin, { count: limit }) },
  format: formatText,
  progress: 'question',
});

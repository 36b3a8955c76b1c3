import type { RJSFSchema } from '@rjsf/utils';
import { choiceLabel, NOT_ANSWERED, scalarText } from '../answer-text';
import { defineFieldKind, isEmptyList, schemaTypeOf } from '../field-kind';
import { isRecord } from '../ui-options';
import CheckboxItemWidget from '../widgets/checkbox-item-widget';

/** Every option that applies, as a group of checkboxes: an array of the chosen values. */
export default defineFieldKind({
  name: 'checkbox-item',
  widgets: {
    checkboxItem: CheckboxItemWidget,
    checkboxes: CheckboxItemWidget,
    CheckboxesWidget: CheckboxItemWidget,
  },
  takes: (schema) => schemaTypeOf(schema) === 'array',
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: isEmptyList,
  format: (value, schema, t) => {
    const items = isRecord(schema.items) ? (schema.items as RJSFSchema) : {};
    return Array.isArray(value) && value.length > 0
      ? value.map((item) => choiceLabel(items, item) ?? scalarText(item)).join(', ')
      : t(NOT_ANSWERED);
  },
  progress: 'question',
});

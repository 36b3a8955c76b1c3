import { scalarText } from '../answer-text';
import { defineFieldKind, isNumberSchema } from '../field-kind';
import { boundRules, ruleProblem } from '../validation/field-rules';
import { MESSAGES } from '../validation/messages';
import NumberWidget from '../widgets/number-widget';

export const isNoNumber = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || Number.isNaN(value);

/**
 * A number typed as text. Text that does not read as a number stays the answer until corrected,
 * so it gets "Enter a valid value."; numbers are checked against the schema's bounds and the
 * field's own value rules.
 */
export default defineFieldKind({
  name: 'number',
  widgets: { number: NumberWidget, UpDownWidget: NumberWidget },
  takes: isNumberSchema,
  isDefaultFor: isNumberSchema,
  holds: 'answer',
  isLabelledByTemplate: true,
  isEmpty: isNoNumber,
  validate: (node, settings) =>
    typeof node.value === 'number'
      ? ruleProblem(String(node.value), node, settings, boundRules(node.schema))
      : settings.t(MESSAGES.regex),
  format: (value, _schema, t) =>
    typeof value === 'number' ? t('forms.engine.answer.number', { value }) : scalarText(value),
  progress: 'question',
});

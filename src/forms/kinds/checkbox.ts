import type { RJSFSchema } from '@rjsf/utils';
import { defineFieldKind, schemaTypeOf } from '../field-kind';
import CheckboxWidget from '../widgets/checkbox-widget';

const isBooleanSchema = (schema: RJSFSchema) => schemaTypeOf(schema) === 'boolean';

/**
 * A yes/no answer as one checkbox. Unticked is an answer ("No"), except where the schema says it
 * must be ticked (`const: true`).
 */
export default defineFieldKind({
  name: 'checkbox',
  widgets: { checkbox: CheckboxWidget, CheckboxWidget },
  takes: isBooleanSchema,
  isDefaultFor: isBooleanSchema,
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: (value, schema) => (schema.const === true ? value !== true : typeof value !== 'boolean'),
  format: (value, _schema, t) =>
    t(value === true ? 'forms.engine.answer.yes' : 'forms.engine.answer.no'),
  progress: 'question',
});

import { defineFieldKind, schemaTypeOf } from '../field-kind';
import ObjectField from '../fields/object-field';
import { formatText } from './text';

/** The `ui:field` name of a form embedded in another, shown as a section of its own. */
export const EMBEDDED_FORM_FIELD = 'embedded_form';

/** A section of a form (any object, or an embedded form): its answers are its fields'. */
export default defineFieldKind({
  name: 'section',
  fields: { [EMBEDDED_FORM_FIELD]: ObjectField },
  isDefaultFor: (schema) => schemaTypeOf(schema) === 'object',
  holds: 'fields',
  isLabelledByTemplate: false,
  isEmpty: () => false,
  format: formatText,
  progress: 'inner-questions',
});

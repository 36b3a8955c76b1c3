import { defineFieldKind, schemaTypeOf } from '../field-kind';
import { InfoField, InstructionField } from '../fields/info-field';
import { formatText } from './text';

/** What every kind without an answer shares: nothing to validate, count or summarize. */
export const contentOnly = {
  holds: 'content',
  isLabelledByTemplate: false,
  isEmpty: () => false,
  format: formatText,
  progress: 'none',
} as const;

/** Notes and instructions for the candidate; also every `null` schema, which holds no answer. */
export default defineFieldKind({
  ...contentOnly,
  name: 'info',
  fields: { info: InfoField, instruction: InstructionField },
  isDefaultFor: (schema) => schemaTypeOf(schema) === 'null',
});

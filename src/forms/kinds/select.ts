import type { RJSFSchema } from '@rjsf/utils';
import { choiceLabel, scalarText } from '../answer-text';
import { defineFieldKind, isBlankText, isChoiceSchema, isTextSchema } from '../field-kind';
import SelectWidget from '../widgets/select-widget';
import { formatText, validateText } from './text';

export const isNoChoice = (value: unknown): boolean =>
  value === undefined || value === null || value === '';

/** A chosen option as its title. */
export const formatChoice = (value: unknown, schema: RJSFSchema): string =>
  choiceLabel(schema, value) ?? scalarText(value);

export const takesChoices = (schema: RJSFSchema): boolean =>
  isTextSchema(schema) && isChoiceSchema(schema);

/**
 * A select, and the kind of every string with listed choices. Its options come from the schema,
 * or from an endpoint, a list the page supplies or the UI schema; without choices in its schema
 * its answer is checked and shown as text.
 */
export default defineFieldKind({
  name: 'select',
  widgets: { select: SelectWidget, SelectWidget },
  takes: isTextSchema,
  isDefaultFor: takesChoices,
  holds: 'answer',
  isLabelledByTemplate: true,
  isEmpty: (value, schema) => (isChoiceSchema(schema) ? isNoChoice(value) : isBlankText(value)),
  validate: (node, settings) =>
    isChoiceSchema(node.schema) ? undefined : validateText(node, settings),
  format: (value, schema, t) =>
    isChoiceSchema(schema) ? formatChoice(value, schema) : formatText(value, schema, t),
  progress: 'question',
});

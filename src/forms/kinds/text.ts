import type { RJSFSchema } from '@rjsf/utils';
import { NOT_ANSWERED, scalarText } from '../answer-text';
import {
  defineFieldKind,
  isBlankText,
  isChoiceSchema,
  isTextSchema,
  type FieldNode,
} from '../field-kind';
import type { ValidationSettings } from '../validation/settings';
import { lengthRules, patternRules, textRuleProblem } from '../validation/field-rules';
import type { FormsTranslate } from '../validation/messages';
import TextWidget from '../widgets/text-widget';

/** Text inputs take strings without listed choices. */
export const takesText = (schema: RJSFSchema): boolean =>
  isTextSchema(schema) && !isChoiceSchema(schema);

/** A typed answer checked against its schema's pattern and lengths and its own rules. */
export const validateText = (node: FieldNode, settings: ValidationSettings): string | undefined =>
  textRuleProblem(node, settings, [...patternRules(node.schema), ...lengthRules(node.schema)]);

export const formatText = (value: unknown, _schema: RJSFSchema, t: FormsTranslate): string =>
  scalarText(value, t(NOT_ANSWERED));

/** What every typed-text kind shares; textarea, email and SSN vary it. */
export const textAnswer = {
  takes: takesText,
  holds: 'answer',
  isLabelledByTemplate: true,
  isEmpty: isBlankText,
  validate: validateText,
  format: formatText,
  progress: 'question',
} as const;

/** Single-line text; also the kind of any field no other kind claims. */
export default defineFieldKind({
  ...textAnswer,
  name: 'text',
  widgets: { text: TextWidget, TextWidget },
});

import type { RJSFSchema } from '@rjsf/utils';
import { defineFieldKind } from '../field-kind';
import type { FormsTranslate } from '../validation/messages';
import ColorWidget, { HEX_COLOR_PATTERN } from '../widgets/color-widget';
import { textAnswer } from './text';

/** The schema's own pattern when it has one, else a hex colour. */
const colorPatternOf = (schema: RJSFSchema): RegExp =>
  schema.pattern ? new RegExp(schema.pattern, 'u') : HEX_COLOR_PATTERN;

const colorProblem = (t: FormsTranslate) => t('forms.validation.color');

/** A colour, typed as hex or chosen with the browser's picker (theme values). */
export default defineFieldKind({
  ...textAnswer,
  name: 'color',
  widgets: { color: ColorWidget },
  validate: ({ value, schema }, { t }) =>
    typeof value === 'string' && colorPatternOf(schema).test(value) ? undefined : colorProblem(t),
  messages: { invalid: (_node, { t }) => colorProblem(t) },
});

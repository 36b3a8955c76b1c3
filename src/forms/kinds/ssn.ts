import { defineFieldKind } from '../field-kind';
import { lengthRules, textRuleProblem } from '../validation/field-rules';
import { MESSAGES } from '../validation/messages';
import SsnWidget from '../widgets/ssn-widget';
import { formatText, textAnswer } from './text';

/**
 * A social security number typed as XXX-XX-XXXX: always checked by the `ssn` rule, and shown
 * read-only by its last four digits only.
 */
export default defineFieldKind({
  ...textAnswer,
  name: 'ssn',
  widgets: { ssn: SsnWidget },
  validate: (node, settings) =>
    textRuleProblem(node, settings, [{ type: 'ssn' }, ...lengthRules(node.schema)]),
  messages: { invalid: (_node, { t }) => t(MESSAGES.ssn) },
  format: (value, schema, t) =>
    typeof value === 'string' ? `•••-••-${value.slice(-4)}` : formatText(value, schema, t),
});

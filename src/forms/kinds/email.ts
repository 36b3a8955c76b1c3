import { defineFieldKind } from '../field-kind';
import { lengthRules, textRuleProblem } from '../validation/field-rules';
import { emailMessage } from '../validation/messages';
import EmailWidget from '../widgets/email-widget';
import { textAnswer } from './text';

/**
 * An e-mail address: always checked by the `email` rule (loose unless the field's own rule says
 * strict); a schema pattern gives way to that rule.
 */
export default defineFieldKind({
  ...textAnswer,
  name: 'email',
  widgets: { email: EmailWidget, EmailWidget },
  validate: (node, settings) =>
    textRuleProblem(node, settings, [{ type: 'email' }, ...lengthRules(node.schema)]),
  messages: {
    invalid: (_node, { t, variables }) => emailMessage(t, variables),
  },
});

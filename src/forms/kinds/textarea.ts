import { defineFieldKind } from '../field-kind';
import TextareaWidget from '../widgets/textarea-widget';
import { textAnswer } from './text';

/** Multi-line text, checked like single-line text. */
export default defineFieldKind({
  ...textAnswer,
  name: 'textarea',
  widgets: { textarea: TextareaWidget, TextareaWidget },
});

import { defineFieldKind } from '../field-kind';
import RadioWidget from '../widgets/radio-widget';
import { formatChoice, isNoChoice, takesChoices } from './select';

/** One of the schema's choices as a radio group, named by its legend. */
export default defineFieldKind({
  name: 'radio',
  widgets: { radio: RadioWidget, RadioWidget },
  takes: takesChoices,
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: isNoChoice,
  format: formatChoice,
  progress: 'question',
});

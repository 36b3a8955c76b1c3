import { defineFieldKind } from '../field-kind';
import DropdownWidget from '../widgets/dropdown-widget';
import { formatChoice, isNoChoice, takesChoices } from './select';

/** A native select of the schema's own choices. */
export default defineFieldKind({
  name: 'dropdown',
  widgets: { dropdown: DropdownWidget },
  takes: takesChoices,
  holds: 'answer',
  isLabelledByTemplate: true,
  isEmpty: isNoChoice,
  format: formatChoice,
  progress: 'question',
});

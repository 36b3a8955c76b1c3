import { NOT_ANSWERED, scalarText } from '../answer-text';
import { defineFieldKind, isEmptyList } from '../field-kind';
import SkillSelectorField from '../fields/skill-selector-field';

/** Skills as removable tags, searched in the skills vocabulary: an array of strings. */
export default defineFieldKind({
  name: 'skill-selector',
  fields: { skillSelector: SkillSelectorField },
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: isEmptyList,
  format: (value, _schema, t) =>
    Array.isArray(value) && value.length > 0
      ? value.map((item) => scalarText(item)).join(', ')
      : t(NOT_ANSWERED),
  progress: 'question',
});

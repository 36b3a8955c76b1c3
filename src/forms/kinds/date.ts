import { formatIsoDate, scalarText } from '../answer-text';
import { defineFieldKind, isBlankText, schemaTypeOf } from '../field-kind';
import DateWidget from '../widgets/date-widget';

/** A day (YYYY-MM-DD), picked in the user's locale format and shown as MM/DD/YYYY. */
export default defineFieldKind({
  name: 'date',
  widgets: { date: DateWidget, DateWidget },
  takes: (schema) => schemaTypeOf(schema) === 'string',
  holds: 'answer',
  isLabelledByTemplate: true,
  isEmpty: isBlankText,
  format: (value) => (typeof value === 'string' ? formatIsoDate(value) : scalarText(value)),
  progress: 'question',
});

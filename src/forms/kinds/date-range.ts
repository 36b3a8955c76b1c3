import { NOT_ANSWERED, scalarText } from '../answer-text';
import { defineFieldKind, isBlankText } from '../field-kind';
import DateRangeField from '../fields/date-range-field';
import { isRecord } from '../ui-options';
import { validateDateRange } from '../validation/date-range';
import { MESSAGES } from '../validation/messages';

/** A month range `{ startDate, endDate, isCurrent }`, months as MM/YYYY. */
export default defineFieldKind({
  name: 'date-range',
  fields: { dateRange: DateRangeField },
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: (value) =>
    !isRecord(value) ||
    (isBlankText(value.startDate) && isBlankText(value.endDate) && value.isCurrent !== true),
  validate: ({ value }) => (isRecord(value) ? validateDateRange(value) : undefined),
  messages: { invalid: () => MESSAGES.dateRange },
  format: (value) =>
    isRecord(value)
      ? `${scalarText(value.startDate, '?')} – ${value.isCurrent === true ? 'Present' : scalarText(value.endDate, '?')}`
      : NOT_ANSWERED,
  progress: 'question',
});

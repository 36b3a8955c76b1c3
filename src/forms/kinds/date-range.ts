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
  validate: ({ value }, { t }) => (isRecord(value) ? validateDateRange(value, t) : undefined),
  messages: { invalid: (_node, { t }) => t(MESSAGES.dateRange) },
  format: (value, _schema, t) =>
    isRecord(value)
      ? t('forms.engine.answer.dateRange', {
          start: scalarText(value.startDate, '?'),
          end:
            value.isCurrent === true
              ? t('forms.engine.answer.present')
              : scalarText(value.endDate, '?'),
        })
      : t(NOT_ANSWERED),
  progress: 'question',
});

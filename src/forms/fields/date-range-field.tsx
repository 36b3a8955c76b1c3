import { useMessages } from '../../i18n/use-messages';
import { Fieldset } from '../templates/field-label';
import { isRecord, readFieldOptions, stringOption, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';
import {
  currentMonthYear,
  formatMonthYearInput,
  type DateRangeValue,
} from '../validation/date-range';
import { isInvalid, labelOf, onGroupBlur } from './field-helpers';
import { describedByIds } from '../widgets/widget-helpers';

const readRange = (value: unknown): DateRangeValue => {
  const range = isRecord(value) ? value : {};
  return {
    startDate: typeof range.startDate === 'string' ? range.startDate : null,
    endDate: typeof range.endDate === 'string' ? range.endDate : null,
    isCurrent: range.isCurrent === true,
  };
};

/**
 * A month range: start and end as MM/YYYY, and "I'm currently in this role.", which disables the
 * end date and sets it to this month. Clearing either date clears the value.
 */
export default function DateRangeField(props: EngineFieldProps) {
  const {
    fieldPathId,
    formData,
    onChange,
    onBlur,
    required,
    disabled,
    readonly,
    rawErrors,
    uiSchema,
  } = props;
  const { t } = useMessages('forms');
  const id = fieldPathId.$id;
  const range = readRange(formData);
  const isLocked = Boolean(disabled || readonly);
  const invalid = isInvalid(rawErrors) ? true : undefined;
  const currentLabel =
    stringOption(uiOptionsOf(uiSchema), 'currentLabel') ?? t('forms.engine.dateRange.current');
  const emit = (next: DateRangeValue | undefined) => onChange(next, fieldPathId.path);
  const changeDate = (key: 'startDate' | 'endDate', text: string) => {
    const formatted = formatMonthYearInput(text);
    if (formatted === '' && range[key] !== null) {
      emit(undefined);
      return;
    }
    emit({ ...range, [key]: formatted === '' ? null : formatted });
  };
  return (
    <div onBlur={onGroupBlur(() => onBlur(id, formData))}>
      <Fieldset
        id={id}
        text={labelOf(props)}
        required={required}
        isNew={readFieldOptions(uiSchema).newItem}
        describedBy={describedByIds(id, props)}
        className="pcsx-date-range"
        disabled={isLocked}
      >
        <div className="pcsx-date-range__dates">
          <div className="pcsx-date-range__part">
            <label htmlFor={id} className="pcsx-field__sublabel">
              {t('forms.engine.dateRange.start')}
            </label>
            <input
              id={id}
              className="pcsx-input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('forms.engine.dateRange.startPlaceholder')}
              maxLength={7}
              value={range.startDate ?? ''}
              aria-invalid={invalid}
              aria-describedby={describedByIds(id, props)}
              onChange={(event) => changeDate('startDate', event.target.value)}
            />
          </div>
          <div className="pcsx-date-range__part">
            <label htmlFor={`${id}__end`} className="pcsx-field__sublabel">
              {t('forms.engine.dateRange.end')}
            </label>
            <input
              id={`${id}__end`}
              className="pcsx-input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('forms.engine.dateRange.endPlaceholder')}
              maxLength={7}
              value={range.endDate ?? ''}
              disabled={range.isCurrent}
              aria-invalid={invalid}
              aria-describedby={describedByIds(id, props)}
              onChange={(event) => changeDate('endDate', event.target.value)}
            />
          </div>
        </div>
        <div className="pcsx-choice pcsx-choice--single">
          <input
            id={`${id}__current`}
            type="checkbox"
            className="pcsx-choice__input"
            checked={range.isCurrent}
            onChange={(event) =>
              emit(
                event.target.checked
                  ? { ...range, isCurrent: true, endDate: currentMonthYear() }
                  : { ...range, isCurrent: false, endDate: null },
              )
            }
          />
          <label htmlFor={`${id}__current`} className="pcsx-choice__label">
            {currentLabel}
          </label>
        </div>
      </Fieldset>
    </div>
  );
}

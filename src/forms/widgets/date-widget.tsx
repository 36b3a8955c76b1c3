import { numberOption } from '../ui-options';
import type { EngineWidgetProps } from '../types';
import { inputAria, isLocked } from './widget-helpers';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of today plus `days` (negative for the past), in the user's time zone. */
export const isoDateFromToday = (days: number, today: Date = new Date()): string => {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const isRealDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const [year = 0, month = 1, day = 0] = value.split('-').map(Number);
  const date = new Date(2000, month - 1, day);
  // setFullYear keeps years below 100 as they are (the Date constructor reads 2 as 1902).
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() + 1 === month && date.getDate() === day;
};

/** Whether a date is a real day within the selectable bounds; anything else is cleared. */
export const isSelectableDate = (value: string, min?: string, max?: string): boolean =>
  isRealDate(value) && (min === undefined || value >= min) && (max === undefined || value <= max);

/**
 * A date picker shown in the user's locale format. `enableFrom` and `enableUntil` are day offsets
 * from today that bound the selectable days.
 */
export default function DateWidget(props: EngineWidgetProps) {
  const { id, htmlName, required, onChange, onBlur, onFocus, options } = props;
  const value: unknown = props.value;
  const enableFrom = numberOption(options, 'enableFrom');
  const enableUntil = numberOption(options, 'enableUntil');
  const min = enableFrom === undefined ? undefined : isoDateFromToday(enableFrom);
  const max = enableUntil === undefined ? undefined : isoDateFromToday(enableUntil);
  // Passed through while the year is still being typed (0002, 0020…); checked when the field is left.
  const text = typeof value === 'string' && ISO_DATE.test(value) ? value : '';
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="date"
      className="pcsx-input pcsx-input--date"
      value={text}
      min={min}
      max={max}
      required={required}
      disabled={isLocked(props)}
      {...inputAria(props)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => {
        const next = event.target.value;
        const isValid = next !== '' && isSelectableDate(next, min, max);
        if (!isValid && value !== undefined) onChange(undefined);
        onBlur(id, isValid ? next : undefined);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

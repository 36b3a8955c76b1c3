import { useMessages } from '../../i18n/use-messages';
import type { EngineWidgetProps } from '../types';
import { textToAnswer, useTypedValue } from './use-typed-value';
import { inputAria, isLocked, textOf } from './widget-helpers';

/** A colour as the schema keeps it: `#` and six hex digits. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/u;

const HEX_DIGITS = /^#?([0-9A-Fa-f]{6}|[0-9A-Fa-f]{3})$/u;

/**
 * A colour as people paste it, in the form the schema keeps: spaces around it dropped, the `#`
 * added when it was left off, and the short form (#abc) written out in full. Anything else is
 * left as typed, for the schema's pattern to refuse with its message.
 */
export const normalizeHexColor = (text: string): string => {
  const trimmed = text.trim();
  const digits = HEX_DIGITS.exec(trimmed)?.[1];
  if (digits === undefined) return trimmed;
  const full = digits.length === 3 ? digits.replace(/./gu, (digit) => digit + digit) : digits;
  return `#${full}`;
};

/** What the native picker shows: the typed colour once it is whole, else black as browsers do. */
const pickerValueOf = (text: string): string =>
  HEX_COLOR_PATTERN.test(text) ? text.toLowerCase() : '#000000';

/**
 * A colour: the browser's colour picker beside a text field for the hex value. The text field is
 * the one the field's label names (it takes any typing, with no length limit that would cut a
 * pasted value short, and is validated against the schema's pattern); the picker has its own
 * name, so both read well to a screen reader.
 */
export default function ColorWidget(props: EngineWidgetProps) {
  const { id, htmlName, required, label, onBlur, onFocus } = props;
  const { t } = useMessages('forms');
  const { text, change, commitNow } = useTypedValue({
    props,
    toValue: textToAnswer,
    toText: textOf,
  });
  const isDisabled = isLocked(props);
  return (
    <div className="pcsx-color">
      <input
        id={`${id}__picker`}
        type="color"
        className="pcsx-color__picker"
        value={pickerValueOf(text)}
        disabled={isDisabled}
        aria-label={t('forms.engine.color.picker', { label })}
        onChange={(event) => commitNow(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <input
        id={id}
        name={htmlName ?? id}
        type="text"
        className="pcsx-input pcsx-color__hex"
        value={text}
        required={required}
        disabled={isDisabled}
        spellCheck={false}
        autoComplete="off"
        inputMode="text"
        {...inputAria(props)}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => {
          const normalized = normalizeHexColor(event.target.value);
          commitNow(normalized);
          onBlur(id, textToAnswer(normalized));
        }}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    </div>
  );
}

import type { EngineWidgetProps } from '../types';
import { useTypedValue } from './use-typed-value';
import { inputAria, isLocked, textOf } from './widget-helpers';

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** The number a text means, or the text itself when it is not one (so the field can say so). */
export const parseNumberText = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * Numbers typed as text: the answer is a number as soon as the text reads as one, while what was
 * typed ("1.", "-") stays in the input.
 */
export default function NumberWidget(props: EngineWidgetProps) {
  const { id, htmlName, required, placeholder, onBlur, onFocus } = props;
  const { text, change, commitNow } = useTypedValue({
    props,
    toValue: parseNumberText,
    toText: textOf,
  });
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="text"
      inputMode="decimal"
      className="pcsx-input pcsx-input--number"
      value={text}
      required={required}
      disabled={isLocked(props)}
      placeholder={placeholder || undefined}
      {...inputAria(props)}
      onChange={(event) => change(event.target.value)}
      onBlur={(event) => {
        commitNow(event.target.value);
        onBlur(id, parseNumberText(event.target.value));
      }}
      onFocus={(event) => onFocus(id, parseNumberText(event.target.value))}
    />
  );
}

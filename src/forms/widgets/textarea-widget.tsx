import { numberOption } from '../ui-options';
import type { EngineWidgetProps } from '../types';
import { textToAnswer, useTypedValue } from './use-typed-value';
import { inputAria, isLocked, textOf } from './widget-helpers';

/** Multi-line text, trimmed on blur. */
export default function TextareaWidget(props: EngineWidgetProps) {
  const { id, htmlName, required, placeholder, onBlur, onFocus, options } = props;
  const { text, change, commitNow } = useTypedValue({
    props,
    toValue: textToAnswer,
    toText: textOf,
  });
  return (
    <textarea
      id={id}
      name={htmlName ?? id}
      className="pcsx-input pcsx-textarea"
      rows={numberOption(options, 'rows') ?? 4}
      value={text}
      required={required}
      disabled={isLocked(props)}
      placeholder={placeholder || undefined}
      {...inputAria(props)}
      onChange={(event) => change(event.target.value)}
      onBlur={(event) => {
        const trimmed = event.target.value.trim();
        commitNow(trimmed);
        onBlur(id, textToAnswer(trimmed));
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

import { stringOption } from '../ui-options';
import type { EngineWidgetProps } from '../types';
import NumberWidget from './number-widget';
import { textToAnswer, useTypedValue } from './use-typed-value';
import { autoCompleteOf, inputAria, isLocked, textOf } from './widget-helpers';

/** Single-line text (also email and URL inputs). Trimmed on blur. Numbers get the number widget. */
export default function TextWidget(props: EngineWidgetProps) {
  const { type } = props.schema;
  if (type === 'number' || type === 'integer') return <NumberWidget {...props} />;
  return <TextInput {...props} />;
}

function TextInput(props: EngineWidgetProps) {
  const { id, htmlName, required, autofocus, placeholder, onBlur, onFocus, options } = props;
  const { text, change, commitNow } = useTypedValue({
    props,
    toValue: textToAnswer,
    toText: textOf,
  });
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type={stringOption(options, 'inputType') ?? 'text'}
      className="pcsx-input"
      value={text}
      required={required}
      disabled={isLocked(props)}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the UI schema asks for it
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      autoComplete={autoCompleteOf(options)}
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

import { useMessages } from '../../i18n/use-messages';
import type { EngineWidgetProps } from '../types';
import { formatSsn, SSN_MAX_LENGTH } from '../validation/ssn';
import { textToAnswer, useTypedValue } from './use-typed-value';
import { inputAria, isLocked, textOf } from './widget-helpers';

/** Social security number: typed digits are formatted as XXX-XX-XXXX, at most 11 characters. */
export default function SsnWidget(props: EngineWidgetProps) {
  const { t } = useMessages('forms');
  const { id, htmlName, required, onBlur, onFocus } = props;
  const { text, change, commitNow } = useTypedValue({
    props,
    toValue: textToAnswer,
    toText: textOf,
  });
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="pcsx-input pcsx-input--ssn"
      placeholder={t('forms.engine.ssn.placeholder')}
      maxLength={SSN_MAX_LENGTH}
      value={text}
      required={required}
      disabled={isLocked(props)}
      {...inputAria(props)}
      onChange={(event) => change(formatSsn(event.target.value))}
      onBlur={(event) => {
        commitNow(event.target.value);
        onBlur(id, textToAnswer(event.target.value));
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

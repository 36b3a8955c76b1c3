import { fillText } from '../field-hooks';
import { LabelContent } from '../templates/field-label';
import { readFieldOptions } from '../ui-options';
import type { EngineWidgetProps } from '../types';
import { inputAria, isLocked } from './widget-helpers';

/** One checkbox for a yes/no answer, labelled beside the box. */
export default function CheckboxWidget(props: EngineWidgetProps) {
  const { id, htmlName, label, onChange, onBlur, onFocus, registry, uiSchema, schema } = props;
  const value: unknown = props.value;
  // A yes/no answer is always given; the box is marked required only when it must be ticked.
  const required = Boolean(props.required) && schema.const === true;
  return (
    <div className="pcsx-choice pcsx-choice--single">
      <input
        id={id}
        name={htmlName ?? id}
        type="checkbox"
        className="pcsx-choice__input"
        checked={value === true}
        required={required}
        disabled={isLocked(props)}
        {...inputAria(props)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <label htmlFor={id} className="pcsx-choice__label">
        <LabelContent
          text={fillText(registry.formContext, label)}
          required={required}
          isNew={readFieldOptions(uiSchema).newItem}
        />
      </label>
    </div>
  );
}

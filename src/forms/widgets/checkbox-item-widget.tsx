import { type EnumOptionsType } from '@rjsf/utils';
import { fillText } from '../field-hooks';
import { Fieldset } from '../templates/field-label';
import { readFieldOptions } from '../ui-options';
import type { EngineWidgetProps } from '../types';
import { choiceInputId } from './radio-widget';
import { describedByIds, isLocked } from './widget-helpers';

/** A group of checkbox items: every option that applies (an array of the chosen values). */
export default function CheckboxItemWidget(props: EngineWidgetProps) {
  const {
    id,
    htmlName,
    required,
    label,
    onChange,
    onBlur,
    onFocus,
    options,
    rawErrors,
    registry,
    uiSchema,
  } = props;
  const value: unknown = props.value;
  const enumOptions: EnumOptionsType[] = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const isInvalid = Boolean(rawErrors && rawErrors.length > 0);
  const toggle = (optionValue: unknown, isChecked: boolean) => {
    const next = isChecked
      ? enumOptions
          .map((option) => option.value as unknown)
          .filter((item) => item === optionValue || selected.includes(item))
      : selected.filter((item) => item !== optionValue);
    onChange(next);
  };
  return (
    <Fieldset
      id={id}
      text={fillText(registry.formContext, label)}
      required={required}
      isNew={readFieldOptions(uiSchema).newItem}
      describedBy={describedByIds(id, props)}
      className="pcsx-choices"
    >
      {enumOptions.map((option, index) => {
        const inputId = choiceInputId(id, index);
        return (
          <div key={inputId} className="pcsx-choice">
            <input
              id={inputId}
              type="checkbox"
              name={htmlName ?? id}
              className="pcsx-choice__input"
              checked={selected.includes(option.value)}
              disabled={isLocked(props)}
              aria-invalid={isInvalid ? true : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <label htmlFor={inputId} className="pcsx-choice__label">
              {/* An item's option titles are form texts (message ids), read in the page's language. */}
              {fillText(registry.formContext, option.label)}
            </label>
          </div>
        );
      })}
    </Fieldset>
  );
}

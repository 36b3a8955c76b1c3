import { optionId, type EnumOptionsType } from '@rjsf/utils';
import { fillText } from '../field-hooks';
import { Fieldset } from '../templates/field-label';
import { readFieldOptions } from '../ui-options';
import type { EngineWidgetProps } from '../types';
import { describedByIds, isLocked } from './widget-helpers';

/** The first option carries the field's id, so labels, links and focus reach the group. */
export const choiceInputId = (id: string, index: number): string =>
  index === 0 ? id : optionId(id, index);

/** A radio group: a fieldset named by its legend; arrow keys move between options. */
export default function RadioWidget(props: EngineWidgetProps) {
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
  const isInvalid = Boolean(rawErrors && rawErrors.length > 0);
  return (
    <Fieldset
      id={id}
      text={fillText(registry.formContext, label)}
      required={required}
      isNew={readFieldOptions(uiSchema).newItem}
      describedBy={describedByIds(id, props)}
      invalid={isInvalid}
      role="radiogroup"
      className="pcsx-choices"
    >
      {enumOptions.map((option, index) => {
        const inputId = choiceInputId(id, index);
        return (
          <div key={inputId} className="pcsx-choice">
            <input
              id={inputId}
              type="radio"
              name={htmlName ?? id}
              className="pcsx-choice__input"
              checked={option.value === value}
              value={String(index)}
              disabled={isLocked(props)}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <label htmlFor={inputId} className="pcsx-choice__label">
              {option.label}
            </label>
          </div>
        );
      })}
    </Fieldset>
  );
}

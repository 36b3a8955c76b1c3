import {
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  type EnumOptionsType,
} from '@rjsf/utils';
import { useMessages } from '../../i18n/use-messages';
import type { EngineWidgetProps } from '../types';
import { inputAria, isLocked } from './widget-helpers';

/** A native select of the schema's own choices (`oneOf` const/title or `enum`). */
export default function DropdownWidget(props: EngineWidgetProps) {
  const { t } = useMessages('forms');
  const { id, htmlName, required, placeholder, onChange, onBlur, onFocus, options } = props;
  const value: unknown = props.value;
  const enumOptions: EnumOptionsType[] = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const valueOf = (index: string) =>
    index === '' ? undefined : (enumOptionsValueForIndex(index, enumOptions) as unknown);
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="pcsx-input pcsx-select"
      value={typeof selected === 'string' ? selected : ''}
      required={required}
      disabled={isLocked(props)}
      {...inputAria(props)}
      onChange={(event) => onChange(valueOf(event.target.value))}
      onBlur={(event) => onBlur(id, valueOf(event.target.value))}
      onFocus={(event) => onFocus(id, valueOf(event.target.value))}
    >
      <option value="">{placeholder || t('forms.engine.select.placeholder')}</option>
      {enumOptions.map((option, index) => (
        <option
          key={String(index)}
          value={String(index)}
          disabled={option.schema?.readOnly === true}
        >
          {option.label}
        </option>
      ))}
    </select>
  );
}

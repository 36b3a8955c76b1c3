import { EsignFrame } from '../../ui/esign-frame/esign-frame';
import { LabelContent } from '../templates/field-label';
import { readFieldOptions, stringOption, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';
import { labelOf } from './field-helpers';
import { describedByIds } from '../widgets/widget-helpers';

/** `esignForm`: the answer is `true` once the widget reports the signature. */
export default function EsignField(props: EngineFieldProps) {
  const { fieldPathId, formData, onChange, onBlur, registry, required, uiSchema } = props;
  const id = fieldPathId.$id;
  const options = uiOptionsOf(uiSchema);
  const label = labelOf(props);
  return (
    <div className="pcsx-esign-field" role="group" aria-labelledby={`${id}__label`}>
      <p id={`${id}__label`} className="pcsx-field__label">
        <LabelContent text={label} required={required} isNew={readFieldOptions(uiSchema).newItem} />
      </p>
      <EsignFrame
        id={id}
        title={stringOption(options, 'frameTitle') ?? label}
        url={stringOption(options, 'url')}
        customDomain={stringOption(options, 'customDomain')}
        wid={stringOption(options, 'wid')}
        hosted={options.hosted === true}
        domain={registry.formContext.domain}
        describedBy={describedByIds(id, props)}
        isSigned={formData === true}
        successMessage={stringOption(options, 'successMessage')}
        onSign={() => {
          onChange(true, fieldPathId.path);
          onBlur(id, true);
        }}
      />
    </div>
  );
}

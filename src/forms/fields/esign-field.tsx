import { useMessages } from '../../i18n/use-messages';
import { EsignFrame } from '../../ui/esign-frame/esign-frame';
import { LabelContent } from '../templates/field-label';
import { readFieldOptions, stringOption, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';
import { labelOf } from './field-helpers';
import { describedByIds } from '../widgets/widget-helpers';

/**
 * `esignForm`: the answer is `true` once the widget reports the signature. The signature goes
 * with the form, so until the form is submitted (a read-only form is) it says what is left to do
 * rather than that it was sent.
 */
export default function EsignField(props: EngineFieldProps) {
  const { t } = useMessages('forms');
  const { fieldPathId, formData, onChange, onBlur, registry, required, readonly, uiSchema } = props;
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
        successMessage={
          readonly ? stringOption(options, 'successMessage') : t('forms.engine.esign.signedNotSent')
        }
        onSign={() => {
          onChange(true, fieldPathId.path);
          onBlur(id, true);
        }}
      />
    </div>
  );
}

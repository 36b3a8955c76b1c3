import { FileUpload } from '../components/file-upload';
import { readFieldOptions, stringOption, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';
import { isUploadedFile } from '../validation/files';
import { isInvalid, labelOf } from './field-helpers';
import { describedByIds } from '../widgets/widget-helpers';

/** `fileUpload` / `file_upload`: a list of uploaded-file entries; several files when the maximum is over 1. */
export default function FileUploadField(props: EngineFieldProps) {
  const {
    fieldPathId,
    formData,
    onChange,
    onBlur,
    required,
    disabled,
    readonly,
    rawErrors,
    schema,
    uiSchema,
  } = props;
  const id = fieldPathId.$id;
  const options = readFieldOptions(uiSchema);
  const maxRule = options.rules.find((rule) => rule.type === 'maxLength')?.value;
  const maxFiles = typeof maxRule === 'number' ? maxRule : schema.maxItems;
  const files = Array.isArray(formData) ? formData.filter(isUploadedFile) : [];
  return (
    <FileUpload
      id={id}
      label={labelOf(props)}
      value={files}
      accept={stringOption(uiOptionsOf(uiSchema), 'accept')}
      maxFiles={maxFiles}
      required={required}
      disabled={Boolean(disabled || readonly)}
      isNew={options.newItem}
      invalid={isInvalid(rawErrors)}
      describedBy={describedByIds(id, props)}
      onChange={(next) => onChange(next.length === 0 ? undefined : next, fieldPathId.path)}
      onBlur={() => onBlur(id, formData)}
    />
  );
}

import { FileUpload } from '../../ui/file-upload/file-upload';
import { LabelContent } from '../templates/field-label';
import { readFieldOptions, stringOption, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';
import { DEFAULT_ACCEPTED_TYPES, isUploadedFile, readUploadedFile } from '../validation/files';
import { isInvalid, labelOf } from './field-helpers';
import { describedByIds } from '../widgets/widget-helpers';

/**
 * `fileUpload` / `file_upload`: the shared file upload, each chosen file read into an
 * uploaded-file entry (content as base64); several files when the maximum is over 1.
 */
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
  const label = labelOf(props);
  return (
    <FileUpload
      id={id}
      label={label}
      labelContent={<LabelContent text={label} required={required} isNew={options.newItem} />}
      value={files}
      readFile={readUploadedFile}
      accept={stringOption(uiOptionsOf(uiSchema), 'accept') ?? DEFAULT_ACCEPTED_TYPES}
      maxFiles={maxFiles}
      required={required}
      disabled={Boolean(disabled || readonly)}
      invalid={isInvalid(rawErrors)}
      describedBy={describedByIds(id, props)}
      onChange={(next) => {
        onChange(next.length === 0 ? undefined : next, fieldPathId.path);
        // Choosing files is done once they are chosen: too many, or one too large, is said at
        // once, as leaving the field would (the change is validated with it).
        if (next.length > files.length) onBlur(id, next);
      }}
      onBlur={() => onBlur(id, formData)}
    />
  );
}

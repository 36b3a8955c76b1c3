import type { RJSFSchema } from '@rjsf/utils';
import { NOT_ANSWERED } from '../answer-text';
import { defineFieldKind, isEmptyList } from '../field-kind';
import FileUploadField from '../fields/file-upload-field';
import type { FieldRule } from '../ui-options';
import { numberRule } from '../validation/field-rules';
import { isUploadedFile, validateFiles, type FileLimits } from '../validation/files';
import { MESSAGES } from '../validation/messages';

/**
 * The limits of a file field: its `minLength` / `maxLength` rules count files (else the schema's
 * item counts), `maxFileSizeMB` bounds each file and `maxCumulativeFileSizeMB` all of them; each
 * rule may bring its own message.
 */
const fileLimits = (schema: RJSFSchema, rules: readonly FieldRule[]): FileLimits => {
  const min = numberRule(rules, 'minLength');
  const max = numberRule(rules, 'maxLength');
  const size = numberRule(rules, 'maxFileSizeMB');
  const total = numberRule(rules, 'maxCumulativeFileSizeMB');
  const minFiles = min?.value ?? schema.minItems;
  const maxFiles = max?.value ?? schema.maxItems;
  return {
    ...(minFiles === undefined ? {} : { minFiles }),
    ...(maxFiles === undefined ? {} : { maxFiles }),
    ...(size ? { maxFileSizeMB: size.value } : {}),
    ...(total ? { maxCumulativeFileSizeMB: total.value } : {}),
    messages: {
      ...(min?.message ? { minFiles: min.message } : {}),
      ...(max?.message ? { maxFiles: max.message } : {}),
      ...(size?.message ? { fileSize: size.message } : {}),
      ...(total?.message ? { cumulativeFileSize: total.message } : {}),
    },
  };
};

/** Uploaded files: a list of uploaded-file entries, each file's content as base64. */
export default defineFieldKind({
  name: 'file-upload',
  fields: { fileUpload: FileUploadField, file_upload: FileUploadField },
  holds: 'answer',
  isLabelledByTemplate: false,
  isEmpty: isEmptyList,
  validate: ({ schema, options, value }, { t }) =>
    validateFiles(
      Array.isArray(value) ? value.filter(isUploadedFile) : [],
      fileLimits(schema, options.rules),
      t,
    ),
  messages: {
    tooFew: (limit, t) => t(MESSAGES.filesMin, { min: limit }),
    tooMany: (limit, t) => t(MESSAGES.filesMax, { max: limit }),
  },
  format: (value, _schema, t) =>
    Array.isArray(value) && value.length > 0
      ? value
          .filter(isUploadedFile)
          .map((file) => file.name)
          .join(', ')
      : t(NOT_ANSWERED),
  progress: 'question',
});

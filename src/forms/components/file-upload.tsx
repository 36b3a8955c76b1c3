import { useState, type ChangeEvent } from 'react';
import { LabelContent } from '../templates/field-label';
import {
  DEFAULT_ACCEPTED_TYPES,
  isAcceptedType,
  readUploadedFile,
  type UploadedFile,
} from '../validation/files';

export const UPLOAD_FAILED_MESSAGE = 'File could not be uploaded';

export interface FileUploadProps {
  id: string;
  label: string;
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Accepted extensions and media types; .doc,.docx,.pdf,.txt unless given (§5). */
  accept?: string;
  /** More than one file may be chosen at once when this is over 1. */
  maxFiles?: number;
  required?: boolean;
  disabled?: boolean;
  isNew?: boolean;
  /** Set by a form that shows the field's problem itself. */
  invalid?: boolean;
  /** The problem to show, when the upload is used outside a form. */
  error?: string;
  /** Ids of texts describing the input (the field's error, description and help in a form). */
  describedBy?: string;
  onBlur?: () => void;
}

const formatSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A file upload: a real file input with a visible label. Chosen files are read as base64 into
 * uploaded-file entries and listed with a remove button each. Usable outside a schema too.
 */
export const FileUpload = ({
  id,
  label,
  value,
  onChange,
  accept = DEFAULT_ACCEPTED_TYPES,
  maxFiles,
  required,
  disabled,
  isNew,
  invalid,
  error,
  describedBy,
  onBlur,
}: FileUploadProps) => {
  const [status, setStatus] = useState<'idle' | 'reading' | 'failed'>('idle');
  const hintId = `${id}__accept`;
  const ownErrorId = `${id}__upload-error`;
  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    if (chosen.length === 0) return;
    const accepted = chosen.filter((file) => isAcceptedType(file, accept));
    setStatus('reading');
    try {
      const read = await Promise.all(accepted.map(readUploadedFile));
      onChange([...value, ...read]);
      setStatus(accepted.length === chosen.length ? 'idle' : 'failed');
    } catch (readError) {
      console.warn('Reading an upload failed', readError);
      setStatus('failed');
    }
  };
  const shownError = status === 'failed' ? UPLOAD_FAILED_MESSAGE : error;
  return (
    <div className="pcsx-upload">
      <label htmlFor={id} className="pcsx-field__label">
        <LabelContent text={label} required={required} isNew={isNew} />
      </label>
      <p id={hintId} className="pcsx-field__help">
        {`Accepted file types: ${accept.split(',').join(', ')}.`}
        {maxFiles !== undefined && ` Up to ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}.`}
      </p>
      <input
        id={id}
        type="file"
        className="pcsx-upload__input"
        accept={accept}
        multiple={maxFiles === undefined || maxFiles > 1}
        disabled={disabled}
        required={required && value.length === 0}
        aria-invalid={invalid || shownError !== undefined ? true : undefined}
        aria-describedby={[describedBy, hintId, shownError ? ownErrorId : undefined]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => void handleChange(event)}
        onBlur={onBlur}
      />
      {status === 'reading' && (
        <p role="status" className="pcsx-field__help">
          Reading file…
        </p>
      )}
      {shownError !== undefined && (
        <p
          id={ownErrorId}
          className="pcsx-field__error"
          role={status === 'failed' ? 'alert' : undefined}
        >
          {shownError}
        </p>
      )}
      {value.length > 0 && (
        <ul className="pcsx-upload__files" aria-label={`${label}: chosen files`}>
          {value.map((file, index) => (
            <li key={file.uid} className="pcsx-upload__file">
              <span>{`${file.name} (${formatSize(file.size)})`}</span>
              <button
                type="button"
                className="pcsx-button pcsx-button--small"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(value.filter((_, position) => position !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

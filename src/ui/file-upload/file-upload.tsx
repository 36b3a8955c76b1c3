import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useMessages, type Translate } from '../../i18n/use-messages';
import './file-upload.css';
import { FileChooser } from '../file-chooser/file-chooser';

/** Shown when a chosen file cannot be read. */
export const UPLOAD_FAILED_MESSAGE = 'files.upload.failed';
/** Shown when a chosen file is of a type not accepted: the same words, and the types accepted. */
export const UPLOAD_REFUSED_MESSAGE = 'files.upload.refused';

/** What the list of chosen files shows of each: a `File`, or an entry its owner made from one. */
export interface ChosenFile {
  name: string;
  size: number;
}

interface FileUploadCommonProps {
  id: string;
  /** The input's name, also in the names of the chosen-files list and its remove buttons. */
  label: string;
  /** What the label shows when the owner marks it up itself; else the label and a required mark. */
  labelContent?: ReactNode;
  /** Accepted extensions and media types, such as ".pdf,image/*"; any file when not given. */
  accept?: string;
  /** More than one file may be chosen at once when this is over 1. */
  maxFiles?: number;
  required?: boolean;
  disabled?: boolean;
  /** Set by an owner that shows the problem itself (a form, under the field). */
  invalid?: boolean;
  /** The problem to show here, when the owner does not show it itself. */
  error?: string;
  /** Ids of texts describing the input (a form's error, description and help). */
  describedBy?: string;
  onBlur?: () => void;
}

/** Plain-File mode: the chosen files are handed over as they are. */
interface PlainFileProps extends FileUploadCommonProps {
  value: readonly File[];
  onChange: (files: File[]) => void;
  readFile?: undefined;
}

/** Read mode: each chosen file becomes the owner's entry first (a form reads it as base64). */
interface ReadFileProps<T extends ChosenFile> extends FileUploadCommonProps {
  value: readonly T[];
  onChange: (files: T[]) => void;
  readFile: (file: File) => Promise<T>;
}

/** Whether a file's name or media type matches an `accept` list such as ".pdf,image/*". */
export const isAcceptedType = (file: Pick<File, 'name' | 'type'>, accept: string): boolean => {
  const patterns = accept
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
};

const formatSize = (bytes: number, t: Translate<'files'>): string =>
  bytes >= 1024 * 1024
    ? t('files.upload.sizeMb', { size: (bytes / (1024 * 1024)).toFixed(1) })
    : t('files.upload.sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) });

const typesText = (accept: string): string =>
  accept
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean)
    .join(', ');

/** "Accepted file types: .pdf, .doc." and "Up to 3 files.", as far as the field has them. */
const hintText = (
  accept: string | undefined,
  maxFiles: number | undefined,
  t: Translate<'files'>,
): string => {
  const types = accept === undefined ? undefined : typesText(accept);
  if (types !== undefined && maxFiles !== undefined) {
    return t('files.upload.hintTypesAndMaxFiles', { types, count: maxFiles });
  }
  if (types !== undefined) return t('files.upload.hintTypes', { types });
  if (maxFiles !== undefined) return t('files.upload.hintMaxFiles', { count: maxFiles });
  return '';
};

interface UploadListProps<E extends ChosenFile> extends FileUploadCommonProps {
  value: readonly E[];
  onChange: (files: E[]) => void;
  /** The entries chosen files become: at once, or once they are read. */
  toEntries: (files: File[]) => E[] | Promise<E[]>;
}

const keepFiles = (files: File[]): File[] => files;

/**
 * A file upload: a real file input with a visible label, and the chosen files listed with a
 * remove button each. A file of a type not accepted is refused with a message. It hands the
 * chosen `File`s to its owner as they are, or, given `readFile`, the entries read from them.
 */
export function FileUpload(props: PlainFileProps): ReactNode;
export function FileUpload<T extends ChosenFile>(props: ReadFileProps<T>): ReactNode;
export function FileUpload<T extends ChosenFile>(props: PlainFileProps | ReadFileProps<T>) {
  if (props.readFile === undefined) return <UploadList {...props} toEntries={keepFiles} />;
  const { readFile } = props;
  return <UploadList {...props} toEntries={(files) => Promise.all(files.map(readFile))} />;
}

function UploadList<E extends ChosenFile>({
  id,
  label,
  labelContent,
  accept,
  maxFiles,
  required,
  disabled,
  invalid,
  error,
  describedBy,
  onBlur,
  value,
  onChange,
  toEntries,
}: UploadListProps<E>) {
  const { t } = useMessages('files');
  const [status, setStatus] = useState<'idle' | 'reading' | 'failed' | 'refused'>('idle');
  const hintId = `${id}__hint`;
  const ownErrorId = `${id}__upload-error`;
  const hint = hintText(accept, maxFiles, t);

  const add = async (chosen: File[]) => {
    const accepted =
      accept === undefined ? chosen : chosen.filter((file) => isAcceptedType(file, accept));
    const entries = toEntries(accepted);
    if (entries instanceof Promise) setStatus('reading');
    try {
      onChange([...value, ...(await entries)]);
      setStatus(accepted.length === chosen.length ? 'idle' : 'refused');
    } catch (readError) {
      console.warn('Reading an upload failed', readError);
      setStatus('failed');
    }
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // Cleared, so choosing the same file again after removing it is a change too.
    input.value = '';
    if (chosen.length > 0) void add(chosen);
  };

  const ownError =
    status === 'failed'
      ? t(UPLOAD_FAILED_MESSAGE)
      : status === 'refused' && accept !== undefined
        ? t(UPLOAD_REFUSED_MESSAGE, { types: typesText(accept) })
        : undefined;
  const shownError = ownError ?? error;
  return (
    <div className="file-upload">
      <label htmlFor={id} className="file-upload__label">
        {labelContent ?? (
          <>
            {label}
            {required && (
              <span className="file-upload__required" aria-hidden="true">
                {' *'}
              </span>
            )}
          </>
        )}
      </label>
      {hint !== '' && (
        <p id={hintId} className="file-upload__hint">
          {hint}
        </p>
      )}
      <FileChooser
        id={id}
        showChosen={false}
        className="file-upload__input"
        accept={accept}
        multiple={maxFiles === undefined || maxFiles > 1}
        disabled={disabled}
        required={required && value.length === 0}
        aria-invalid={invalid || shownError !== undefined ? true : undefined}
        aria-describedby={[describedBy, hint === '' ? undefined : hintId, shownError && ownErrorId]
          .filter(Boolean)
          .join(' ')}
        onChange={handleChange}
        onBlur={onBlur}
      />
      {status === 'reading' && (
        <p role="status" className="file-upload__hint">
          {t('files.upload.reading')}
        </p>
      )}
      {shownError !== undefined && (
        <p
          id={ownErrorId}
          className="file-upload__error"
          role={ownError === undefined ? undefined : 'alert'}
        >
          {shownError}
        </p>
      )}
      {value.length > 0 && (
        <ul className="file-upload__files" aria-label={t('files.upload.chosenFiles', { label })}>
          {value.map((file, index) => (
            // Files are only added at the end or removed; a position names an item well enough.
            <li key={`${String(index)}-${file.name}`} className="file-upload__file">
              <span>
                {t('files.upload.file', { name: file.name, size: formatSize(file.size, t) })}
              </span>
              <button
                type="button"
                className="file-upload__remove"
                disabled={disabled}
                aria-label={t('files.upload.removeFile', { name: file.name })}
                onClick={() => onChange(value.filter((_, position) => position !== index))}
              >
                {t('files.upload.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { formatMessage } from './placeholders';
import { MESSAGES, type FormsTranslate } from './messages';

/** The uploaded-file entry a form keeps for each file: its metadata and its content as base64. */
export interface UploadedFile {
  uid: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  webkitRelativePath: string;
  content: string;
  status: 'done';
}

/** What a file field accepts unless its UI schema says otherwise. */
export const DEFAULT_ACCEPTED_TYPES = '.doc,.docx,.pdf,.txt';

const BYTES_PER_MB = 1024 * 1024;

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { size?: unknown }).size === 'number' &&
  typeof (value as { content?: unknown }).content === 'string';

let uploadCount = 0;

/** Reads a chosen file into an uploaded-file entry, its content base64 without the data-URL prefix. */
export const readUploadedFile = (file: File): Promise<UploadedFile> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => {
      reject(reader.error ?? new Error(`Could not read ${file.name}`));
    };
    reader.onload = () => {
      const dataUrl = typeof reader.result === 'string' ? reader.result : '';
      uploadCount += 1;
      resolve({
        uid: `upload-${Date.now()}-${uploadCount}`,
        name: file.name,
        size: file.size,
        type: file.type,
        lastModified: file.lastModified,
        // Not every browser (or test DOM) sets it; the entry always has a string.
        webkitRelativePath: (file as Partial<File>).webkitRelativePath ?? '',
        content: dataUrl.slice(dataUrl.indexOf(',') + 1),
        status: 'done',
      });
    };
    reader.readAsDataURL(file);
  });

export interface FileLimits {
  minFiles?: number;
  maxFiles?: number;
  maxFileSizeMB?: number;
  maxCumulativeFileSizeMB?: number;
  messages?: Partial<Record<'minFiles' | 'maxFiles' | 'fileSize' | 'cumulativeFileSize', string>>;
}

/** A limit's own message (its `%(name)s` filled), else ours. */
const limitMessage = (
  own: string | undefined,
  params: Readonly<Record<string, string | number>>,
  fallback: () => string,
): string => (own === undefined ? fallback() : formatMessage(own, params));

/** Count, then each file's size, then the total: the first failure is reported. */
export const validateFiles = (
  files: readonly Pick<UploadedFile, 'name' | 'size'>[],
  limits: FileLimits,
  t: FormsTranslate,
): string | undefined => {
  const { minFiles, maxFiles, maxFileSizeMB, maxCumulativeFileSizeMB, messages = {} } = limits;
  if (minFiles !== undefined && files.length < minFiles) {
    return limitMessage(messages.minFiles, { min: minFiles, count: minFiles }, () =>
      t(MESSAGES.filesMin, { min: minFiles }),
    );
  }
  if (maxFiles !== undefined && files.length > maxFiles) {
    return limitMessage(messages.maxFiles, { max: maxFiles, count: maxFiles }, () =>
      t(MESSAGES.filesMax, { max: maxFiles }),
    );
  }
  if (maxFileSizeMB !== undefined) {
    const tooLarge = files.filter((file) => file.size > maxFileSizeMB * BYTES_PER_MB);
    if (tooLarge.length > 0) {
      const names = tooLarge.map((file) => file.name).join(', ');
      return limitMessage(
        messages.fileSize,
        { max: maxFileSizeMB, count: maxFileSizeMB, files: names },
        () => t(MESSAGES.fileSize, { max: maxFileSizeMB, files: names }),
      );
    }
  }
  if (maxCumulativeFileSizeMB !== undefined) {
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > maxCumulativeFileSizeMB * BYTES_PER_MB) {
      return limitMessage(
        messages.cumulativeFileSize,
        { max: maxCumulativeFileSizeMB, count: maxCumulativeFileSizeMB },
        () => t(MESSAGES.cumulativeFileSize, { max: maxCumulativeFileSizeMB }),
      );
    }
  }
  return undefined;
};

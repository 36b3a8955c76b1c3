import { isUtf8 } from 'node:buffer';
import type { components } from '../../../generated/server/pcsx';
import { payloadTooLarge, unsupportedMediaType, validationFailed } from '../http/errors';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MESSAGE } from '../http/limits';
import { decodeDataUrl } from '../lib/data-url';
import { isPdf } from '../lib/pdf';

type IpGeolocation = components['schemas']['IpGeolocation'];

export interface ResumeFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export const UPLOAD_FAILED = 'File could not be uploaded';

/** Resumes may be .doc, .docx, .pdf or .txt files, each recognised by its content as well. */
const RESUME_TYPES: Readonly<
  Record<string, { contentType: string; matches: (content: Buffer) => boolean }>
> = {
  pdf: { contentType: 'application/pdf', matches: isPdf },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: (content) => content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  },
  doc: {
    contentType: 'application/msword',
    matches: (content) => content.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])),
  },
  txt: {
    contentType: 'text/plain',
    // Checked natively without decoding: a 10 MB text file would otherwise be turned into a
    // string and back on the event loop.
    matches: (content) => !content.includes(0) && isUtf8(content),
  },
};

/**
 * Decodes and checks an uploaded resume (a base64 data URL): empty or undecodable → 422,
 * over 10 MB → 413, not a .doc/.docx/.pdf/.txt file (by name and by content) → 415.
 */
export const readResumeUpload = (fileName: string, dataUrl: string, field: string): ResumeFile => {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded) {
    throw validationFailed(UPLOAD_FAILED, [
      { name: field, message: 'The file could not be decoded.' },
    ]);
  }
  if (decoded.content.length === 0) {
    throw validationFailed(UPLOAD_FAILED, [
      { name: field, message: 'The uploaded file is empty.' },
    ]);
  }
  if (decoded.content.length > MAX_UPLOAD_BYTES) throw payloadTooLarge(MAX_UPLOAD_MESSAGE);
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const type = RESUME_TYPES[extension];
  if (!type || !type.matches(decoded.content)) {
    throw unsupportedMediaType('Upload your resume as a .doc, .docx, .pdf or .txt file.');
  }
  return { fileName, contentType: type.contentType, content: decoded.content };
};

/** Where an upload came from, as a profile location. */
export const locationOfUploader = (uploadedFrom: IpGeolocation | null): string | null =>
  uploadedFrom ? `${uploadedFrom.city}, ${uploadedFrom.region}, ${uploadedFrom.country}` : null;

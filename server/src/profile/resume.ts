import type { components } from '../../../generated/server/pcsx';
import { payloadTooLarge, unsupportedMediaType, validationFailed } from '../http/errors';
import { MAX_UPLOAD_BYTES } from '../http/limits';
import { readDataUrlFile, type FileKind } from '../lib/data-url';

type IpGeolocation = components['schemas']['IpGeolocation'];

export interface ResumeFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Resumes may be .doc, .docx, .pdf or .txt files, each recognised by its content as well. */
const RESUME_TYPES: Readonly<Record<string, { contentType: string; kind: FileKind }>> = {
  pdf: { contentType: 'application/pdf', kind: 'pdf' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'docx',
  },
  doc: { contentType: 'application/msword', kind: 'doc' },
  txt: { contentType: 'text/plain', kind: 'utf8-text' },
};

/**
 * Decodes and checks an uploaded resume (a base64 data URL): empty or undecodable → 422,
 * over 10 MB → 413, not a .doc/.docx/.pdf/.txt file (by name and by content) → 415.
 */
export const readResumeUpload = async (
  fileName: string,
  dataUrl: string,
  field: string,
): Promise<ResumeFile> => {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const type = RESUME_TYPES[extension];
  // Decoded and checked in a worker thread when long: a 10 MB file would hold the event loop.
  const decoded = await readDataUrlFile({
    dataUrl,
    kind: type?.kind ?? null,
    maxBytes: MAX_UPLOAD_BYTES,
  });
  if (!decoded) {
    throw validationFailed('server.upload.failed', [
      { name: field, message: 'server.upload.undecodable' },
    ]);
  }
  if (decoded.content.length === 0) {
    throw validationFailed('server.upload.failed', [
      { name: field, message: 'server.upload.empty' },
    ]);
  }
  if (decoded.content.length > MAX_UPLOAD_BYTES) throw payloadTooLarge('server.upload.tooLarge');
  if (!type || !decoded.matches) {
    throw unsupportedMediaType('server.resumes.wrongType');
  }
  return { fileName, contentType: type.contentType, content: decoded.content };
};

/** Where an upload came from, as a profile location. */
export const locationOfUploader = (uploadedFrom: IpGeolocation | null): string | null =>
  uploadedFrom ? `${uploadedFrom.city}, ${uploadedFrom.region}, ${uploadedFrom.country}` : null;

import mammoth from 'mammoth';
import { validationFailed } from '../http/errors';
import { UPLOAD_FAILED } from './resume';

/** Only this much text is parsed, so a huge resume cannot hold the server for long. */
export const MAX_PARSED_CHARACTERS = 50_000;
/** Resumes are a few pages; later pages are not read. */
const MAX_PDF_PAGES = 10;
/** A PDF that takes longer than this to read is treated as unreadable. */
const READ_TIMEOUT_MS = 10_000;

export const PDF_ENCRYPTED_MESSAGE =
  'This PDF is password-protected. Remove the password and upload it again.';
export const PDF_DAMAGED_MESSAGE = 'This PDF could not be read. It may be damaged.';
export const DOCX_DAMAGED_MESSAGE = 'This Word document could not be read. It may be damaged.';

const unreadable = (field: string, message: string) =>
  validationFailed(UPLOAD_FAILED, [{ name: field, message }]);

const withTimeout = <T>(work: Promise<T>, onTimeout: () => Error): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), READ_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

const errorName = (error: unknown): string =>
  error instanceof Error ? error.name : typeof error === 'string' ? error : '';

/** Text of a PDF's first pages, a line per text line (pdf.js's legacy build runs in Node). */
const pdfText = async (content: Buffer, field: string): Promise<string> => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(content),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const read = async (): Promise<string> => {
    const document = await task.promise;
    const lines: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      let line = '';
      let lineY: unknown;
      for (const item of items) {
        // Marked-content markers carry no text.
        if (!('str' in item)) continue;
        // pdf.js types the transform matrix loosely; only its vertical position is compared.
        const y: unknown = item.transform[5];
        if (lineY !== undefined && y !== lineY && line !== '') {
          lines.push(line);
          length += line.length;
          line = '';
        }
        line += item.str;
        lineY = y;
        if (item.hasEOL) {
          lines.push(line);
          length += line.length;
          line = '';
          lineY = undefined;
        }
      }
      if (line !== '') lines.push(line);
      page.cleanup();
      if (length > MAX_PARSED_CHARACTERS) break;
    }
    return lines.join('\n');
  };
  try {
    return await withTimeout(read(), () => unreadable(field, PDF_DAMAGED_MESSAGE));
  } catch (error) {
    if (errorName(error) === 'PasswordException') {
      throw unreadable(field, PDF_ENCRYPTED_MESSAGE);
    }
    throw unreadable(field, PDF_DAMAGED_MESSAGE);
  } finally {
    void task.destroy();
  }
};

const docxText = async (content: Buffer, field: string): Promise<string> => {
  try {
    const result = await withTimeout(mammoth.extractRawText({ buffer: content }), () =>
      unreadable(field, DOCX_DAMAGED_MESSAGE),
    );
    return result.value;
  } catch {
    throw unreadable(field, DOCX_DAMAGED_MESSAGE);
  }
};

/**
 * The readable text of a resume, at most `MAX_PARSED_CHARACTERS` long: PDF, DOCX and plain text
 * (an old binary .doc yields none). A password-protected or damaged PDF or DOCX → 422.
 */
export const resumeText = async (
  file: { contentType: string; content: Buffer },
  field: string,
): Promise<string> => {
  let text = '';
  if (file.contentType === 'application/pdf') text = await pdfText(file.content, field);
  else if (file.contentType.includes('wordprocessingml')) {
    text = await docxText(file.content, field);
  } else if (file.contentType === 'text/plain') text = file.content.toString('utf8');
  return text.slice(0, MAX_PARSED_CHARACTERS);
};

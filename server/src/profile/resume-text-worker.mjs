// @ts-check
// The resume-reading worker thread (started by resume-text.ts). Plain JavaScript so it starts
// quickly under any runner: a worker does not inherit tsx's loader, and loading pdf.js through it
// costs half a second per upload. Type-checked all the same, through the JSDoc below.
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';

/**
 * @typedef {{ kind: 'pdf' | 'docx'; content: Uint8Array; maxCharacters: number }} ExtractionJob
 * @typedef {{ outcome: 'text'; text: string } | { outcome: 'encrypted' } | { outcome: 'damaged' }} ExtractionResult
 */

/** Resumes are a few pages; later pages are not read. */
const MAX_PDF_PAGES = 10;
/** What a DOCX may unpack to, by its own index; more is refused before anything is unpacked. */
export const MAX_DOCX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** @param {unknown} error */
const errorName = (error) =>
  error instanceof Error ? error.name : typeof error === 'string' ? error : '';

/**
 * Text of a PDF's first pages, a line per text line (pdf.js's legacy build runs in Node).
 * @param {Uint8Array} content
 * @param {number} maxCharacters reading stops once this much text is found
 * @returns {Promise<string>}
 */
const pdfText = async (content, maxCharacters) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: content,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  /** @type {string[]} */
  const lines = [];
  let length = 0;
  for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number += 1) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    let line = '';
    /** @type {unknown} */
    let lineY;
    for (const item of items) {
      // Marked-content markers carry no text.
      if (!('str' in item)) continue;
      // pdf.js types the transform matrix loosely; only its vertical position is compared.
      /** @type {unknown} */
      const y = item.transform[5];
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
    if (length > maxCharacters) break;
  }
  return lines.join('\n');
};

/**
 * The sizes a zip's central directory declares for its files, summed; Infinity when it cannot
 * say (ZIP64). Undefined when no directory is found, which leaves the verdict to the unzipper.
 * @param {Uint8Array} zip
 * @returns {number | undefined}
 */
export const declaredUnpackedBytes = (zip) => {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const END_RECORD = 0x06054b50;
  const ENTRY = 0x02014b50;
  // The end record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, zip.byteLength - 22 - 0xffff);
  let end = zip.byteLength - 22;
  while (end >= lowest && view.getUint32(end, true) !== END_RECORD) end -= 1;
  if (end < lowest) return undefined;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > zip.byteLength || view.getUint32(at, true) !== ENTRY) return undefined;
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return Infinity;
    total += size;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return total;
};

/**
 * @param {ExtractionJob} job
 * @returns {Promise<ExtractionResult>}
 */
const extract = async (job) => {
  try {
    if (job.kind === 'pdf') {
      return { outcome: 'text', text: await pdfText(job.content, job.maxCharacters) };
    }
    if ((declaredUnpackedBytes(job.content) ?? 0) > MAX_DOCX_UNPACKED_BYTES) {
      return { outcome: 'damaged' };
    }
    const result = await mammoth.extractRawText({ buffer: Buffer.from(job.content) });
    return { outcome: 'text', text: result.value };
  } catch (error) {
    return { outcome: errorName(error) === 'PasswordException' ? 'encrypted' : 'damaged' };
  }
};

// Started as a worker: one job in `workerData`, one answer back. Imported anywhere else (a test
// reading `declaredUnpackedBytes`), it does nothing.
if (parentPort !== null && typeof workerData === 'object' && workerData !== null) {
  const port = parentPort;
  void extract(/** @type {ExtractionJob} */ (workerData)).then((result) =>
    port.postMessage(result),
  );
}

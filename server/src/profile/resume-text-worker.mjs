// @ts-check
// The resume-reading worker thread (the reading pool in resume-text.ts starts it). Plain JavaScript so it starts
// quickly under any runner: a worker does not inherit tsx's loader, and loading pdf.js through it
// costs half a second per upload. Type-checked all the same, through the JSDoc below.
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import { openDocxZip } from './docx-zip.mjs';
import { withCappedPdfjs } from './pdfjs-capped.mjs';
import { UnpackBudget } from './unpack-budget.mjs';

/**
 * @typedef {{ kind: 'pdf' | 'docx'; content: Uint8Array<ArrayBuffer>; maxCharacters: number }} ExtractionJob
 * @typedef {{ outcome: 'text'; text: string } | { outcome: 'encrypted' } | { outcome: 'damaged' }} ExtractionResult
 */

/** Marks the threads of the reading pool, so importing this file anywhere else does nothing. */
export const RESUME_TEXT_WORKER = 'pcsx-resume-text-worker';

/** Resumes are a few pages; later pages are not read. */
const MAX_PDF_PAGES = 10;
/**
 * What reading one PDF or DOCX may unpack, counted as it is unpacked: a resume needs a few MB at
 * most (a DOCX's text, a PDF's page contents and fonts; images are not read).
 */
export const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

/** @param {unknown} error */
const errorName = (error) =>
  error instanceof Error ? error.name : typeof error === 'string' ? error : '';

/**
 * Text of a PDF's first pages, a line per text line (pdf.js's legacy build runs in Node).
 * @param {Uint8Array} content
 * @param {number} maxCharacters reading stops once this much text is found
 * @param {UnpackBudget} budget reading stops once the pages unpack to more
 * @returns {Promise<string>}
 */
const pdfText = (content, maxCharacters, budget) =>
  withCappedPdfjs(budget, async (getDocument) => {
    const task = getDocument({
      data: content,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
    // The worker reads file after file: each document is let go of once read.
    try {
      const document = await task.promise;
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
        if (length > maxCharacters || budget.exceeded) break;
      }
      return lines.join('\n');
    } finally {
      await task.destroy();
    }
  });

/**
 * @param {ExtractionJob} job
 * @returns {Promise<ExtractionResult>}
 */
const extract = async (job) => {
  const budget = new UnpackBudget(MAX_UNPACKED_BYTES);
  try {
    if (job.kind === 'pdf') {
      const text = await pdfText(job.content, job.maxCharacters, budget);
      return budget.exceeded ? { outcome: 'damaged' } : { outcome: 'text', text };
    }
    // mammoth reads a zip it is given as `file` (its own, uncapped unzipping takes `buffer`); the
    // option is missing from its type declarations.
    const input = /** @type {Parameters<typeof mammoth.extractRawText>[0]} */ (
      /** @type {unknown} */ ({ file: openDocxZip(job.content, budget) })
    );
    const result = await mammoth.extractRawText(input);
    return { outcome: 'text', text: result.value };
  } catch (error) {
    if (budget.exceeded) return { outcome: 'damaged' };
    return { outcome: errorName(error) === 'PasswordException' ? 'encrypted' : 'damaged' };
  }
};

// Started by the reading pool: a job per message, an answer per job, one job at a time.
if (parentPort !== null && workerData === RESUME_TEXT_WORKER) {
  const port = parentPort;
  port.on('message', (/** @type {ExtractionJob} */ job) => {
    void extract(job).then((result) => port.postMessage(result));
  });
}

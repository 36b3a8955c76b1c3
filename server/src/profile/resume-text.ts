import { Worker } from 'node:worker_threads';
import { validationFailed } from '../http/errors';
import type { MessageId } from '../i18n/messages';
import type { ExtractionJob, ExtractionResult } from './resume-text-worker.mjs';

/** Only this much text is parsed, so a huge resume cannot hold the server for long. */
export const MAX_PARSED_CHARACTERS = 50_000;
/** A file that takes longer than this to read is treated as unreadable; its worker is stopped. */
const READ_TIMEOUT_MS = 10_000;
/** The heap a reading worker may use; a file that needs more is treated as unreadable. */
const WORKER_HEAP_MB = 256;

const WORKER_URL = new URL('./resume-text-worker.mjs', import.meta.url);

/** Runs one extraction in a worker thread; a crash, a heap overflow or the timeout → damaged. */
const extractInWorker = (job: ExtractionJob): Promise<ExtractionResult> =>
  new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const timer = setTimeout(() => finish({ outcome: 'damaged' }), READ_TIMEOUT_MS);
    const finish = (result: ExtractionResult) => {
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    worker.once('message', (result: ExtractionResult) => finish(result));
    worker.once('error', () => finish({ outcome: 'damaged' }));
    worker.once('exit', () => finish({ outcome: 'damaged' }));
  });

const unreadable = (field: string, message: MessageId) =>
  validationFailed('server.upload.failed', [{ name: field, message }]);

const textOf = async (job: ExtractionJob, field: string, damaged: MessageId): Promise<string> => {
  const result = await extractInWorker(job);
  if (result.outcome === 'text') return result.text;
  throw unreadable(field, result.outcome === 'encrypted' ? 'server.resumes.pdfEncrypted' : damaged);
};

/**
 * The readable text of a resume, at most `MAX_PARSED_CHARACTERS` long: PDF, DOCX and plain text
 * (an old binary .doc yields none). A password-protected or damaged PDF or DOCX → 422.
 */
export const resumeText = async (
  file: { contentType: string; content: Buffer },
  field: string,
): Promise<string> => {
  const content = new Uint8Array(file.content);
  let text = '';
  if (file.contentType === 'application/pdf') {
    text = await textOf(
      { kind: 'pdf', content, maxCharacters: MAX_PARSED_CHARACTERS },
      field,
      'server.resumes.pdfDamaged',
    );
  } else if (file.contentType.includes('wordprocessingml')) {
    text = await textOf(
      { kind: 'docx', content, maxCharacters: MAX_PARSED_CHARACTERS },
      field,
      'server.resumes.docxDamaged',
    );
  } else if (file.contentType === 'text/plain') {
    // Only the bytes that can hold the characters parsed are decoded (UTF-8 spends at most four
    // bytes on one), so a 10 MB text file costs no more than a short one.
    text = file.content.subarray(0, MAX_PARSED_CHARACTERS * 4).toString('utf8');
  }
  return text.slice(0, MAX_PARSED_CHARACTERS);
};

import { validationFailed } from '../http/errors';
import type { MessageId } from '../i18n/messages';
import { WorkerPool } from '../lib/worker-pool';
import {
  RESUME_TEXT_WORKER,
  type ExtractionJob,
  type ExtractionResult,
} from './resume-text-worker.mjs';

/** Only this much text is parsed, so a huge resume cannot hold the server for long. */
export const MAX_PARSED_CHARACTERS = 50_000;
/** A file that takes longer than this to read is treated as unreadable; its worker is stopped. */
export const READ_TIMEOUT_MS = 10_000;

/**
 * Two files read at once at most, each in a worker whose heap is limited: a file that needs more
 * is treated as unreadable. Buffers live outside the heap: what a file unpacks to is capped by the
 * reading itself (`MAX_UNPACKED_BYTES`). The workers are kept: pdf.js and mammoth load once.
 */
const readers = new WorkerPool<ExtractionJob, ExtractionResult>({
  url: new URL('./resume-text-worker.mjs', import.meta.url),
  marker: RESUME_TEXT_WORKER,
  maxWorkers: 2,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  timeoutMs: READ_TIMEOUT_MS,
});

/** Stops the reading workers (when the server closes); a later upload starts new ones. */
export const closeResumeReaders = (): Promise<void> => readers.close();

/** Runs one extraction on a reading worker; a crash, a heap overflow or the timeout → damaged. */
const extractInWorker = (job: ExtractionJob): Promise<ExtractionResult> =>
  readers.run(job, [job.content.buffer]).catch((): ExtractionResult => ({ outcome: 'damaged' }));

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

import {
  DATA_URL_WORKER,
  decodeBase64DataUrl,
  readDataUrlFile as readOnEventLoop,
  type DataUrlFile,
  type DataUrlJob,
  type FileKind,
} from './data-url-worker.mjs';
import { WorkerPool } from './worker-pool';

export type { DataUrlFile, FileKind };

/** Decodes `data:<type>;base64,<content>`; null when it is not a base64 data URL. */
export const decodeDataUrl = (dataUrl: string): { mediaType: string; content: Buffer } | null =>
  decodeBase64DataUrl(dataUrl);

/**
 * Data URLs shorter than this are read on the event loop (a few milliseconds at most); a worker's
 * round trip would cost more than it saves.
 */
const OFF_THREAD_FROM_LENGTH = 256 * 1024;
/** What the worker answers: the decoded bytes arrive as a (transferred) Uint8Array. */
type WorkerAnswer = (Omit<DataUrlFile, 'content'> & { content: Uint8Array }) | null;

/** Two workers at most: the machine's other cores serve requests. */
const workers = new WorkerPool<DataUrlJob, WorkerAnswer>({
  url: new URL('./data-url-worker.mjs', import.meta.url),
  marker: DATA_URL_WORKER,
  maxWorkers: 2,
});

/**
 * Decodes a data URL and checks that its content is a file of `kind` (see `readDataUrlFile` in
 * `data-url-worker.mjs`); a long one (a resume of up to 10 MB) in a worker thread, so the event
 * loop serves other requests meanwhile. Null when it is not a base64 data URL.
 */
export const readDataUrlFile = async (job: DataUrlJob): Promise<DataUrlFile | null> => {
  if (job.dataUrl.length < OFF_THREAD_FROM_LENGTH) return readOnEventLoop(job);
  const answer = await workers.run(job);
  return (
    answer && {
      ...answer,
      content: Buffer.from(
        answer.content.buffer,
        answer.content.byteOffset,
        answer.content.byteLength,
      ),
    }
  );
};

/** How many data URLs the workers have read since the process started. */
export const dataUrlReadsOffThread = (): number => workers.answered;

/**
 * Stops the pool's workers (when the server closes): idle ones now, busy ones once they answer.
 * A later read starts new ones.
 */
export const closeDataUrlWorkers = (): Promise<void> => workers.close();

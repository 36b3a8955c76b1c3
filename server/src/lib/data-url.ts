import { Worker } from 'node:worker_threads';
import {
  DATA_URL_WORKER,
  decodeBase64DataUrl,
  readDataUrlFile as readOnEventLoop,
  type DataUrlFile,
  type DataUrlJob,
  type FileKind,
} from './data-url-worker.mjs';

export type { DataUrlFile, FileKind };

/** Decodes `data:<type>;base64,<content>`; null when it is not a base64 data URL. */
export const decodeDataUrl = (dataUrl: string): { mediaType: string; content: Buffer } | null =>
  decodeBase64DataUrl(dataUrl);

/**
 * Data URLs shorter than this are read on the event loop (a few milliseconds at most); a worker's
 * round trip would cost more than it saves.
 */
const OFF_THREAD_FROM_LENGTH = 256 * 1024;
/** Workers of the pool; the machine's other cores serve requests. */
const MAX_WORKERS = 2;
const WORKER_URL = new URL('./data-url-worker.mjs', import.meta.url);

interface Task {
  job: DataUrlJob;
  resolve: (file: DataUrlFile | null) => void;
  reject: (error: Error) => void;
}

/** What the worker answers: the decoded bytes arrive as a (transferred) Uint8Array. */
type WorkerAnswer = (Omit<DataUrlFile, 'content'> & { content: Uint8Array }) | null;

/**
 * A small pool of worker threads, started on first use and kept for the next uploads. A worker
 * is unreferenced while idle, so an idle pool never keeps the process alive.
 */
const workers = new Set<Worker>();
const idle: Worker[] = [];
const running = new Map<Worker, Task>();
const queue: Task[] = [];
/** Workers to stop once their current job is answered (the pool was closed meanwhile). */
const retiring = new Set<Worker>();
let readsOffThread = 0;

const dispatch = (): void => {
  while (queue.length > 0 && (idle.length > 0 || workers.size < MAX_WORKERS)) {
    const worker = idle.pop() ?? startWorker();
    const task = queue.shift();
    if (!task) return;
    running.set(worker, task);
    worker.ref();
    worker.postMessage(task.job);
  }
};

const forget = (worker: Worker): void => {
  workers.delete(worker);
  retiring.delete(worker);
  const at = idle.indexOf(worker);
  if (at >= 0) idle.splice(at, 1);
};

const startWorker = (): Worker => {
  // A plain module needs none of the runner's flags (tsx's loader would double the start-up).
  const worker = new Worker(WORKER_URL, { workerData: DATA_URL_WORKER, execArgv: [] });
  workers.add(worker);
  worker.on('message', (answer: WorkerAnswer) => {
    const task = running.get(worker);
    running.delete(worker);
    readsOffThread += 1;
    task?.resolve(
      answer && {
        ...answer,
        content: Buffer.from(
          answer.content.buffer,
          answer.content.byteOffset,
          answer.content.byteLength,
        ),
      },
    );
    if (retiring.has(worker)) {
      forget(worker);
      void worker.terminate();
    } else {
      worker.unref();
      idle.push(worker);
    }
    dispatch();
  });
  // A worker that fails or stops is replaced by the next job; its own job fails (a 500).
  const fail = (error: Error) => {
    forget(worker);
    const task = running.get(worker);
    running.delete(worker);
    task?.reject(error);
    dispatch();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The data URL worker stopped (exit code ${code})`)));
  return worker;
};

/**
 * Decodes a data URL and checks that its content is a file of `kind` (see `readDataUrlFile` in
 * `data-url-worker.mjs`); a long one (a resume of up to 10 MB) in a worker thread, so the event
 * loop serves other requests meanwhile. Null when it is not a base64 data URL.
 */
export const readDataUrlFile = (job: DataUrlJob): Promise<DataUrlFile | null> => {
  if (job.dataUrl.length < OFF_THREAD_FROM_LENGTH) return Promise.resolve(readOnEventLoop(job));
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    dispatch();
  });
};

/** How many data URLs the workers have read since the process started. */
export const dataUrlReadsOffThread = (): number => readsOffThread;

/**
 * Stops the pool's workers (when the server closes): idle ones now, busy ones once they answer.
 * A later read starts new ones.
 */
export const closeDataUrlWorkers = async (): Promise<void> => {
  const stopping = [...idle];
  for (const worker of workers) if (!idle.includes(worker)) retiring.add(worker);
  for (const worker of stopping) forget(worker);
  await Promise.all(stopping.map((worker) => worker.terminate()));
};

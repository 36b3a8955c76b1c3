import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** A plain JavaScript module: it runs without the runner's flags (tsx's loader would double the start-up). */
  url: URL;
  /** The pool's threads get this as `workerData`, so the module does nothing when imported elsewhere. */
  marker: string;
  maxWorkers: number;
  resourceLimits?: ResourceLimits;
  /** A job that runs longer has its worker stopped and fails. */
  timeoutMs?: number;
}

interface Task<Job, Answer> {
  job: Job;
  transfer: readonly Transferable[];
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

/**
 * A small pool of worker threads, each answering one message per job, started on first use and
 * kept for the next jobs: what a worker loads is loaded once, and a thread's memory is reused
 * rather than left behind by a new thread per job (glibc keeps what each thread's arena grew to).
 * A worker is unreferenced while idle, so an idle pool never keeps the process alive. A worker
 * that fails, stops or times out is dropped and replaced by the next job; its own job fails.
 */
export class WorkerPool<Job, Answer> {
  readonly #options: WorkerPoolOptions;
  readonly #workers = new Set<Worker>();
  readonly #idle: Worker[] = [];
  readonly #running = new Map<Worker, Task<Job, Answer>>();
  readonly #queue: Task<Job, Answer>[] = [];
  /** Workers to stop once their current job is answered (the pool was closed meanwhile). */
  readonly #retiring = new Set<Worker>();
  #answered = 0;

  constructor(options: WorkerPoolOptions) {
    this.#options = options;
  }

  /** Runs `job` on a worker, once one is free; `transfer` moves buffers rather than copying them. */
  run(job: Job, transfer: readonly Transferable[] = []): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, transfer, resolve, reject });
      this.#dispatch();
    });
  }

  /** How many jobs the workers have answered since the process started. */
  get answered(): number {
    return this.#answered;
  }

  /** Stops the workers: idle ones now, busy ones once they answer. A later job starts new ones. */
  async close(): Promise<void> {
    const stopping = [...this.#idle];
    for (const worker of this.#workers)
      if (!this.#idle.includes(worker)) this.#retiring.add(worker);
    for (const worker of stopping) this.#forget(worker);
    await Promise.all(stopping.map((worker) => worker.terminate()));
  }

  #dispatch(): void {
    const { maxWorkers, timeoutMs } = this.#options;
    while (this.#queue.length > 0 && (this.#idle.length > 0 || this.#workers.size < maxWorkers)) {
      const worker = this.#idle.pop() ?? this.#start();
      const task = this.#queue.shift();
      if (!task) return;
      this.#running.set(worker, task);
      worker.ref();
      if (timeoutMs !== undefined) {
        task.timer = setTimeout(() => {
          this.#fail(worker, new Error(`The worker took longer than ${timeoutMs} ms`));
          void worker.terminate();
        }, timeoutMs);
      }
      worker.postMessage(task.job, task.transfer);
    }
  }

  #forget(worker: Worker): void {
    this.#workers.delete(worker);
    this.#retiring.delete(worker);
    const at = this.#idle.indexOf(worker);
    if (at >= 0) this.#idle.splice(at, 1);
  }

  /** Drops `worker`; its job, if any, fails with `error`. */
  #fail(worker: Worker, error: Error): void {
    this.#forget(worker);
    const task = this.#running.get(worker);
    this.#running.delete(worker);
    clearTimeout(task?.timer);
    task?.reject(error);
    this.#dispatch();
  }

  #start(): Worker {
    const worker = new Worker(this.#options.url, {
      workerData: this.#options.marker,
      execArgv: [],
      resourceLimits: this.#options.resourceLimits,
    });
    this.#workers.add(worker);
    worker.on('message', (answer: Answer) => {
      const task = this.#running.get(worker);
      // An answer after the timeout has already failed its job: the worker is being stopped.
      if (!task) return;
      this.#running.delete(worker);
      clearTimeout(task.timer);
      this.#answered += 1;
      task.resolve(answer);
      if (this.#retiring.has(worker)) {
        this.#forget(worker);
        void worker.terminate();
      } else {
        worker.unref();
        this.#idle.push(worker);
      }
      this.#dispatch();
    });
    worker.on('error', (error) => this.#fail(worker, error));
    worker.on('exit', (code) =>
      this.#fail(worker, new Error(`The worker stopped (exit code ${code})`)),
    );
    return worker;
  }
}

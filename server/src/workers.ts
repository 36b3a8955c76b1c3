import cluster, { type Worker } from 'node:cluster';

/** The most processes `WORKERS` may ask for. */
export const MAX_WORKERS = 64;

/** What the primary tells a worker: stop as SIGTERM would. */
export const SHUTDOWN_MESSAGE = 'shutdown';

export interface PrimaryOptions {
  workers: number;
  /** Printed once every worker listens. */
  onReady: () => void;
  log: (message: string) => void;
}

/**
 * The primary of `WORKERS=N`: it serves nothing itself. Node's cluster hands the port's
 * connections to the workers in turn. Workers start one after another, so only the first
 * migrates and seeds a new database. A worker that dies once running is replaced; one that dies
 * while starting stops everything (it would only die again). SIGTERM or SIGINT asks every
 * worker to finish its requests in flight and stop; a second signal stops them at once.
 */
export const runPrimary = ({ workers, onReady, log }: PrimaryOptions): void => {
  const state = { isStopping: false };
  let exitCode = 0;
  const live = new Set<Worker>();

  const exitOnceAllStopped = (): void => {
    if (state.isStopping && live.size === 0) process.exit(exitCode);
  };

  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      live.add(worker);
      worker.once('exit', (code: number | null) => {
        // A worker that could not finish its requests in flight makes the whole stop a failure.
        if (state.isStopping && code !== 0) exitCode = 1;
        live.delete(worker);
        exitOnceAllStopped();
      });
      const failedToStart = (code: number | null, signal: string | null) =>
        reject(new Error(`A server process stopped while starting (${signal ?? `exit ${code}`})`));
      worker.once('exit', failedToStart);
      worker.once('listening', () => {
        worker.off('exit', failedToStart);
        worker.once('exit', (code, signal) => replace(worker, code, signal));
        // Asked to stop while it was starting, when it may not have heard yet.
        if (state.isStopping) worker.send(SHUTDOWN_MESSAGE);
        resolve(worker);
      });
    });

  const replace = (worker: Worker, code: number | null, signal: string | null): void => {
    if (state.isStopping) return;
    log(
      `Server process ${worker.process.pid} stopped (${signal ?? `exit ${code}`}): starting another`,
    );
    fork().catch((error: unknown) => stopAll(error));
  };

  const stopAll = (error?: unknown): void => {
    if (error !== undefined) {
      log(error instanceof Error ? error.message : 'A server process failed');
      exitCode = 1;
    }
    if (state.isStopping) return;
    state.isStopping = true;
    exitOnceAllStopped();
    for (const worker of live) worker.send(SHUTDOWN_MESSAGE);
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!state.isStopping) {
        stopAll();
        return;
      }
      log(`${signal} during shutdown: stopping the server processes without waiting`);
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    });
  }

  void (async () => {
    try {
      for (let started = 0; started < workers && !state.isStopping; started += 1) await fork();
      if (!state.isStopping) onReady();
    } catch (error) {
      stopAll(error);
    }
  })();
};

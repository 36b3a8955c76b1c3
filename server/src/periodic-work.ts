import type { AppMetaRepository } from './db/repositories/app-meta';

/** Work that time alone calls for, done by one of the processes sharing the database. */
export interface PeriodicTask {
  /** Names its lease: processes sharing a database take turns by it. */
  name: string;
  intervalMs: number;
  run: (nowMs: number) => Promise<unknown>;
}

export interface PeriodicWorkOptions {
  appMeta: Pick<AppMetaRepository, 'claimLease'>;
  now: () => number;
  logFailure: (error: unknown, message: string) => void;
}

/**
 * Runs each task now and then every interval, on timers that do not keep the process alive.
 * Every process ticks, but a run needs the task's lease, claimed for most of an interval in the
 * database: so among the processes sharing it, one does each run. A failed run is logged and a
 * later tick tries again. `stop` ends the timers (on close) and resolves once runs under way have
 * finished, so the database is not closed beneath them.
 */
export const startPeriodicWork = (
  tasks: readonly PeriodicTask[],
  { appMeta, now, logFailure }: PeriodicWorkOptions,
): { firstRun: Promise<void>; stop: () => Promise<void> } => {
  let isStopped = false;
  const workers = tasks.map((task) => {
    let running: Promise<void> = Promise.resolve();
    const run = async (): Promise<void> => {
      if (isStopped) return;
      try {
        const nowMs = now();
        // A little short of the interval, so the next tick of some process finds it free.
        if (await appMeta.claimLease(task.name, nowMs + task.intervalMs * 0.9, nowMs)) {
          await task.run(nowMs);
        }
      } catch (error) {
        logFailure(error, `The periodic task ${task.name} failed`);
      }
    };
    const start = (): Promise<void> => {
      // One run at a time: a slow run is not overlapped by the next tick.
      running = running.then(run);
      return running;
    };
    const timer = setInterval(() => void start(), task.intervalMs);
    timer.unref();
    return { start, timer, running: () => running };
  });
  return {
    firstRun: Promise.all(workers.map((worker) => worker.start())).then(() => undefined),
    stop: async () => {
      isStopped = true;
      for (const worker of workers) clearInterval(worker.timer);
      await Promise.all(workers.map((worker) => worker.running()));
    },
  };
};

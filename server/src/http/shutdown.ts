import type { FastifyBaseLogger } from 'fastify';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** `SHUTDOWN_TIMEOUT_MS`: how long the requests in flight may take to finish once told to stop. */
export const parseShutdownTimeout = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS must be a positive whole number of milliseconds; got '${value}'.`,
    );
  }
  return ms;
};

export interface ShutdownOptions {
  /** Turns readiness off; done first, so load balancers stop sending new requests. */
  beginShutdown: () => void;
  /** Stops accepting connections and resolves once the requests in flight are answered. */
  close: () => Promise<void>;
  timeoutMs: number;
  exit: (code: number) => void;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * The handler of SIGTERM and SIGINT: the first signal drains the server and exits 0 once it is
 * closed; a second signal, a failed close or requests still in flight after `timeoutMs` exit 1.
 */
export const gracefulShutdown = (options: ShutdownOptions): ((signal: string) => void) => {
  let started = false;
  return (signal) => {
    if (started) {
      options.log.error(`${signal} during shutdown: exiting without waiting`);
      options.exit(1);
      return;
    }
    started = true;
    options.beginShutdown();
    options.log.info(
      `${signal}: shutting down, after the requests in flight (at most ${options.timeoutMs} ms)`,
    );
    const timer = setTimeout(() => {
      options.log.error(`Requests still in flight after ${options.timeoutMs} ms: exiting`);
      options.exit(1);
    }, options.timeoutMs);
    options.close().then(
      () => {
        clearTimeout(timer);
        options.log.info('Shut down');
        options.exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        options.log.error({ err: error }, 'Shutdown failed');
        options.exit(1);
      },
    );
  };
};

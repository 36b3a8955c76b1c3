import type { FastifyBaseLogger } from 'fastify';

/** `SHUTDOWN_TIMEOUT_MS` unless set: how long requests in flight may take once told to stop. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

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

import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { isRecord } from '../../src/lib/json';

/** Helpers for tests that run the server as a process of its own (`server/src/main.ts`). */

/** A JSON log line's fields, or null for any other output. */
export const logEntry = (line: string): Record<string, unknown> | null => {
  try {
    const parsed: unknown = JSON.parse(line);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** A loopback port nothing listens on. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** The child's output lines as they come, and a way to wait for one. */
export const watchOutput = (child: ChildProcess) => {
  const lines: string[] = [];
  interface Waiter {
    test: (line: string) => boolean;
    resolve: () => void;
    reject: (error: Error) => void;
  }
  const waiters = new Set<Waiter>();
  let ended: Error | null = null;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const waiter of waiters) {
        if (!waiter.test(line)) continue;
        waiters.delete(waiter);
        waiter.resolve();
      }
    });
  }
  child.once('close', (code) => {
    ended = new Error(`The server ended (${code}); it said:\n${lines.join('\n')}`);
    for (const waiter of waiters) waiter.reject(ended);
    waiters.clear();
  });
  const waitFor = (test: (line: string) => boolean): Promise<void> =>
    new Promise((resolve, reject) => {
      if (lines.some(test)) resolve();
      else if (ended) reject(ended);
      else waiters.add({ test, resolve, reject });
    });
  return { lines, waitFor };
};

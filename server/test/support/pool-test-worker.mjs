// @ts-check
// A worker for the worker pool's tests: answers each job with its thread's id, never answers a
// job that says 'hang', and stops on one that says 'exit'.
import { parentPort, threadId, workerData } from 'node:worker_threads';

if (parentPort !== null && workerData === 'pool-test-worker') {
  const port = parentPort;
  port.on('message', (/** @type {'answer' | 'hang' | 'exit'} */ job) => {
    if (job === 'exit') process.exit(3);
    if (job === 'answer') port.postMessage(threadId);
  });
}

import { describe, expect, it } from 'vitest';
import { WorkerPool } from '../src/lib/worker-pool';

const testPool = (timeoutMs?: number) =>
  new WorkerPool<'answer' | 'hang' | 'exit', number>({
    url: new URL('./support/pool-test-worker.mjs', import.meta.url),
    marker: 'pool-test-worker',
    maxWorkers: 1,
    timeoutMs,
  });

describe('the worker pool', () => {
  it('keeps its workers from job to job', async () => {
    const pool = testPool();
    const first = await pool.run('answer');
    expect(await Promise.all([pool.run('answer'), pool.run('answer')])).toEqual([first, first]);
    expect(pool.answered).toBe(3);
    await pool.close();
  });

  it('fails a job whose worker stops or times out, and replaces the worker', async () => {
    const pool = testPool(2_000);
    const first = await pool.run('answer');
    await expect(pool.run('exit')).rejects.toThrow('exit code 3');
    const second = await pool.run('answer');
    expect(second).not.toBe(first);
    await expect(pool.run('hang')).rejects.toThrow('longer than 2000 ms');
    const third = await pool.run('answer');
    expect([first, second]).not.toContain(third);
    await pool.close();
  });
});

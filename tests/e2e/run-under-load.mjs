// Runs the end-to-end suite (`tests/e2e/run.mjs`, same arguments) while a child process keeps one
// core busy, as a loaded machine would: a test that only passes on an idle machine fails here.
import { fork, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

if (process.argv[2] === '--spin') {
  // The hog: busy until its parent stops it.
  for (;;) Math.sqrt(Math.random());
}

const hog = fork(fileURLToPath(import.meta.url), ['--spin'], { stdio: 'ignore' });
console.log(`A CPU hog (process ${hog.pid}) keeps one core busy while the suite runs.`);
const result = spawnSync(process.execPath, [join(here, 'run.mjs'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
hog.kill();
process.exit(result.status ?? 1);

// `npm run bench`: every benchmark of the project, figures printed. Not a test: it never fails on
// a number, it reports them.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const run = (script, args = []) =>
  execFileSync(process.execPath, ['--import', 'tsx', join(here, script), ...args], {
    stdio: 'inherit',
  });

run('bundle-size.mjs');
run('search-relevance.mjs');
run('search-throughput.mjs');
run('search-cache.mjs');
run('scale.mjs');
// bundle-size.mjs has just built dist/.
run('lighthouse.mjs', ['--no-build']);
run('form-engine.mjs');
run('load-soak.mjs');
run('signed-in.mjs');
run('mail-outage.mjs');
run('job-alerts.mjs');
run('hostile-uploads.mjs');

// `npm run start:pg`: the portal on PostgreSQL. Starts a local cluster kept in `.data/postgres`
// (made on first start; `PCSX_PG_PORT`, default 54329, loopback only), creates the `pcsx`
// database in it when missing, and runs `npm start` with `DATABASE_URL` naming it. Stopping the
// portal (Ctrl+C) stops the cluster; its data stays for the next start.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, startCluster } from './postgres-cluster.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, '.data', 'postgres');
const port = Number(process.env.PCSX_PG_PORT ?? 54329);
const DATABASE = 'pcsx';

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pidFile = join(dataDir, 'data', 'postmaster.pid');
const runningPid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
if (runningPid > 0 && isRunning(runningPid)) {
  console.error(
    `The cluster in .data/postgres is already running (process ${runningPid}): stop the portal that started it first.`,
  );
  process.exit(1);
}

const cluster = await startCluster({ dataDir, port, throwaway: false });
let stopped = false;
const stopCluster = () => {
  if (stopped) return;
  stopped = true;
  cluster.stop();
};

let url;
try {
  url = await ensureDatabase(cluster.url, DATABASE);
} catch (error) {
  stopCluster();
  throw error;
}
console.log(`PostgreSQL: ${url} (data in .data/postgres)`);
const portal = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
portal.on('exit', (code) => {
  stopCluster();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => portal.kill(signal));

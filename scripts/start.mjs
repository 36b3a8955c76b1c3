// `npm start`: builds the app when the build is missing or older than its sources, then starts the
// reference server (which creates and seeds its database on first start).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const builtIndex = join(root, process.env.PCSX_DIST ?? 'dist', 'index.html');

const newestChange = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
};

const sources = ['src', 'generated', 'schemas', 'index.html', 'vite.config.ts'];
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map((name) => newestChange(join(root, name))))) {
  console.log('Building the portal…');
  execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

// The local demo shows the mail the server would send (password reset links, notifications) at
// /dev/mail and plays the employer at /dev/ats; the server itself keeps both off unless asked,
// since those pages show everyone's links and act for the employer.
// React's production build draws the first paint's job cards about three times faster.
const env = {
  ...process.env,
  PCSX_DEV_TOOLS: process.env.PCSX_DEV_TOOLS ?? '1',
  NODE_ENV: process.env.NODE_ENV ?? 'production',
};
if (env.PCSX_DEV_TOOLS === '1')
  console.log(
    'Development tools on (PCSX_DEV_TOOLS=1): sent mail at /dev/mail, the employer ATS at /dev/ats',
  );
const server = spawn(bin('tsx'), ['server/src/main.ts'], { cwd: root, stdio: 'inherit', env });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));

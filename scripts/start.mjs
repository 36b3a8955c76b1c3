// `npm start`: builds the app when the build is missing or older than the sources, then serves it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist-mock');
const port = process.env.PORT ?? '8080';
const bin = (name) => join(root, 'node_modules', '.bin', name);

const newestChange = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
};

const sources = ['src', 'generated', 'index.html', 'vite.config.ts'].map((name) =>
  join(root, name),
);
const builtAt = existsSync(join(outDir, 'index.html'))
  ? statSync(join(outDir, 'index.html')).mtimeMs
  : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the portal…');
  execFileSync(
    bin('vite'),
    ['build', '--mode', 'mock', '--outDir', 'dist-mock', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

const server = spawn(
  bin('vite'),
  ['preview', '--mode', 'mock', '--outDir', 'dist-mock', '--port', port, '--strictPort'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
console.log(
  `Careers portal (demo data from the contract's examples): http://127.0.0.1:${port}/careers`,
);
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));

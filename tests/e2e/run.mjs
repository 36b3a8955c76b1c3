// Runs the end-to-end suite: makes sure Debian's Chromium is there, builds the app, runs Playwright.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  } else {
    console.error(
      `End-to-end tests need Debian's Chromium at ${chromium}.\n` +
        'Install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then run again.',
    );
    process.exit(1);
  }
}

// The mock project serves the MSW build; the server project serves the production build.
run(bin('vite'), ['build', '--mode', 'mock', '--outDir', 'dist-mock', '--logLevel', 'warn']);
run(bin('vite'), ['build', '--logLevel', 'warn']);
const result = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);

// Prints the gzip size of the JS a route needs for its first render, from a production build.
// Usage: node tests/bench/bundle-size.mjs [--no-build]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');

/** Route chunks as the router imports them (src/app/router.tsx). */
const ROUTE_MODULES = {
  '/careers/search': 'src/features/search/search-screen.tsx',
  '/careers/job/:pid': 'src/features/job/job-screen.tsx',
};

export const measureInitialJs = ({ build = true } = {}) => {
  if (build) {
    execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const collect = (key, files) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach((imported) => collect(imported, files));
    return files;
  };
  const gzipKb = (files) =>
    [...files].reduce((total, file) => total + gzipSync(readFileSync(join(dist, file))).length, 0) /
    1024;
  return Object.entries(ROUTE_MODULES).map(([route, module]) => {
    const files = collect(module, collect(entryKey, new Set()));
    return { route, files: files.size, gzipKb: Number(gzipKb(files).toFixed(1)) };
  });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measureInitialJs({ build: !process.argv.includes('--no-build') });
  console.log('Initial JS for first render (gzip):');
  rows.forEach((row) =>
    console.log(`  ${row.route.padEnd(20)} ${row.gzipKb} KB in ${row.files} files`),
  );
}

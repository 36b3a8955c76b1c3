// Prints the gzip size of the JS each route needs for its first render, from a production build:
// the entry, the route's screen and data loader with what they import, and its English messages;
// then, for the search page, what each other locale adds (its catalogues of the same namespaces).
// Usage: node --import tsx tests/bench/bundle-size.mjs [--no-build]
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CAREERS_ROUTES, SCREENS } from '../../src/shared/screens.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');

/**
 * The catalogue chunks a screen needs in a locale other than English: the locale's list of
 * catalogues (the `localeCatalogues` plugin of vite.config.ts) and its own catalogues (compiled
 * with English in place of anything missing); the English common messages stay in the entry.
 */
const localeKeys = (name, locale) => [
  `virtual:locale-catalogues/${locale}`,
  ...['common', ...SCREENS[name].namespaces].map(
    (namespace) => `src/i18n/locales/${locale}/${namespace}.json?lingui`,
  ),
];

/** The JS a screen's first render needs besides the entry, as manifest keys. */
const screenKeys = (name, locale = 'en') => [
  `src/${SCREENS[name].module}.tsx`,
  ...(SCREENS[name].loader ? [`src/${SCREENS[name].loader}.ts`] : []),
  ...(locale === 'en'
    ? SCREENS[name].namespaces.map((namespace) => `src/i18n/locales/en/${namespace}.json?lingui`)
    : localeKeys(name, locale)),
];

export const measureInitialJs = ({ build = true, locales = ['en'] } = {}) => {
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
    if (!chunk) throw new Error(`The build has no chunk for ${key}`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach((imported) => collect(imported, files));
    return files;
  };
  const gzipKb = (files) =>
    [...files].reduce((total, file) => total + gzipSync(readFileSync(join(dist, file))).length, 0) /
    1024;
  const seen = new Set();
  const routes = CAREERS_ROUTES.filter(
    (route) => !seen.has(route.screen) && seen.add(route.screen),
  );
  return locales.flatMap((locale) =>
    routes
      .filter((route) => locale === 'en' || route.screen === 'search')
      .map((route) => {
        // The entry starts the app (its one dynamic import) once the page has painted.
        const files = collect(entryKey, new Set());
        (manifest[entryKey].dynamicImports ?? []).forEach((key) => collect(key, files));
        screenKeys(route.screen, locale).forEach((key) => collect(key, files));
        const path = route.path === 'index' ? '/careers' : `/careers/${route.path}`;
        return { route: path, locale, files: files.size, gzipKb: Number(gzipKb(files).toFixed(1)) };
      }),
  );
};

/** Every locale with a catalogue folder. */
export const catalogueLocales = () =>
  readdirSync(join(root, 'src', 'i18n', 'locales'))
    .filter((name) => name !== 'en')
    .sort();

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measureInitialJs({
    build: !process.argv.includes('--no-build'),
    locales: ['en', ...catalogueLocales()],
  });
  console.log('Initial JS for first render (gzip, English):');
  rows
    .filter((row) => row.locale === 'en')
    .forEach((row) =>
      console.log(
        `  ${row.route.padEnd(26)} ${String(row.gzipKb).padStart(6)} KB in ${row.files} files`,
      ),
    );
  const english = rows.find((row) => row.locale === 'en' && row.route === '/careers/search');
  console.log('Search page first render per locale (gzip; difference from English):');
  rows
    .filter((row) => row.route === '/careers/search' && row.locale !== 'en')
    .forEach((row) =>
      console.log(
        `  ${row.locale.padEnd(8)} ${String(row.gzipKb).padStart(6)} KB  +${(row.gzipKb - (english?.gzipKb ?? 0)).toFixed(1)} KB`,
      ),
    );
}

/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin, type Rolldown } from 'vite';
import type { defaultThemeValues, themeCssText } from './src/shared/theme-tokens';

const require = createRequire(import.meta.url);
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
const API_PREFIXES = ['/api', '/vslog', '/esign', '/sitemap.xml'];

/** Where `npm run dev` and `npm run dev:prism` send API calls. */
const API_TARGETS: Record<string, string> = {
  development: `http://127.0.0.1:${process.env.PORT ?? '8080'}`,
  prism: `http://127.0.0.1:${process.env.PRISM_PORT ?? '4010'}`,
};

/** Serves MSW's service worker in mock mode only, straight from the installed package. */
const mswWorker = (): Plugin => {
  const workerSource = () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'pcsx-msw-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(workerSource());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: workerSource() });
    },
  };
};

/**
 * Puts the built-in theme's CSS custom properties in the page's head, so the app's style sheets
 * (which read every colour, radius and the font from `--theme-*`) have values before the app
 * runs, wherever the page is served from. The reference server replaces this element's content
 * with the employer's published theme.
 */
const defaultTheme = (): Plugin => {
  let css: Promise<string> | undefined;
  // The theme module is TypeScript reading the theme's JSON Schema: Vite's module runner loads it
  // as the app does, once.
  const defaultThemeCss = () =>
    (css ??= runnerImport<{
      defaultThemeValues: typeof defaultThemeValues;
      themeCssText: typeof themeCssText;
    }>(fileURLToPath(new URL('./src/shared/theme-tokens.ts', import.meta.url)), {
      logLevel: 'error',
    }).then(({ module }) => module.themeCssText(module.defaultThemeValues())));
  return {
    name: 'pcsx-default-theme',
    transformIndexHtml: async () => [
      {
        tag: 'style',
        attrs: { id: 'pcsx-theme' },
        children: await defaultThemeCss(),
        injectTo: 'head',
      },
    ],
  };
};

/**
 * The entry starts the app (`src/app/start.tsx`) once the page has painted. The app's styles
 * still block the first paint, as the entry's do: the server's first-paint markup is drawn in
 * them. (Which of the app's modules a page preloads, and when, is the server's choice.)
 */
const linkAppStartStyles = (): Plugin => ({
  name: 'pcsx-link-app-start-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      if (!bundle) return html;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const start = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => id.endsWith('/src/app/start.tsx')),
      );
      if (!start) throw new Error('The build has no chunk for src/app/start.tsx');
      const files = new Set<string>();
      const styles = new Set<string>();
      const collect = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        chunk?.viteMetadata?.importedCss.forEach((style) => styles.add(style));
        chunk?.imports.forEach(collect);
      };
      collect(start.fileName);
      return [...styles]
        .filter((fileName) => !html.includes(`/${fileName}"`))
        .map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
    },
  },
});

/** Every module `file` imports statically, itself included, once the build has parsed them. */
const staticGraphOf = (context: Rolldown.PluginContext, file: string): Set<string> => {
  const graph = new Set<string>();
  const root = [...context.getModuleIds()].find((id) => id.endsWith(file));
  const pending = root ? [root] : [];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (graph.has(id)) continue;
    graph.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return graph;
};

/**
 * Two chunk groups, each one request and one compressed file instead of a dozen small ones that
 * each pay a round trip and compress alone:
 * - `start`: everything the app's start module needs before its first render (React, the router,
 *   React Query, Lingui, the shell, the API layer);
 * - `search-shared`: the small shared modules (labels, dates, the combobox, the search request)
 *   that the search page's first render needs beyond `start` and its own screen. Other
 *   pages that use some of them load this one small chunk too.
 * The plugin reads the static imports once the build has parsed every module; the groups ask it.
 */
const firstRenderChunks = () => {
  const startModules = new Set<string>();
  const searchSharedModules = new Set<string>();
  const plugin: Plugin = {
    name: 'pcsx-first-render-chunks',
    apply: 'build',
    buildEnd() {
      // What the entry itself imports (its styles, Vite's preload helper) stays with the entry,
      // which must not wait for the app's chunk.
      const entryModules = staticGraphOf(this, '/src/app/main.tsx');
      staticGraphOf(this, '/src/app/start.tsx').forEach((id) => {
        if (!entryModules.has(id)) startModules.add(id);
      });
      const searchModules = [
        ...staticGraphOf(this, '/src/features/search/search-screen.tsx'),
        ...staticGraphOf(this, '/src/features/search/search-loader.ts'),
      ];
      searchModules.forEach((id) => {
        const isShared =
          !entryModules.has(id) &&
          !startModules.has(id) &&
          // The search folder is the page's own; what it imports from elsewhere is shared.
          !id.includes('/src/features/search/') &&
          !id.includes('?lingui') &&
          /\.tsx?$/.test(id);
        if (isShared) searchSharedModules.add(id);
      });
    },
  };
  // Not the dependencies of what they capture: Vite's preload helper stays with the entry.
  const groups = [
    {
      name: 'start',
      test: (id: string) => startModules.has(id),
      includeDependenciesRecursively: false,
    },
    {
      name: 'search-shared',
      test: (id: string) => searchSharedModules.has(id),
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
};

/**
 * `virtual:locale-catalogues`: for each translated locale (each folder of `src/i18n/locales` but
 * English's), a loader of a small module that lists the locale's catalogues, each loaded on demand
 * as a chunk of its own. So the entry holds one line per locale, and a page in one language loads
 * that language's list and the catalogues it needs, never another language's. A locale is its
 * folder: a new one (or a new catalogue) is picked up when the dev server starts.
 */
const localeCatalogues = (): Plugin => {
  const id = 'virtual:locale-catalogues';
  const localesDir = fileURLToPath(new URL('./src/i18n/locales', import.meta.url));
  const translatedLocales = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'en')
      .map((entry) => entry.name)
      .sort();
  const lines = (entries: string[]) => entries.map((entry) => `  ${entry},\n`).join('');
  return {
    name: 'pcsx-locale-catalogues',
    resolveId: (source) => (source === id || source.startsWith(`${id}/`) ? `\0${source}` : null),
    load(resolved) {
      if (resolved === `\0${id}`) {
        const loaders = translatedLocales().map(
          (locale) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${id}/${locale}`)})`,
        );
        return `export const localeCatalogues = {\n${lines(loaders)}};\n`;
      }
      const locale = resolved.startsWith(`\0${id}/`) ? resolved.slice(id.length + 2) : null;
      if (locale === null || !translatedLocales().includes(locale)) return null;
      const loaders = readdirSync(join(localesDir, locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => {
          const path = `/src/i18n/locales/${locale}/${file}?lingui`;
          const namespace = file.slice(0, -'.json'.length);
          return `${JSON.stringify(namespace)}: () => import(${JSON.stringify(path)}).then((module) => module.messages)`;
        });
      return `export const catalogues = {\n${lines(loaders)}};\n`;
    },
  };
};

/**
 * Writes brotli (quality 11) and gzip (level 9) copies of the build's text files next to them,
 * so the server sends compressed files without compressing at run time.
 */
const precompress = (): Plugin => ({
  name: 'pcsx-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    const files = Object.keys(bundle).filter(
      (fileName) =>
        /\.(js|css|svg|json|txt|webmanifest)$/.test(fileName) && !fileName.startsWith('.vite/'),
    );
    await Promise.all(
      files.map(async (fileName) => {
        const path = join(outDir, fileName);
        const content = await readFile(path);
        if (content.length < 1024) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzip(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
    );
  },
});

export default defineConfig(({ mode }) => {
  const apiTarget = API_TARGETS[mode];
  const proxy = apiTarget
    ? Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget }]))
    : undefined;
  const chunks = firstRenderChunks();
  return {
    plugins: [
      react(),
      defaultTheme(),
      // Catalogues imported with `?lingui` are compiled to Lingui's runtime format at build time.
      lingui({ failOnCompileError: true }),
      localeCatalogues(),
      linkAppStartStyles(),
      chunks.plugin,
      ...(mode === 'mock' ? [mswWorker()] : [precompress()]),
    ],
    resolve: {
      alias: { '@generated': fileURLToPath(new URL('./generated', import.meta.url)) },
    },
    // The dependency scan starts from the app's page only: tests/bench pages import virtual modules
    // the scan cannot resolve, and a failed scan leaves every dependency to be found (and the page
    // reloaded) while the app loads.
    optimizeDeps: { entries: ['index.html'] },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    // The manifest lets the bundle benchmark follow exactly what a route loads.
    build: {
      sourcemap: true,
      target: 'es2022',
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: { groups: chunks.groups },
        },
      },
    },
    test: {
      globals: true,
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./src/test/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
            // The limits are ceilings, not waits: on a loaded two-core machine a jsdom screen can
            // take seconds to render, and a passing test ends as soon as its state appears.
            testTimeout: 30_000,
            // Style sheets imported as text (`?raw`) keep their content, for the tests that read them.
            css: { include: [/\.css\?raw$/] },
          },
        },
        {
          extends: true,
          test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] },
        },
        {
          extends: true,
          test: { name: 'tooling', environment: 'node', include: ['tests/tooling/**/*.test.ts'] },
        },
      ],
    },
  };
});

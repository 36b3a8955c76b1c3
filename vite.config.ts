/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);
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

export default defineConfig(({ mode }) => {
  const apiTarget = API_TARGETS[mode];
  const proxy = apiTarget
    ? Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget }]))
    : undefined;
  return {
    plugins: [react(), ...(mode === 'mock' ? [mswWorker()] : [])],
    resolve: {
      alias: { '@generated': fileURLToPath(new URL('./generated', import.meta.url)) },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    // The manifest lets the bundle benchmark follow exactly what a route loads.
    build: {
      sourcemap: true,
      target: 'es2022',
      manifest: true,
      modulePreload: { polyfill: false },
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
          },
        },
        {
          extends: true,
          test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] },
        },
      ],
    },
  };
});

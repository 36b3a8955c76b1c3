import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, createServer, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TIMEOUT_MS = 180_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Keeps every message the dev server logs. */
const recordingLogger = (messages: string[]): Logger => {
  const logger = createLogger('info', { allowClearScreen: false });
  return {
    ...logger,
    info: (message) => messages.push(message),
    warn: (message) => messages.push(message),
    warnOnce: (message) => messages.push(message),
    error: (message) => messages.push(message),
  };
};

// What the browser does on a first visit: the page, then every module it reaches, dynamic
// imports (the other routes) included.
const IMPORT = /(?:(?:import|export)\s*(?:[^'"`;]*?from\s*)?|import\(\s*)["']([^"']+)["']/g;
const loadEverything = async (origin: string) => {
  const page = await (await fetch(origin, { headers: { accept: 'text/html' } })).text();
  const pending = [...page.matchAll(/<script[^>]*src="([^"]+)"/g)].map(([, src]) => src);
  const seen = new Set(pending);
  while (pending.length > 0) {
    const batch = pending.splice(0, 16);
    const modules = await Promise.all(
      batch.map(async (path) => (await fetch(new URL(path, origin))).text()),
    );
    for (const code of modules) {
      for (const [, path] of code.matchAll(IMPORT)) {
        // Pre-bundled dependencies are what the scan produced; app modules may reveal others.
        if (!path.startsWith('/') || path.includes('/.vite/deps/') || seen.has(path)) continue;
        seen.add(path);
        pending.push(path);
      }
    }
  }
  return seen.size;
};

describe('npm run dev', () => {
  it(
    'finds every dependency before the first page load, so a fresh start never reloads the page',
    async () => {
      const cacheDir = mkdtempSync(join(tmpdir(), 'pcsx-vite-cache-'));
      const messages: string[] = [];
      const server = await createServer({
        root,
        configFile: join(root, 'vite.config.ts'),
        cacheDir,
        customLogger: recordingLogger(messages),
        server: { port: await freePort(), strictPort: true },
      });
      try {
        await server.listen();
        const origin = server.resolvedUrls?.local[0] ?? '';
        expect(await loadEverything(origin)).toBeGreaterThan(500);
        // A dependency found late is bundled after a short debounce and then reloads the page.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      } finally {
        await server.close();
        rmSync(cacheDir, { recursive: true, force: true });
      }
      const optimizer = messages.filter((message) =>
        /dependency scan|dependenc(y|ies) optimized|reloading/i.test(message),
      );
      expect(optimizer).toEqual([]);
    },
    TIMEOUT_MS,
  );
});

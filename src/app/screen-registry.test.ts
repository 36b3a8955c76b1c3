import { CAREERS_ROUTES, SCREEN_NAMES, SCREENS, type Screen } from '../shared/screens';
import { SCREEN_CODE } from './router';

const sourceModules = new Map(
  Object.entries(
    import.meta.glob<unknown>([
      '/src/features/*/*-{screen,loader}.ts{,x}',
      '/src/app/*-screen.tsx',
    ]),
  ),
);
const sourceModule = (path: string) => {
  const load = sourceModules.get(`/src/${path}.tsx`) ?? sourceModules.get(`/src/${path}.ts`);
  if (!load) throw new Error(`no module at src/${path}`);
  return load();
};

const sourceTexts = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The module a relative import names, if it is a source module. */
const resolveImport = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (path) => path in sourceTexts,
  );
};

/** The message namespaces read by a module and every module it imports statically. */
const namespacesReadFrom = (entry: string): Map<string, string> => {
  const readBy = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = sourceTexts[path] ?? '';
    for (const [, args = ''] of text.matchAll(/useMessages\(([^)]*)\)/g))
      for (const [, namespace = ''] of args.matchAll(/'([^']+)'/g))
        if (!readBy.has(namespace)) readBy.set(namespace, path);
    // Static imports only (not `import type`): lazily loaded code loads its own catalogues.
    for (const [, isTypeOnly, specifier = ''] of text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?'([^']+)'/g,
    )) {
      const imported = isTypeOnly ? undefined : resolveImport(path, specifier);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return readBy;
};

describe('the screen registry', () => {
  // A component that reads a catalogue not yet loaded suspends; after a click, with no loading
  // boundary near it, React 18 replaces the screen with an error. So a screen's loader loads
  // every catalogue its code reads.
  it.each(SCREEN_NAMES)('%s: its loader loads every message namespace its screen reads', (name) => {
    const screenPath = `/src/${SCREENS[name].module}.tsx`;
    expect(screenPath in sourceTexts).toBe(true);
    const loaded: readonly string[] = ['common', ...SCREENS[name].namespaces];
    const unloaded = [...namespacesReadFrom(screenPath)]
      .filter(([namespace]) => !loaded.includes(namespace))
      .map(([namespace, path]) => `${namespace} (read in ${path})`);
    expect(unloaded).toEqual([]);
  });

  it('the app around the screens reads only the common messages, which are always loaded', () => {
    expect([...namespacesReadFrom('/src/app/start.tsx').keys()]).toEqual([]);
  });

  it.each(SCREEN_NAMES)(
    '%s: the router loads the modules the registry names, a Component and a loader',
    async (name) => {
      const { module, loader }: Screen = SCREENS[name];
      const code = SCREEN_CODE[name];
      const screen = await code.screen();
      expect(screen).toBe(await sourceModule(module));
      expect(screen.Component).toBeTypeOf('function');
      if (loader) {
        const loaderModule = await code.loader?.();
        expect(loaderModule).toBe(await sourceModule(loader));
        expect(loaderModule?.loader).toBeTypeOf('function');
      } else {
        expect(code.loader).toBeUndefined();
      }
    },
  );

  it('names every page of the spec under /careers', () => {
    expect(CAREERS_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        'search',
        'profile',
        'dashboard',
        'dashboardv2',
        'settings',
        'export-resume',
        'apply',
        'apply/private',
        'job/private',
        'job/:pid?',
        'login',
        'forms/center',
        'forms',
        'applications',
        'saved-jobs',
        'interviews',
        'onboarding',
        'offers',
        'offer/:id',
        'offer-letter/:id',
        ':query?/:location?',
      ]),
    );
  });

  it('gives each page of its own its own page id, so its title is its own', () => {
    const pageIdOf = (path: string) => CAREERS_ROUTES.find((route) => route.path === path)?.pageId;
    expect(pageIdOf('reset-password')).toBe('resetPassword');
    expect(pageIdOf('login')).toBe('login');
  });
});

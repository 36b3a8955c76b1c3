import { CAREERS_ROUTES, SCREEN_MODULES, type ScreenName } from './route-table';
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

describe('the route table', () => {
  it.each(Object.keys(SCREEN_MODULES) as ScreenName[])(
    '%s: the router loads the modules the table names, a Component and a loader',
    async (name) => {
      const { module, loader } = SCREEN_MODULES[name];
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

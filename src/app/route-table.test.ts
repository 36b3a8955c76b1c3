import { CAREERS_ROUTES, SCREENS } from './route-table';

const screenModules = new Map(
  Object.entries(
    import.meta.glob<Partial<Record<string, unknown>>>([
      '/src/features/*/*-screen.tsx',
      '/src/app/not-found-screen.tsx',
    ]),
  ),
);
const loaderModules = new Map(
  Object.entries(import.meta.glob<Partial<Record<string, unknown>>>('/src/features/*/*-loader.ts')),
);

describe('the route table', () => {
  it.each(Object.entries(SCREENS))(
    '%s: its module exports the screen, and its loader module a loader',
    async (_name, screen) => {
      const exports = await screenModules.get(`/src/${screen.module}.tsx`)?.();
      expect(exports?.[screen.export]).toBeTypeOf('function');
      if ('loader' in screen) {
        const loader = await loaderModules.get(`/src/${screen.loader}.ts`)?.();
        expect(loader?.loader).toBeTypeOf('function');
      }
    },
  );

  it('names every page of the spec under /careers', () => {
    const paths = CAREERS_ROUTES.map((route) => route.path);
    expect(paths).toEqual(
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
});

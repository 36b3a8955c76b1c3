import { PAGE_IDS } from './page-ids';
import {
  CAREERS_ROUTES,
  FIRST_PAINT_SCREENS,
  reservedSegments,
  ROOT_ROUTES,
  SCREEN_NAMES,
  SCREENS,
} from './screens';

describe('the screen registry', () => {
  it('matches literal paths first, then the search words, then not-found', () => {
    const paths = CAREERS_ROUTES.map((route) => route.path);
    expect(paths.slice(-2)).toEqual([':query?/:location?', '*']);
    expect(paths.indexOf('job/private')).toBeLessThan(paths.indexOf('job/:pid?'));
    expect(paths.filter((path) => path.startsWith(':') || path === '*')).toHaveLength(2);
  });

  it('lists every path of every screen once, /logout from the root', () => {
    const paths = [...CAREERS_ROUTES, ...ROOT_ROUTES].map((route) => route.path);
    expect(paths).toHaveLength(SCREEN_NAMES.flatMap((name) => SCREENS[name].paths).length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROOT_ROUTES).toEqual([
      { path: '/logout', screen: 'logout', pageId: 'logout', access: 'public' },
    ]);
    expect(CAREERS_ROUTES.filter((route) => route.hideFooter).map((route) => route.path)).toEqual([
      'apply',
      'apply/private',
      'onboarding',
    ]);
  });

  it('paints the search and job screens on the server', () => {
    expect(FIRST_PAINT_SCREENS).toEqual({ search: 'search', job: 'job' });
  });

  it('has a page id for each screen, and the pages without one', () => {
    for (const name of SCREEN_NAMES) {
      const { pageId } = SCREENS[name];
      expect(PAGE_IDS[pageId]).toBe(pageId);
    }
    expect(PAGE_IDS.profileBootstrapping).toBe('ProfileBootstrapping');
    expect(PAGE_IDS.jtn).toBe('jtn');
    const screenPageIds = SCREEN_NAMES.map((name) => SCREENS[name].pageId);
    expect(new Set(Object.values(PAGE_IDS))).toEqual(
      new Set([...screenPageIds, 'jtn', 'ProfileBootstrapping']),
    );
  });

  it('reserves the first segment of every page but the search', () => {
    const reserved = reservedSegments();
    expect(reserved.has('offer-letter')).toBe(true);
    expect(reserved.has('forms')).toBe(true);
    expect(reserved.has('search')).toBe(false);
    expect(reserved.has('*')).toBe(false);
  });
});

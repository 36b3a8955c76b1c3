/**
 * Every screen of the app, listed once. The router (`src/app/router.tsx`), the page ids
 * (`page-ids.ts`), the server's first paint and page ids (`server/src/html/`) and the bundle
 * benchmark are all derived from this list: adding a screen is one entry here and its module.
 */

type Namespace =
  | 'auth'
  | 'position'
  | 'positionDetails'
  | 'search'
  | 'searchTools'
  | 'job'
  | 'jobAlerts'
  | 'offers'
  | 'candidate'
  | 'forms'
  | 'formSchemas'
  | 'files'
  | 'brandingAdmin'
  | 'themeBuilder';

/** Who may open a route: anyone, signed-in candidates, or signed-in only when the site says so. */
export type RouteAccess = 'public' | 'protected' | 'protected-when-logged-out-apply-disabled';

/** What the server paints before the app runs: a search page's results or a job's opening. */
export type FirstPaintKind = 'search' | 'job';

export interface Screen {
  /**
   * Its paths under `/careers`, `index` for `/careers` itself; a path starting with `/` is from the
   * site's root instead. Paths with a parameter first (`:query?`) and `*` match last.
   */
  readonly paths: readonly string[];
  /** The screen's module under `src/`, without extension, exporting `Component`. */
  readonly module: string;
  /** The module of its data loader under `src/`, exporting `loader`, if it has one. */
  readonly loader?: string;
  /** The message namespaces the screen reads, loaded with its code (`common` always is). */
  readonly namespaces: readonly Namespace[];
  /** The page id for analytics, banners, hero images and the document title. */
  readonly pageId: string;
  readonly access: RouteAccess;
  readonly hideFooter?: true;
  /** Painted by the server before the app runs, and preloaded with the page. */
  readonly firstPaint?: FirstPaintKind;
}

export const SCREENS = {
  search: {
    paths: ['search', 'index', ':query?/:location?'],
    module: 'features/search/search-screen',
    loader: 'features/search/search-loader',
    namespaces: ['search', 'position'],
    pageId: 'jobs',
    access: 'public',
    firstPaint: 'search',
  },
  job: {
    paths: ['job/private', 'job/:pid?'],
    module: 'features/job/job-screen',
    loader: 'features/job/job-loader',
    namespaces: ['job', 'position', 'positionDetails'],
    pageId: 'singlePosition',
    access: 'public',
    firstPaint: 'job',
  },
  profile: {
    paths: ['profile'],
    module: 'features/profile/profile-screen',
    loader: 'features/profile/profile-loader',
    namespaces: ['candidate', 'forms', 'files'],
    pageId: 'profile',
    access: 'protected',
  },
  dashboard: {
    paths: ['dashboard'],
    module: 'features/dashboard/dashboard-screen',
    loader: 'features/dashboard/dashboard-loader',
    namespaces: ['candidate', 'position', 'offers'],
    pageId: 'dashboard',
    access: 'protected',
  },
  dashboardV2: {
    paths: ['dashboardv2'],
    module: 'features/dashboard/dashboard-v2-screen',
    loader: 'features/dashboard/dashboard-loader',
    namespaces: ['candidate', 'position', 'offers'],
    pageId: 'dashboard',
    access: 'protected',
  },
  settings: {
    paths: ['settings'],
    module: 'features/settings/settings-screen',
    namespaces: ['candidate', 'forms', 'auth'],
    pageId: 'settings',
    access: 'protected',
  },
  exportResume: {
    paths: ['export-resume'],
    module: 'features/profile/export-resume-screen',
    namespaces: ['candidate', 'files'],
    pageId: 'exportResume',
    access: 'protected',
  },
  apply: {
    paths: ['apply', 'apply/private'],
    module: 'features/apply/apply-screen',
    namespaces: ['forms', 'position', 'auth'],
    pageId: 'applyPage',
    access: 'protected-when-logged-out-apply-disabled',
    hideFooter: true,
  },
  login: {
    paths: ['login'],
    module: 'features/auth/login-screen',
    namespaces: ['auth'],
    pageId: 'login',
    access: 'public',
  },
  resetPassword: {
    paths: ['reset-password'],
    module: 'features/auth/reset-password-screen',
    namespaces: ['auth'],
    pageId: 'resetPassword',
    access: 'public',
  },
  confirmAccount: {
    paths: ['confirm-account'],
    module: 'features/auth/confirm-account-screen',
    namespaces: ['auth'],
    pageId: 'confirmAccount',
    access: 'public',
  },
  logout: {
    paths: ['/logout'],
    module: 'features/auth/logout-screen',
    namespaces: ['auth'],
    pageId: 'logout',
    access: 'public',
  },
  formsCenter: {
    paths: ['forms/center'],
    module: 'features/forms-center/forms-center-screen',
    loader: 'features/forms-center/forms-center-loader',
    namespaces: ['forms', 'formSchemas'],
    pageId: 'documentCenter',
    access: 'protected',
  },
  formView: {
    paths: ['forms'],
    module: 'features/forms-center/form-view-screen',
    namespaces: ['forms', 'formSchemas', 'files'],
    pageId: 'formView',
    access: 'public',
  },
  applications: {
    paths: ['applications'],
    module: 'features/dashboard/applications-screen',
    loader: 'features/dashboard/applications-loader',
    namespaces: ['candidate', 'offers'],
    pageId: 'applications',
    access: 'protected',
  },
  savedJobs: {
    paths: ['saved-jobs'],
    module: 'features/search/saved-jobs-screen',
    loader: 'features/search/saved-jobs-loader',
    namespaces: ['search', 'position', 'searchTools'],
    pageId: 'savedJobs',
    access: 'protected',
  },
  jobAlerts: {
    paths: ['job-alerts'],
    module: 'features/job-alerts/job-alerts-screen',
    loader: 'features/job-alerts/job-alerts-loader',
    namespaces: ['jobAlerts'],
    pageId: 'jobAlerts',
    access: 'protected',
  },
  confirmJobAlert: {
    paths: ['job-alerts/confirm'],
    module: 'features/job-alerts/confirm-job-alert-screen',
    namespaces: ['jobAlerts'],
    pageId: 'confirmJobAlert',
    access: 'public',
  },
  interviews: {
    paths: ['interviews'],
    module: 'features/dashboard/interviews-screen',
    loader: 'features/dashboard/interviews-loader',
    namespaces: ['candidate'],
    pageId: 'interviews',
    access: 'protected',
  },
  events: {
    paths: ['events'],
    module: 'features/dashboard/events-screen',
    loader: 'features/dashboard/events-loader',
    namespaces: ['candidate'],
    pageId: 'events',
    access: 'protected',
  },
  referrals: {
    paths: ['referrals'],
    module: 'features/dashboard/referrals-screen',
    loader: 'features/dashboard/referrals-loader',
    namespaces: ['candidate'],
    pageId: 'referrals',
    access: 'protected',
  },
  onboarding: {
    paths: ['onboarding'],
    module: 'features/profile/onboarding-screen',
    namespaces: ['candidate', 'files'],
    pageId: 'onboarding',
    access: 'protected',
    hideFooter: true,
  },
  offers: {
    paths: ['offers'],
    module: 'features/offers/offers-screen',
    loader: 'features/offers/offers-loader',
    namespaces: ['offers'],
    pageId: 'offers',
    access: 'protected',
  },
  offer: {
    paths: ['offer/:id'],
    module: 'features/offers/offer-screen',
    loader: 'features/offers/offers-loader',
    namespaces: ['offers'],
    pageId: 'offer',
    access: 'protected',
  },
  offerLetter: {
    paths: ['offer-letter/:id'],
    module: 'features/offers/offer-letter-screen',
    loader: 'features/offers/offers-loader',
    namespaces: ['offers', 'forms', 'files'],
    pageId: 'offerLetter',
    access: 'protected',
  },
  brandingAdmin: {
    paths: ['admin/branding'],
    module: 'features/branding-admin/branding-admin-screen',
    loader: 'features/branding-admin/branding-admin-loader',
    namespaces: ['brandingAdmin'],
    pageId: 'brandingAdmin',
    access: 'protected',
  },
  themeBuilder: {
    paths: ['theme-builder'],
    module: 'features/theme-builder/theme-builder-screen',
    loader: 'features/theme-builder/theme-builder-loader',
    namespaces: ['themeBuilder', 'forms'],
    pageId: 'themeBuilder',
    access: 'protected',
  },
  notFound: {
    paths: ['*'],
    module: 'app/not-found-screen',
    namespaces: [],
    pageId: 'notFound',
    access: 'public',
  },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;

/** The page ids the screens have. */
export type ScreenPageId = (typeof SCREENS)[ScreenName]['pageId'];

export const SCREEN_NAMES = Object.keys(SCREENS) as ScreenName[];

/** A page under /careers: one path of a screen. */
export interface CareersRoute {
  /** Path under /careers; `index` for /careers itself. */
  readonly path: string;
  readonly screen: ScreenName;
  readonly pageId: ScreenPageId;
  readonly access: RouteAccess;
  readonly hideFooter?: true;
}

/** A route whose path starts with a parameter matches after every literal path, `*` last. */
const matchOrder = (path: string): number => (path === '*' ? 2 : path.startsWith(':') ? 1 : 0);

const routesOf = (name: ScreenName): CareersRoute[] => {
  const screen: Screen = SCREENS[name];
  return screen.paths.map((path) => ({
    path,
    screen: name,
    pageId: SCREENS[name].pageId,
    access: screen.access,
    ...(screen.hideFooter ? { hideFooter: true } : {}),
  }));
};

const allRoutes = SCREEN_NAMES.flatMap(routesOf);

/** Every page under /careers, in matching order. */
export const CAREERS_ROUTES: readonly CareersRoute[] = allRoutes
  .filter((route) => !route.path.startsWith('/'))
  .sort((a, b) => matchOrder(a.path) - matchOrder(b.path));

/** The pages outside /careers (`/logout`), with their paths from the site's root. */
export const ROOT_ROUTES: readonly CareersRoute[] = allRoutes.filter((route) =>
  route.path.startsWith('/'),
);

/** The screen the server paints for each kind of first paint. */
export const FIRST_PAINT_SCREENS = Object.fromEntries(
  SCREEN_NAMES.flatMap((name) => {
    const kind = (SCREENS[name] as Screen).firstPaint;
    return kind ? [[kind, name]] : [];
  }),
) as Record<FirstPaintKind, ScreenName>;

/** First path segments under /careers that belong to a page other than the job search. */
export const reservedSegments = (): Set<string> =>
  new Set(
    CAREERS_ROUTES.filter((route) => route.screen !== 'search' && route.path !== '*').map(
      (route) => route.path.split('/')[0] ?? route.path,
    ),
  );

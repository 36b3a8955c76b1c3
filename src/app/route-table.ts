import { PAGE_IDS, type PageId } from './page-ids';

/**
 * A screen: the module that renders it (a lazily loaded chunk), the module of its data loader
 * (a small chunk fetched beside it), and the message namespaces it reads.
 */
export interface ScreenDefinition {
  /** Path under src/, without extension. */
  module: string;
  export: string;
  loader?: string;
  namespaces: readonly (
    'auth' | 'position' | 'search' | 'job' | 'offers' | 'candidate' | 'forms'
  )[];
}

export const SCREENS = {
  search: {
    module: 'features/search/search-screen',
    export: 'SearchScreen',
    loader: 'features/search/search-loader',
    namespaces: ['search', 'position'],
  },
  job: {
    module: 'features/job/job-screen',
    export: 'JobScreen',
    loader: 'features/job/job-loader',
    namespaces: ['job', 'position'],
  },
  profile: {
    module: 'features/profile/profile-screen',
    export: 'ProfileScreen',
    loader: 'features/profile/profile-loader',
    namespaces: ['candidate'],
  },
  dashboard: {
    module: 'features/dashboard/dashboard-screen',
    export: 'DashboardScreen',
    loader: 'features/dashboard/dashboard-loader',
    namespaces: ['candidate', 'position'],
  },
  dashboardV2: {
    module: 'features/dashboard/dashboard-v2-screen',
    export: 'DashboardV2Screen',
    loader: 'features/dashboard/dashboard-loader',
    namespaces: ['candidate', 'position'],
  },
  settings: {
    module: 'features/settings/settings-screen',
    export: 'SettingsScreen',
    namespaces: ['candidate', 'forms'],
  },
  exportResume: {
    module: 'features/profile/export-resume-screen',
    export: 'ExportResumeScreen',
    namespaces: ['candidate'],
  },
  apply: {
    module: 'features/apply/apply-screen',
    export: 'ApplyScreen',
    namespaces: ['forms', 'position'],
  },
  login: { module: 'features/auth/login-screen', export: 'LoginScreen', namespaces: ['auth'] },
  logout: { module: 'features/auth/logout-screen', export: 'LogoutScreen', namespaces: ['auth'] },
  formsCenter: {
    module: 'features/forms-center/forms-center-screen',
    export: 'FormsCenterScreen',
    loader: 'features/forms-center/forms-center-loader',
    namespaces: ['forms'],
  },
  formView: {
    module: 'features/forms-center/form-view-screen',
    export: 'FormViewScreen',
    namespaces: ['forms'],
  },
  applications: {
    module: 'features/dashboard/applications-screen',
    export: 'ApplicationsScreen',
    loader: 'features/dashboard/applications-loader',
    namespaces: ['candidate'],
  },
  savedJobs: {
    module: 'features/search/saved-jobs-screen',
    export: 'SavedJobsScreen',
    loader: 'features/search/saved-jobs-loader',
    namespaces: ['search', 'position'],
  },
  interviews: {
    module: 'features/dashboard/interviews-screen',
    export: 'InterviewsScreen',
    namespaces: ['candidate'],
  },
  onboarding: {
    module: 'features/profile/onboarding-screen',
    export: 'OnboardingScreen',
    namespaces: ['candidate'],
  },
  offers: {
    module: 'features/offers/offers-screen',
    export: 'OffersScreen',
    loader: 'features/offers/offers-loader',
    namespaces: ['offers'],
  },
  offer: {
    module: 'features/offers/offer-screen',
    export: 'OfferScreen',
    loader: 'features/offers/offers-loader',
    namespaces: ['offers'],
  },
  offerLetter: {
    module: 'features/offers/offer-letter-screen',
    export: 'OfferLetterScreen',
    loader: 'features/offers/offers-loader',
    namespaces: ['offers', 'forms'],
  },
  notFound: { module: 'app/not-found-screen', export: 'NotFoundScreen', namespaces: [] },
} as const satisfies Record<string, ScreenDefinition>;

export type ScreenName = keyof typeof SCREENS;

/** Who may open a route: anyone, signed-in candidates, or signed-in only when the site says so. */
export type RouteAccess = 'public' | 'protected' | 'protected-when-logged-out-apply-disabled';

export interface CareersRoute {
  /** Path under /careers; `index` for /careers itself. */
  path: string;
  screen: ScreenName;
  pageId: PageId;
  access: RouteAccess;
  hideFooter?: boolean;
}

const searchRoute = { screen: 'search', pageId: PAGE_IDS.jobs, access: 'public' } as const;
const jobRoute = { screen: 'job', pageId: PAGE_IDS.singlePosition, access: 'public' } as const;
const applyRoute = {
  screen: 'apply',
  pageId: PAGE_IDS.applyPage,
  access: 'protected-when-logged-out-apply-disabled',
  hideFooter: true,
} as const;

/**
 * Every page under /careers, in matching order. The router, the server's first paint and the
 * bundle benchmark all read this one list.
 */
export const CAREERS_ROUTES: readonly CareersRoute[] = [
  { path: 'search', ...searchRoute },
  { path: 'index', ...searchRoute },
  { path: 'profile', screen: 'profile', pageId: PAGE_IDS.profile, access: 'protected' },
  { path: 'dashboard', screen: 'dashboard', pageId: PAGE_IDS.dashboard, access: 'protected' },
  { path: 'dashboardv2', screen: 'dashboardV2', pageId: PAGE_IDS.dashboard, access: 'protected' },
  { path: 'settings', screen: 'settings', pageId: PAGE_IDS.settings, access: 'protected' },
  {
    path: 'export-resume',
    screen: 'exportResume',
    pageId: PAGE_IDS.exportResume,
    access: 'protected',
  },
  { path: 'apply', ...applyRoute },
  { path: 'apply/private', ...applyRoute },
  { path: 'job/private', ...jobRoute },
  { path: 'job/:pid?', ...jobRoute },
  { path: 'login', screen: 'login', pageId: PAGE_IDS.login, access: 'public' },
  {
    path: 'forms/center',
    screen: 'formsCenter',
    pageId: PAGE_IDS.documentCenter,
    access: 'protected',
  },
  { path: 'forms', screen: 'formView', pageId: PAGE_IDS.formView, access: 'public' },
  {
    path: 'applications',
    screen: 'applications',
    pageId: PAGE_IDS.applications,
    access: 'protected',
  },
  { path: 'saved-jobs', screen: 'savedJobs', pageId: PAGE_IDS.savedJobs, access: 'protected' },
  { path: 'interviews', screen: 'interviews', pageId: PAGE_IDS.interviews, access: 'protected' },
  {
    path: 'onboarding',
    screen: 'onboarding',
    pageId: PAGE_IDS.onboarding,
    access: 'protected',
    hideFooter: true,
  },
  { path: 'offers', screen: 'offers', pageId: PAGE_IDS.offers, access: 'protected' },
  { path: 'offer/:id', screen: 'offer', pageId: PAGE_IDS.offer, access: 'protected' },
  {
    path: 'offer-letter/:id',
    screen: 'offerLetter',
    pageId: PAGE_IDS.offerLetter,
    access: 'protected',
  },
  { path: ':query?/:location?', ...searchRoute },
  { path: '*', screen: 'notFound', pageId: PAGE_IDS.notFound, access: 'public' },
];

/** The screens the server paints before the app runs, and preloads with the page. */
export const FIRST_PAINT_SCREENS = ['search', 'job'] as const satisfies readonly ScreenName[];

/** First path segments under /careers that belong to a page other than the job search. */
export const reservedSegments = (): Set<string> =>
  new Set(
    CAREERS_ROUTES.filter((route) => route.screen !== 'search' && route.path !== '*').map(
      (route) => route.path.split('/')[0] ?? route.path,
    ),
  );

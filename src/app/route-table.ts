import { PAGE_IDS, type PageId } from './page-ids';

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

/** The message namespaces each screen reads, loaded with its code. */
export const SCREEN_NAMESPACES = {
  search: ['search', 'position'],
  job: ['job', 'position', 'positionDetails'],
  profile: ['candidate', 'forms', 'files'],
  dashboard: ['candidate', 'position', 'offers'],
  dashboardV2: ['candidate', 'position', 'offers'],
  settings: ['candidate', 'forms', 'auth'],
  exportResume: ['candidate', 'files'],
  apply: ['forms', 'position', 'auth'],
  login: ['auth'],
  resetPassword: ['auth'],
  confirmAccount: ['auth'],
  logout: ['auth'],
  formsCenter: ['forms', 'formSchemas'],
  formView: ['forms', 'formSchemas', 'files'],
  applications: ['candidate', 'offers'],
  savedJobs: ['search', 'position', 'searchTools'],
  jobAlerts: ['jobAlerts'],
  confirmJobAlert: ['jobAlerts'],
  interviews: ['candidate'],
  events: ['candidate'],
  referrals: ['candidate'],
  onboarding: ['candidate', 'files'],
  offers: ['offers'],
  offer: ['offers'],
  offerLetter: ['offers', 'forms', 'files'],
  notFound: [],
  themeBuilder: ['themeBuilder', 'forms'],
  brandingAdmin: ['brandingAdmin'],
} as const satisfies Record<string, readonly Namespace[]>;

export type ScreenName = keyof typeof SCREEN_NAMESPACES;

/**
 * Where each screen's code lives, under src/: the screen module (exporting `Component`) and the
 * module of its data loader (exporting `loader`). The server's first paint and the bundle
 * benchmark read it; the router's imports are checked against it by a test.
 */
export const SCREEN_MODULES: Record<ScreenName, { module: string; loader?: string }> = {
  search: { module: 'features/search/search-screen', loader: 'features/search/search-loader' },
  job: { module: 'features/job/job-screen', loader: 'features/job/job-loader' },
  profile: { module: 'features/profile/profile-screen', loader: 'features/profile/profile-loader' },
  dashboard: {
    module: 'features/dashboard/dashboard-screen',
    loader: 'features/dashboard/dashboard-loader',
  },
  dashboardV2: {
    module: 'features/dashboard/dashboard-v2-screen',
    loader: 'features/dashboard/dashboard-loader',
  },
  settings: { module: 'features/settings/settings-screen' },
  exportResume: { module: 'features/profile/export-resume-screen' },
  apply: { module: 'features/apply/apply-screen' },
  login: { module: 'features/auth/login-screen' },
  resetPassword: { module: 'features/auth/reset-password-screen' },
  confirmAccount: { module: 'features/auth/confirm-account-screen' },
  logout: { module: 'features/auth/logout-screen' },
  formsCenter: {
    module: 'features/forms-center/forms-center-screen',
    loader: 'features/forms-center/forms-center-loader',
  },
  formView: { module: 'features/forms-center/form-view-screen' },
  applications: {
    module: 'features/dashboard/applications-screen',
    loader: 'features/dashboard/applications-loader',
  },
  savedJobs: {
    module: 'features/search/saved-jobs-screen',
    loader: 'features/search/saved-jobs-loader',
  },
  jobAlerts: {
    module: 'features/job-alerts/job-alerts-screen',
    loader: 'features/job-alerts/job-alerts-loader',
  },
  confirmJobAlert: { module: 'features/job-alerts/confirm-job-alert-screen' },
  interviews: {
    module: 'features/dashboard/interviews-screen',
    loader: 'features/dashboard/interviews-loader',
  },
  events: {
    module: 'features/dashboard/events-screen',
    loader: 'features/dashboard/events-loader',
  },
  referrals: {
    module: 'features/dashboard/referrals-screen',
    loader: 'features/dashboard/referrals-loader',
  },
  onboarding: { module: 'features/profile/onboarding-screen' },
  offers: { module: 'features/offers/offers-screen', loader: 'features/offers/offers-loader' },
  offer: { module: 'features/offers/offer-screen', loader: 'features/offers/offers-loader' },
  offerLetter: {
    module: 'features/offers/offer-letter-screen',
    loader: 'features/offers/offers-loader',
  },
  notFound: { module: 'app/not-found-screen' },
  themeBuilder: {
    module: 'features/theme-builder/theme-builder-screen',
    loader: 'features/theme-builder/theme-builder-loader',
  },
  brandingAdmin: {
    module: 'features/branding-admin/branding-admin-screen',
    loader: 'features/branding-admin/branding-admin-loader',
  },
};

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
    path: 'reset-password',
    screen: 'resetPassword',
    pageId: PAGE_IDS.resetPassword,
    access: 'public',
  },
  {
    path: 'confirm-account',
    screen: 'confirmAccount',
    pageId: PAGE_IDS.confirmAccount,
    access: 'public',
  },
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
  { path: 'job-alerts', screen: 'jobAlerts', pageId: PAGE_IDS.jobAlerts, access: 'protected' },
  {
    path: 'job-alerts/confirm',
    screen: 'confirmJobAlert',
    pageId: PAGE_IDS.confirmJobAlert,
    access: 'public',
  },
  { path: 'interviews', screen: 'interviews', pageId: PAGE_IDS.interviews, access: 'protected' },
  { path: 'events', screen: 'events', pageId: PAGE_IDS.events, access: 'protected' },
  { path: 'referrals', screen: 'referrals', pageId: PAGE_IDS.referrals, access: 'protected' },
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
  {
    path: 'admin/branding',
    screen: 'brandingAdmin',
    pageId: PAGE_IDS.brandingAdmin,
    access: 'protected',
  },
  {
    path: 'theme-builder',
    screen: 'themeBuilder',
    pageId: PAGE_IDS.themeBuilder,
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

/** The identifier of each page, used for analytics, banners and hero images. */
export const PAGE_IDS = {
  dashboard: 'dashboard',
  profile: 'profile',
  jobs: 'jobs',
  singlePosition: 'singlePosition',
  jtn: 'jtn',
  settings: 'settings',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the spec's page id, never shown
  profileBootstrapping: 'ProfileBootstrapping',
  login: 'login',
  resetPassword: 'resetPassword',
  confirmAccount: 'confirmAccount',
  logout: 'logout',
  applyPage: 'applyPage',
  exportResume: 'exportResume',
  formView: 'formView',
  documentCenter: 'documentCenter',
  savedJobs: 'savedJobs',
  applications: 'applications',
  interviews: 'interviews',
  events: 'events',
  referrals: 'referrals',
  onboarding: 'onboarding',
  offers: 'offers',
  offer: 'offer',
  offerLetter: 'offerLetter',
  notFound: 'notFound',
  themeBuilder: 'themeBuilder',
  brandingAdmin: 'brandingAdmin',
} as const;

export type PageId = (typeof PAGE_IDS)[keyof typeof PAGE_IDS];

import type { MessageId } from '../../i18n/message-ids';

/** People's names for the page identifiers a banner, hero image or head script may target. */
/** Checked against the app's page ids in `src/app/page-labels.test.ts`: every page has a name. */
export const PAGE_LABELS = {
  '*': 'brandingAdmin.page.every',
  dashboard: 'brandingAdmin.page.dashboard',
  profile: 'brandingAdmin.page.profile',
  jobs: 'brandingAdmin.page.jobs',
  singlePosition: 'brandingAdmin.page.singlePosition',
  jtn: 'brandingAdmin.page.jtn',
  settings: 'brandingAdmin.page.settings',
  ProfileBootstrapping: 'brandingAdmin.page.profileBootstrapping',
  login: 'brandingAdmin.page.login',
  resetPassword: 'brandingAdmin.page.resetPassword',
  confirmAccount: 'brandingAdmin.page.confirmAccount',
  logout: 'brandingAdmin.page.logout',
  applyPage: 'brandingAdmin.page.applyPage',
  exportResume: 'brandingAdmin.page.exportResume',
  formView: 'brandingAdmin.page.formView',
  documentCenter: 'brandingAdmin.page.documentCenter',
  savedJobs: 'brandingAdmin.page.savedJobs',
  jobAlerts: 'brandingAdmin.page.jobAlerts',
  confirmJobAlert: 'brandingAdmin.page.confirmJobAlert',
  applications: 'brandingAdmin.page.applications',
  interviews: 'brandingAdmin.page.interviews',
  events: 'brandingAdmin.page.events',
  referrals: 'brandingAdmin.page.referrals',
  onboarding: 'brandingAdmin.page.onboarding',
  offers: 'brandingAdmin.page.offers',
  offer: 'brandingAdmin.page.offer',
  offerLetter: 'brandingAdmin.page.offerLetter',
  notFound: 'brandingAdmin.page.notFound',
  brandingAdmin: 'brandingAdmin.page.brandingAdmin',
  themeBuilder: 'brandingAdmin.page.themeBuilder',
} as const satisfies Record<string, MessageId<'brandingAdmin'>>;

const isLabelledPage = (page: string): page is keyof typeof PAGE_LABELS => page in PAGE_LABELS;

/** The page's name, or none for an id the site no longer has (a stored target). */
export const pageLabelId = (page: string): MessageId<'brandingAdmin'> | undefined =>
  isLabelledPage(page) ? PAGE_LABELS[page] : undefined;

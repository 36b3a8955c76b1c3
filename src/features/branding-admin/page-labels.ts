import type { MessageId } from '../../i18n/message-ids';

/** People's names for the page identifiers a banner, hero image or head script may target. */
const PAGE_LABELS: Readonly<Partial<Record<string, MessageId<'brandingAdmin'>>>> = {
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
  logout: 'brandingAdmin.page.logout',
  applyPage: 'brandingAdmin.page.applyPage',
  exportResume: 'brandingAdmin.page.exportResume',
  formView: 'brandingAdmin.page.formView',
  documentCenter: 'brandingAdmin.page.documentCenter',
  savedJobs: 'brandingAdmin.page.savedJobs',
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
};

export const pageLabelId = (page: string): MessageId<'brandingAdmin'> | undefined =>
  PAGE_LABELS[page];

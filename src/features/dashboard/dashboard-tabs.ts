import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/message-ids';
import {
  ApplicationsSection,
  ClosedDraftsSection,
  EventsSection,
  InactiveApplicationsSection,
  InterviewsSection,
  NudgesSection,
  OffersSection,
  OpenDraftsSection,
  ReferralsSection,
  SavedPositionsSection,
} from './dashboard-sections';

/** Every list of the dashboard data, in the order the dashboards show them. */
export const DASHBOARD_TABS = [
  {
    key: 'applications',
    label: 'candidate.dashboard.tab.applications',
    Section: ApplicationsSection,
  },
  {
    key: 'inactive-applications',
    label: 'candidate.dashboard.tab.inactiveApplications',
    Section: InactiveApplicationsSection,
  },
  { key: 'interviews', label: 'candidate.dashboard.tab.interviews', Section: InterviewsSection },
  {
    key: 'saved-jobs',
    label: 'candidate.dashboard.tab.savedPositions',
    Section: SavedPositionsSection,
  },
  { key: 'events', label: 'candidate.dashboard.tab.events', Section: EventsSection },
  { key: 'offers', label: 'candidate.dashboard.tab.offers', Section: OffersSection },
  { key: 'open-drafts', label: 'candidate.dashboard.tab.openDrafts', Section: OpenDraftsSection },
  {
    key: 'closed-drafts',
    label: 'candidate.dashboard.tab.closedDrafts',
    Section: ClosedDraftsSection,
  },
  { key: 'referrals', label: 'candidate.dashboard.tab.referrals', Section: ReferralsSection },
  { key: 'next-steps', label: 'candidate.dashboard.tab.nudges', Section: NudgesSection },
] as const satisfies readonly {
  key: string;
  label: MessageId<'candidate'>;
  Section: ComponentType;
}[];

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['key'];

export const isDashboardTab = (value: string): value is DashboardTab =>
  DASHBOARD_TABS.some((tab) => tab.key === value);

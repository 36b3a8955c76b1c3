import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { applyBootData, bootDataQueryOptions } from '../api/session';
import { ErrorScreen, RootErrorScreen } from './error-screen';
import { PAGE_IDS } from './page-ids';
import type { RouteHandle } from './route-handle';
import { Shell } from './shell';

const handle = (value: RouteHandle): RouteHandle => value;

/** Apply is protected only when the site disables applying while logged out. */
const applyProtection: RouteHandle['protection'] = (boot) =>
  boot.configs.pcsxConfig.loggedOutApplyDisabled;

const searchRoute = {
  handle: handle({ pageId: PAGE_IDS.jobs, protection: 'public' }),
  lazy: async () => ({
    Component: (await import('../features/search/search-screen')).SearchScreen,
  }),
};

const jobRoute = {
  handle: handle({ pageId: PAGE_IDS.singlePosition, protection: 'public' }),
  lazy: async () => ({ Component: (await import('../features/job/job-screen')).JobScreen }),
};

const applyRoute = {
  handle: handle({ pageId: PAGE_IDS.applyPage, protection: applyProtection, hideFooter: true }),
  lazy: async () => ({ Component: (await import('../features/apply/apply-screen')).ApplyScreen }),
};

const notFoundRoute = {
  handle: handle({ pageId: PAGE_IDS.notFound, protection: 'public' }),
  lazy: async () => ({ Component: (await import('./not-found-screen')).NotFoundScreen }),
};

/** The route table of the spec (§2). Every screen is its own lazily loaded chunk. */
export const buildRoutes = (
  queryClient: QueryClient,
  extraCareersRoutes: RouteObject[] = [],
): RouteObject[] => [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RootErrorScreen />,
    // Boot data decides protection and chrome, so it is in the cache before anything renders.
    loader: async () => {
      applyBootData(await queryClient.query({ ...bootDataQueryOptions(), staleTime: 'static' }));
      return null;
    },
    hydrateFallbackElement: <p role="status">Loading…</p>,
    children: [
      { index: true, element: <Navigate to="/careers" replace /> },
      {
        path: 'logout',
        handle: handle({ pageId: PAGE_IDS.logout, protection: 'public' }),
        lazy: async () => ({
          Component: (await import('../features/auth/logout-screen')).LogoutScreen,
        }),
      },
      {
        path: 'careers',
        errorElement: <ErrorScreen />,
        children: [
          ...extraCareersRoutes,
          { index: true, ...searchRoute },
          { path: 'search', ...searchRoute },
          {
            path: 'profile',
            handle: handle({ pageId: PAGE_IDS.profile, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/profile/profile-screen')).ProfileScreen,
            }),
          },
          {
            path: 'dashboard',
            handle: handle({ pageId: PAGE_IDS.dashboard, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/dashboard/dashboard-screen')).DashboardScreen,
            }),
          },
          {
            path: 'dashboardv2',
            handle: handle({ pageId: PAGE_IDS.dashboard, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/dashboard/dashboard-v2-screen'))
                .DashboardV2Screen,
            }),
          },
          {
            path: 'settings',
            handle: handle({ pageId: PAGE_IDS.settings, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/settings/settings-screen')).SettingsScreen,
            }),
          },
          {
            path: 'export-resume',
            handle: handle({ pageId: PAGE_IDS.exportResume, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/profile/export-resume-screen'))
                .ExportResumeScreen,
            }),
          },
          { path: 'apply', ...applyRoute },
          { path: 'apply/private', ...applyRoute },
          { path: 'job/private', ...jobRoute },
          { path: 'job/:pid?', ...jobRoute },
          {
            path: 'login',
            handle: handle({ pageId: PAGE_IDS.login, protection: 'public' }),
            lazy: async () => ({
              Component: (await import('../features/auth/login-screen')).LoginScreen,
            }),
          },
          {
            path: 'forms/center',
            handle: handle({ pageId: PAGE_IDS.documentCenter, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/forms-center/forms-center-screen'))
                .FormsCenterScreen,
            }),
          },
          {
            path: 'forms',
            handle: handle({ pageId: PAGE_IDS.formView, protection: 'public' }),
            lazy: async () => ({
              Component: (await import('../features/forms-center/form-view-screen')).FormViewScreen,
            }),
          },
          {
            path: 'applications',
            handle: handle({ pageId: PAGE_IDS.applications, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/dashboard/applications-screen'))
                .ApplicationsScreen,
            }),
          },
          {
            path: 'saved-jobs',
            handle: handle({ pageId: PAGE_IDS.savedJobs, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/search/saved-jobs-screen')).SavedJobsScreen,
            }),
          },
          {
            path: 'interviews',
            handle: handle({ pageId: PAGE_IDS.interviews, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/dashboard/interviews-screen')).InterviewsScreen,
            }),
          },
          {
            path: 'onboarding',
            handle: handle({
              pageId: PAGE_IDS.onboarding,
              protection: 'protected',
              hideFooter: true,
            }),
            lazy: async () => ({
              Component: (await import('../features/profile/onboarding-screen')).OnboardingScreen,
            }),
          },
          {
            path: 'offers',
            handle: handle({ pageId: PAGE_IDS.offers, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/offers/offers-screen')).OffersScreen,
            }),
          },
          {
            path: 'offer/:id',
            handle: handle({ pageId: PAGE_IDS.offer, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/offers/offer-screen')).OfferScreen,
            }),
          },
          {
            path: 'offer-letter/:id',
            handle: handle({ pageId: PAGE_IDS.offerLetter, protection: 'protected' }),
            lazy: async () => ({
              Component: (await import('../features/offers/offer-letter-screen')).OfferLetterScreen,
            }),
          },
          { path: ':query?/:location?', ...searchRoute },
          { path: '*', ...notFoundRoute },
        ],
      },
      { path: '*', ...notFoundRoute },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient, extraCareersRoutes?: RouteObject[]) =>
  createBrowserRouter(buildRoutes(queryClient, extraCareersRoutes));

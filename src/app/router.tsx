import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { Navigate } from '../i18n/localized-navigation';
import type { RouteDataLoader } from '../api/route-loader';
import { applyBootData, bootDataQueryOptions } from '../api/session';
import { loadNamespaces } from '../i18n/i18n';
import { ErrorScreen, RootErrorScreen } from './error-screen';
import { LoadingStatus } from './loading-status';
import type { RouteHandle } from './route-handle';
import {
  CAREERS_ROUTES,
  SCREEN_NAMESPACES,
  type CareersRoute,
  type RouteAccess,
  type ScreenName,
} from './route-table';
import { Shell } from './shell';
import { PAGE_IDS } from './page-ids';

interface ScreenCode {
  screen: () => Promise<{ Component: ComponentType }>;
  loader?: () => Promise<{ loader: RouteDataLoader }>;
}

/** Each screen and each loader is its own chunk; the router asks for both at once. */
export const SCREEN_CODE: Record<ScreenName, ScreenCode> = {
  search: {
    screen: () => import('../features/search/search-screen'),
    loader: () => import('../features/search/search-loader'),
  },
  job: {
    screen: () => import('../features/job/job-screen'),
    loader: () => import('../features/job/job-loader'),
  },
  profile: {
    screen: () => import('../features/profile/profile-screen'),
    loader: () => import('../features/profile/profile-loader'),
  },
  dashboard: {
    screen: () => import('../features/dashboard/dashboard-screen'),
    loader: () => import('../features/dashboard/dashboard-loader'),
  },
  dashboardV2: {
    screen: () => import('../features/dashboard/dashboard-v2-screen'),
    loader: () => import('../features/dashboard/dashboard-loader'),
  },
  settings: { screen: () => import('../features/settings/settings-screen') },
  exportResume: { screen: () => import('../features/profile/export-resume-screen') },
  apply: { screen: () => import('../features/apply/apply-screen') },
  login: { screen: () => import('../features/auth/login-screen') },
  resetPassword: { screen: () => import('../features/auth/reset-password-screen') },
  confirmAccount: { screen: () => import('../features/auth/confirm-account-screen') },
  logout: { screen: () => import('../features/auth/logout-screen') },
  formsCenter: {
    screen: () => import('../features/forms-center/forms-center-screen'),
    loader: () => import('../features/forms-center/forms-center-loader'),
  },
  formView: { screen: () => import('../features/forms-center/form-view-screen') },
  applications: {
    screen: () => import('../features/dashboard/applications-screen'),
    loader: () => import('../features/dashboard/applications-loader'),
  },
  savedJobs: {
    screen: () => import('../features/search/saved-jobs-screen'),
    loader: () => import('../features/search/saved-jobs-loader'),
  },
  jobAlerts: {
    screen: () => import('../features/job-alerts/job-alerts-screen'),
    loader: () => import('../features/job-alerts/job-alerts-loader'),
  },
  confirmJobAlert: { screen: () => import('../features/job-alerts/confirm-job-alert-screen') },
  interviews: {
    screen: () => import('../features/dashboard/interviews-screen'),
    loader: () => import('../features/dashboard/interviews-loader'),
  },
  events: {
    screen: () => import('../features/dashboard/events-screen'),
    loader: () => import('../features/dashboard/events-loader'),
  },
  referrals: {
    screen: () => import('../features/dashboard/referrals-screen'),
    loader: () => import('../features/dashboard/referrals-loader'),
  },
  onboarding: { screen: () => import('../features/profile/onboarding-screen') },
  offers: {
    screen: () => import('../features/offers/offers-screen'),
    loader: () => import('../features/offers/offers-loader'),
  },
  offer: {
    screen: () => import('../features/offers/offer-screen'),
    loader: () => import('../features/offers/offers-loader'),
  },
  offerLetter: {
    screen: () => import('../features/offers/offer-letter-screen'),
    loader: () => import('../features/offers/offers-loader'),
  },
  notFound: { screen: () => import('./not-found-screen') },
  themeBuilder: {
    screen: () => import('../features/theme-builder/theme-builder-screen'),
    loader: () => import('../features/theme-builder/theme-builder-loader'),
  },
  brandingAdmin: {
    screen: () => import('../features/branding-admin/branding-admin-screen'),
    loader: () => import('../features/branding-admin/branding-admin-loader'),
  },
};

const PROTECTION: Record<RouteAccess, RouteHandle['protection']> = {
  public: 'public',
  protected: 'protected',
  'protected-when-logged-out-apply-disabled': (boot) =>
    boot.configs.pcsxConfig.loggedOutApplyDisabled,
};

/**
 * A screen's route: its component and its loader load in parallel, and the loader fetches the
 * screen's messages and first data while the component's chunk is still on its way.
 */
const screenRoute = (queryClient: QueryClient, name: ScreenName) => {
  const { screen, loader } = SCREEN_CODE[name];
  return {
    // A loader readies a page for its first render. Once the page is showing, its own queries
    // follow changes to the query string (a new search, another tab), keeping what is on screen
    // until the next answer arrives, so the loader does not run again for them.
    shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname !== nextUrl.pathname,
    lazy: {
      loader: async () => {
        const namespaces = loadNamespaces(SCREEN_NAMESPACES[name]);
        const dataLoader = loader ? (await loader()).loader : undefined;
        return async (args: LoaderFunctionArgs) => {
          await Promise.all([namespaces, dataLoader?.(queryClient, args)]);
          return null;
        };
      },
      Component: async () => (await screen()).Component,
    },
  };
};

const careersRoute = (queryClient: QueryClient, route: CareersRoute): RouteObject => {
  const handle: RouteHandle = {
    pageId: route.pageId,
    protection: PROTECTION[route.access],
    ...(route.hideFooter ? { hideFooter: true } : {}),
  };
  const screen = screenRoute(queryClient, route.screen);
  return route.path === 'index'
    ? { index: true, handle, ...screen }
    : { path: route.path, handle, ...screen };
};

/** The app's routes: /careers and its pages (from the route table), /logout and not-found. */
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
    HydrateFallback: LoadingStatus,
    children: [
      { index: true, element: <Navigate to="/careers" replace /> },
      {
        path: 'logout',
        handle: { pageId: PAGE_IDS.logout, protection: 'public' } satisfies RouteHandle,
        ...screenRoute(queryClient, 'logout'),
      },
      {
        path: 'careers',
        errorElement: <ErrorScreen />,
        children: [
          ...extraCareersRoutes,
          ...CAREERS_ROUTES.map((route) => careersRoute(queryClient, route)),
        ],
      },
      {
        path: '*',
        handle: { pageId: PAGE_IDS.notFound, protection: 'public' } satisfies RouteHandle,
        ...screenRoute(queryClient, 'notFound'),
      },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient, extraCareersRoutes?: RouteObject[]) =>
  createBrowserRouter(buildRoutes(queryClient, extraCareersRoutes));

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Settles once the router has loaded what the first page needs (or met an error doing so). */
export const routerInitialized = (router: AppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import type { RouteDataLoader } from '../api/route-loader';
import { applyBootData, bootDataQueryOptions } from '../api/session';
import { loadNamespaces } from '../i18n/i18n';
import { ErrorScreen, RootErrorScreen } from './error-screen';
import { LoadingStatus } from './loading-status';
import type { RouteHandle } from './route-handle';
import {
  CAREERS_ROUTES,
  SCREENS,
  type CareersRoute,
  type RouteAccess,
  type ScreenDefinition,
} from './route-table';
import { Shell } from './shell';
import { PAGE_IDS } from './page-ids';

// Each screen and each loader is its own chunk; the router asks for both at once.
const screenModules = new Map(
  Object.entries(
    import.meta.glob<Record<string, ComponentType>>([
      '/src/features/*/*-screen.tsx',
      '/src/app/not-found-screen.tsx',
    ]),
  ),
);
const loaderModules = new Map(
  Object.entries(import.meta.glob<{ loader: RouteDataLoader }>('/src/features/*/*-loader.ts')),
);

const PROTECTION: Record<RouteAccess, RouteHandle['protection']> = {
  public: 'public',
  protected: 'protected',
  'protected-when-logged-out-apply-disabled': (boot) =>
    boot.configs.pcsxConfig.loggedOutApplyDisabled,
};

const moduleOf = <T,>(modules: Map<string, () => Promise<T>>, path: string) => {
  const load = modules.get(`/src/${path}.tsx`) ?? modules.get(`/src/${path}.ts`);
  if (!load) throw new Error(`No module at src/${path}`);
  return load();
};

/**
 * A screen's route: its component and its loader load in parallel, and the loader fetches the
 * screen's messages and first data while the component's chunk is still on its way.
 */
const screenRoute = (queryClient: QueryClient, screen: ScreenDefinition) => ({
  lazy: {
    loader: async () => {
      const dataLoader: RouteDataLoader | undefined = screen.loader
        ? (await moduleOf(loaderModules, screen.loader)).loader
        : undefined;
      return async (args: LoaderFunctionArgs) => {
        await Promise.all([loadNamespaces(screen.namespaces), dataLoader?.(queryClient, args)]);
        return null;
      };
    },
    Component: async () => {
      const exports = await moduleOf(screenModules, screen.module);
      return exports[screen.export];
    },
  },
});

const careersRoute = (queryClient: QueryClient, route: CareersRoute): RouteObject => {
  const handle: RouteHandle = {
    pageId: route.pageId,
    protection: PROTECTION[route.access],
    ...(route.hideFooter ? { hideFooter: true } : {}),
  };
  const screen = screenRoute(queryClient, SCREENS[route.screen]);
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
        ...screenRoute(queryClient, SCREENS.logout),
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
        ...screenRoute(queryClient, SCREENS.notFound),
      },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient, extraCareersRoutes?: RouteObject[]) =>
  createBrowserRouter(buildRoutes(queryClient, extraCareersRoutes));

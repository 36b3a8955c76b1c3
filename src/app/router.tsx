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
  ROOT_ROUTES,
  SCREEN_NAMES,
  SCREENS,
  type CareersRoute,
  type RouteAccess,
  type Screen,
  type ScreenName,
} from '../shared/screens';
import { Shell } from './shell';

interface ScreenCode {
  screen: () => Promise<{ Component: ComponentType }>;
  loader?: () => Promise<{ loader: RouteDataLoader }>;
}

// Every module a screen may name; each is its own chunk, loaded when its route is first visited.
const screenModules = import.meta.glob<{ Component: ComponentType }>([
  '/src/features/*/*-screen.tsx',
  '/src/app/*-screen.tsx',
  '!/src/app/error-screen.tsx',
]);
const loaderModules = import.meta.glob<{ loader: RouteDataLoader }>('/src/features/*/*-loader.ts');

const moduleAt = <T,>(modules: Record<string, () => Promise<T>>, path: string) => {
  const key = `/src/${path}`;
  if (!(key in modules))
    throw new Error(`The screen registry names src/${path}, which does not exist`);
  return modules[key];
};

/** Each screen and each loader is its own chunk; the router asks for both at once. */
export const SCREEN_CODE = Object.fromEntries(
  SCREEN_NAMES.map((name): [ScreenName, ScreenCode] => {
    const { module, loader }: Screen = SCREENS[name];
    return [
      name,
      {
        screen: moduleAt(screenModules, `${module}.tsx`),
        ...(loader ? { loader: moduleAt(loaderModules, `${loader}.ts`) } : {}),
      },
    ];
  }),
) as Record<ScreenName, ScreenCode>;

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
        const namespaces = loadNamespaces(SCREENS[name].namespaces);
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

/** A page's route, under /careers or (a path starting with `/`) under the site's root. */
const pageRoute = (queryClient: QueryClient, route: CareersRoute): RouteObject => {
  const handle: RouteHandle = {
    pageId: route.pageId,
    protection: PROTECTION[route.access],
    ...(route.hideFooter ? { hideFooter: true } : {}),
  };
  const screen = screenRoute(queryClient, route.screen);
  return route.path === 'index'
    ? { index: true, handle, ...screen }
    : { path: route.path.replace(/^\//, ''), handle, ...screen };
};

/** The app's routes: the screen registry's pages under /careers and the root, and not-found. */
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
      ...ROOT_ROUTES.map((route) => pageRoute(queryClient, route)),
      {
        path: 'careers',
        errorElement: <ErrorScreen />,
        children: [
          ...extraCareersRoutes,
          ...CAREERS_ROUTES.map((route) => pageRoute(queryClient, route)),
        ],
      },
      {
        path: '*',
        handle: { pageId: SCREENS.notFound.pageId, protection: 'public' } satisfies RouteHandle,
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

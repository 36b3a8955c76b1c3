import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import type { RouteObject } from 'react-router-dom';
import { getLoginResponseMock } from '@generated/api/auth/auth.faker';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import { applyTheme } from '../entities/theme/apply-theme';
import { defaultThemeValues } from '../shared/theme-tokens';
import { handlers } from './handlers';
import { isApiRequest, parseMockStates, stateHandler } from './operation-states';

const SIGNED_IN_KEY = 'pcsx-mock-signed-in';
const isSignedIn = () => sessionStorage.getItem(SIGNED_IN_KEY) === '1';

/**
 * The contract's boot example, made to follow a mock session: signed out until the sign-in call
 * succeeds, so protected routes and the sign-in modal can be tried without a server. Remote
 * images and scripts are left out: mock mode works offline. The theme is the built-in one.
 */
const bootResponse = () => {
  const example = getGetBootDataResponseMock();
  const data = {
    ...example.data,
    configs: {
      ...example.data.configs,
      pcsxConfig: {
        ...example.data.configs.pcsxConfig,
        logoUrl: null,
        mapTilesUrl: null,
        headScripts: [],
        heroImages: [],
      },
      theme: defaultThemeValues(),
    },
  };
  return {
    ...example,
    data: isSignedIn() ? data : { ...data, user: null, profile: null, isLoggedIn: false },
  };
};

const sessionHandlers = [
  http.get('*/api/pcsx/boot', () => HttpResponse.json(bootResponse())),
  http.post('*/api/pcsx/auth/login', () => {
    sessionStorage.setItem(SIGNED_IN_KEY, '1');
    return HttpResponse.json(getLoginResponseMock());
  }),
  http.post('*/api/pcsx/auth/logout', () => {
    sessionStorage.removeItem(SIGNED_IN_KEY);
    return HttpResponse.json({ status: 200, data: { message: 'You have been signed out.' } });
  }),
];

const STATES_KEY = 'pcsx-mock-states';

/**
 * The states QA picked with `?mock=searchPositions:500,getProfileDetails:401` (any operation, any
 * status the contract declares for it). They last for the browser tab's session, across
 * navigations that drop the parameter; `?mock=` clears them.
 */
const pickedStates = () => {
  const fromUrl = new URLSearchParams(window.location.search).get('mock');
  if (fromUrl !== null) sessionStorage.setItem(STATES_KEY, fromUrl);
  const { states, problems } = parseMockStates(sessionStorage.getItem(STATES_KEY) ?? '');
  problems.forEach((problem) => console.error(`Mock state ignored: ${problem}`));
  if (states.length > 0) {
    console.info(
      `Mock states: ${states.map(({ operationId, status }) => `${operationId}:${status}`).join(', ')}`,
    );
  }
  return states.map(stateHandler);
};

export const worker = setupWorker(...pickedStates(), ...sessionHandlers, ...handlers);

export const startMockWorker = async (): Promise<void> => {
  await worker.start({
    // Vite's own files pass through; an API call no handler answers is an error.
    onUnhandledRequest: (request, print) => {
      if (isApiRequest(new URL(request.url), window.location.origin)) print.error();
    },
    quiet: true,
  });
  // No server puts the theme in the page head here: set it before the first render.
  applyTheme(bootResponse().data.configs.theme, document.documentElement);
  // Browser tests swap handlers at run time through this, as MSW's docs suggest.
  Object.assign(window, { msw: { worker, http, HttpResponse } });
};

const CrashScreen = () => {
  throw new Error('Deliberate render crash (mock mode only)');
};

/** Routes that exist only in mock builds, to exercise the error screen. */
export const mockOnlyRoutes: RouteObject[] = [
  {
    path: '__crash',
    handle: { pageId: 'notFound', protection: 'public' },
    Component: CrashScreen,
  },
];

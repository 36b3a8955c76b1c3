import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { readInlineBootData } from '../api/session';
import { activateLocale, detectLocale } from '../i18n/i18n';
import { LOCALE_PARAM } from '../i18n/localized-navigation';
import { App } from './app';
import './global.css';

/** Mock mode only: MSW answers every call in the browser; never part of a production build. */
const startMocks = async (): Promise<RouteObject[]> => {
  if (import.meta.env.MODE !== 'mock') return [];
  const { startMockWorker, mockOnlyRoutes } = await import('../mocks/browser');
  await startMockWorker();
  return mockOnlyRoutes;
};

const root = document.getElementById('root');
const inlineBootData = readInlineBootData();
if (root) {
  void Promise.all([
    startMocks(),
    activateLocale(
      // The first render is already in the page's language; LocaleEffect follows later changes.
      detectLocale({
        hl: new URLSearchParams(window.location.search).get(LOCALE_PARAM),
        saved: inlineBootData?.user?.language ?? null,
        browser: navigator.languages,
        employerDefault: inlineBootData?.configs.defaultLanguage ?? null,
      }),
    ),
  ]).then(([extraCareersRoutes]) => {
    // As a transition, the first render yields to the browser between components instead of
    // blocking it for one long task, and the server's first-paint markup stays until the
    // screen it stands for is ready.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App extraCareersRoutes={extraCareersRoutes} />
        </StrictMode>,
      );
    });
  });
}

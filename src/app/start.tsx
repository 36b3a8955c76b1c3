// First, so the app's styles come after the global ones in the one style sheet the page links.
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { readInlineBootData } from '../api/session';
import { activateLocale, detectLocale } from '../i18n/i18n';
import { LOCALE_PARAM } from '../i18n/localized-navigation';
import { rememberBootHistoryEntry } from '../lib/boot-history-entry';
import { App } from './app';
import { createAppRouter, routerInitialized } from './router';

/** Mock mode only: MSW answers every call in the browser; never part of a production build. */
const startMocks = async (): Promise<RouteObject[]> => {
  if (import.meta.env.MODE !== 'mock') return [];
  const { startMockWorker, mockOnlyRoutes } = await import('../mocks/browser');
  await startMockWorker();
  return mockOnlyRoutes;
};

/**
 * Lets the browser handle input and paint between the app's start-up steps, so none of them
 * blocks the page, which already shows the server's markup, for long.
 */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The page's first `Intl` formatter makes the browser load its locale data: one step of tens of
 * milliseconds on a phone. Taken in a task of its own, it lengthens no unit of the first render
 * (where the first plural, number or country name would otherwise load it).
 */
const loadLocaleData = (locale: string) => {
  new Intl.NumberFormat(locale).format(0);
};

const start = async (root: HTMLElement) => {
  // Evaluating the app's modules was the step before.
  await yieldToBrowser();
  const inlineBootData = readInlineBootData();
  // The first render is already in the page's language; LocaleEffect follows later changes.
  const locale = detectLocale({
    hl: new URLSearchParams(window.location.search).get(LOCALE_PARAM),
    saved: inlineBootData?.user?.language ?? null,
    browser: navigator.languages,
    employerDefault: inlineBootData?.configs.defaultLanguage ?? null,
  });
  const [extraCareersRoutes] = await Promise.all([startMocks(), activateLocale(locale)]);
  const queryClient = createQueryClient();
  rememberBootHistoryEntry();
  const router = createAppRouter(queryClient, extraCareersRoutes);
  // The server's first-paint markup stays in the root until the page it stands for can render
  // whole (its code, messages and data loaded), instead of giving way to a loading state. A page
  // without such markup shows that loading state at once.
  if (root.hasChildNodes()) {
    await routerInitialized(router);
    await yieldToBrowser();
  }
  loadLocaleData(locale);
  await yieldToBrowser();
  // As a transition, the first render yields to the browser between components instead of
  // blocking it for one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
};

const root = document.getElementById('root');
if (root) void start(root);

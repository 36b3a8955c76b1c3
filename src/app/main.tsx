import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { activateLocale, detectLocale } from '../i18n/i18n';
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
if (root) {
  void Promise.all([startMocks(), activateLocale(detectLocale())]).then(([extraCareersRoutes]) => {
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

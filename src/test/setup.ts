import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { server } from './msw-server';
import { loadNamespaces, NAMESPACES } from '../i18n/i18n';

// Any request no handler answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// Screens suspend until their catalogues load; tests render with every English one in place.
beforeAll(() => loadNamespaces(NAMESPACES));

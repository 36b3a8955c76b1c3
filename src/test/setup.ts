import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw-server';
import { loadNamespaces, NAMESPACES } from '../i18n/i18n';

// `findBy…` and `waitFor` wait for a state; their limit only decides how long a broken screen
// takes to fail, so it allows for a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

// Any request no handler answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// Screens suspend until their catalogues load; tests render with every English one in place.
beforeAll(() => loadNamespaces(NAMESPACES));

import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { FormName } from '@generated/forms';
import { i18n } from '../i18n/i18n';
import { Toaster } from '../ui/toast/toaster';
import type { FormEngineContext } from './form-context';
import { loadFormDefinition, type FormDefinition } from './load-form';
import type { FormsTranslate } from './validation/messages';

/** The forms catalogue's messages (the test setup loads every English catalogue), for validators. */
export const formsT: FormsTranslate = (id, values) => i18n._(id, values);

/** Renders with a fresh query client that does not retry, as every unit test should. */
export const renderWithQueryClient = (ui: ReactElement, client = createTestQueryClient()) => ({
  client,
  ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>),
});

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** A form of schemas/forms, as the app loads it (precompiled validator included). */
export const loadDefinition = (name: FormName): Promise<FormDefinition> => loadFormDefinition(name);

/**
 * A one-off form for a behaviour test. Tests run without a CSP, so rjsf's runtime Ajv validator
 * stands in for the precompiled one the app uses.
 */
export const inlineDefinition = (schema: RJSFSchema, uiSchema: object = {}): FormDefinition => ({
  name: 'apply',
  schema,
  uiSchema: uiSchema as UiSchema<unknown, RJSFSchema, FormEngineContext>,
  validator: validator as FormDefinition['validator'],
});

/** Renders screens at `path` inside a memory router, with toasts shown, as the app shell would. */
export const renderRoutes = (routes: RouteObject[], path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithQueryClient(
    <Suspense fallback={<p>Loading…</p>}>
      <RouterProvider router={router} />
      <Toaster />
    </Suspense>,
  );
  return { router, ...view };
};

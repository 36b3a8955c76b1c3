import { createElement } from 'react';
import validateFunctions from 'virtual:bench-validator';
import { loadNamespaces } from '../../../src/i18n/i18n';
import { createFormDefinition } from '../../../src/forms/load-form';
import { FormEngine } from '../../../src/forms/schema-form';

let definition;

/**
 * Loading a form builds its definition (precompiled validator included) and loads the engine's
 * messages before any render, as the app does.
 */
export const prepare = async (schema) => {
  definition = createFormDefinition('bench', { schema, uiSchema: {}, validateFunctions });
  await loadNamespaces(['forms', 'files']);
};

/** Our theme through the form engine. */
export const BenchForm = ({ liveValidate }) =>
  createElement(FormEngine, {
    definition,
    onSubmit: () => undefined,
    liveValidate: liveValidate ? 'onChange' : 'onBlur',
  });

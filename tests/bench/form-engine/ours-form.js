import { createElement } from 'react';
import validateFunctions from 'virtual:bench-validator';
import { createFormDefinition } from '../../../src/forms/load-form';
import { FormEngine } from '../../../src/forms/schema-form';

let definition;

/** Loading a form builds its definition (precompiled validator included) before any render. */
export const prepare = (schema) => {
  definition = createFormDefinition('bench', { schema, uiSchema: {}, validateFunctions });
};

/** Our theme through the form engine. */
export const BenchForm = ({ liveValidate }) =>
  createElement(FormEngine, {
    definition,
    onSubmit: () => undefined,
    liveValidate: liveValidate ? 'onChange' : 'onBlur',
  });

import { createElement } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';

/** Stock rjsf needs nothing ahead of its first render. */
export const prepare = () => undefined;

/** Stock @rjsf/core: its default theme and the Ajv validator that compiles the schema at run time. */
export const BenchForm = ({ schema, liveValidate }) =>
  createElement(Form, { schema, validator, liveValidate, noHtml5Validate: true });

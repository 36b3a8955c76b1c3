import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
// The module itself, not the package index, so Ajv's compiler never reaches the bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { FORM_MODULES, FORM_NAMES, type FormName } from '@generated/forms';
import { loadNamespaces } from '../i18n/i18n';
import type { FormEngineContext } from './form-context';
import { PHONE_FIELD } from './kinds/phone';
import { isRecord } from './ui-options';
import { loadPhoneSupport } from './validation/phone';

/** A form as the engine renders it: bundled schema, UI schema and its precompiled validator. */
export interface FormDefinition {
  name: FormName;
  schema: RJSFSchema;
  uiSchema: UiSchema<unknown, RJSFSchema, FormEngineContext>;
  validator: ValidatorType<unknown, RJSFSchema, FormEngineContext>;
}

export const isFormName = (name: string): name is FormName =>
  (FORM_NAMES as readonly string[]).includes(name);

/** Builds a definition from loaded modules; no schema is compiled at run time. */
export const createFormDefinition = (
  name: FormName,
  modules: { schema: unknown; uiSchema: unknown; validateFunctions: ValidatorFunctions },
): FormDefinition => {
  const schema = modules.schema as RJSFSchema;
  return {
    name,
    schema,
    uiSchema: modules.uiSchema as UiSchema<unknown, RJSFSchema, FormEngineContext>,
    validator: createPrecompiledValidator<unknown, RJSFSchema, FormEngineContext>(
      modules.validateFunctions,
      schema,
    ),
  };
};

/** Whether a UI schema has a phone field or a phone rule anywhere. */
export const usesPhone = (uiSchema: unknown): boolean => {
  if (Array.isArray(uiSchema)) return uiSchema.some(usesPhone);
  if (!isRecord(uiSchema)) return false;
  if (uiSchema['ui:field'] === PHONE_FIELD || uiSchema.type === 'phone') return true;
  return Object.values(uiSchema).some(usesPhone);
};

/**
 * Loads one form's chunk (schema, UI schema, validator) with the forms catalogues (the engine's
 * words and validation messages, and the forms' own texts), and phone support when the form
 * needs it.
 */
export const loadFormDefinition = async (name: FormName): Promise<FormDefinition> => {
  const [modules] = await Promise.all([
    FORM_MODULES[name](),
    loadNamespaces(['forms', 'files', 'formSchemas']),
  ]);
  if (usesPhone(modules.uiSchema)) await loadPhoneSupport();
  return createFormDefinition(name, modules);
};

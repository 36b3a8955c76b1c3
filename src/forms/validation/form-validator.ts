import {
  createErrorHandler,
  ErrorSchemaBuilder,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type FormContextType,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { pathKey } from '../ui-options';
import { ajvErrorPath, messageForAjvError } from './ajv-messages';
import type { FieldPath } from '../field-kind';
import { collectFieldProblems, findFieldNode, type FieldProblem } from './field-validation';
import type { ValidationSettings } from './settings';

/** Which fields may show their problems yet: before a submit, only the ones the user has left. */
export interface ValidationScope {
  isReported: (path: FieldPath) => boolean;
}

export const REPORT_EVERY_FIELD: ValidationScope = { isReported: () => true };

const toPropertyName = (path: FieldPath) => (path.length === 0 ? '' : `.${path.join('.')}`);

const toValidationData = <T>(problems: readonly FieldProblem[]): ValidationData<T> => {
  const builder = new ErrorSchemaBuilder<T>();
  problems.forEach((problem) => builder.addErrors(problem.message, problem.path));
  const errorSchema = builder.ErrorSchema;
  const errors: RJSFValidationError[] = problems.map((problem) => ({
    name: 'field',
    property: toPropertyName(problem.path),
    message: problem.message,
    stack: `${toPropertyName(problem.path)} ${problem.message}`.trim(),
  }));
  return { errors, errorSchema };
};

/**
 * The form engine's validator: the precompiled Ajv validator for the schema, with every message
 * replaced by the portal's own words and each field's kind and rules applied, one problem per
 * field, hidden fields skipped. Schema utilities (`isValid`) go straight to the precompiled functions.
 */
export class FormValidator<
  T = unknown,
  F extends FormContextType = FormContextType,
> implements ValidatorType<T, RJSFSchema, F> {
  constructor(
    private readonly compiled: ValidatorType<T, RJSFSchema, F>,
    private readonly rootSchema: RJSFSchema,
    private readonly getSettings: () => ValidationSettings,
    private readonly scope: ValidationScope = REPORT_EVERY_FIELD,
  ) {}

  /** The problems of every field, in form order, whether or not they may be shown yet. */
  findProblems(formData: T | undefined, uiSchema: unknown): FieldProblem[] {
    const settings = this.getSettings();
    const problems = collectFieldProblems(
      this.compiled as ValidatorType,
      this.rootSchema,
      uiSchema,
      formData,
      settings,
    );
    const { errors } = this.compiled.rawValidation<ErrorObject>(this.rootSchema, formData);
    for (const error of errors ?? []) {
      // `if` only says its `then` failed, which Ajv reports on its own; most other problems the
      // field rules found first, under the same path.
      if (error.keyword === 'if' || problems.has(pathKey(ajvErrorPath(error)))) continue;
      const node = findFieldNode(
        this.compiled as ValidatorType,
        this.rootSchema,
        uiSchema,
        formData,
        ajvErrorPath(error),
        settings,
      );
      // A missing section is reported by the fields inside it, which the rules above visited.
      if (!node || node.kind.holds === 'content' || node.kind.holds === 'fields') continue;
      const key = pathKey(node.path);
      if (!problems.has(key)) {
        problems.set(key, {
          path: node.path,
          message: messageForAjvError(error, node, settings),
        });
      }
    }
    return [...problems.values()];
  }

  validateFormData(
    formData: T | undefined,
    _schema: RJSFSchema,
    customValidate?: CustomValidator<T, RJSFSchema, F>,
    transformErrors?: ErrorTransformer<T, RJSFSchema, F>,
    uiSchema?: UiSchema<T, RJSFSchema, F>,
  ): ValidationData<T> {
    const reported = this.findProblems(formData, uiSchema).filter((problem) =>
      this.scope.isReported(problem.path),
    );
    let validation = toValidationData<T>(reported);
    if (customValidate) {
      const handler = customValidate(
        formData,
        createErrorHandler<T>(formData as T),
        uiSchema,
        validation.errorSchema,
      );
      validation = validationDataMerge<T>(validation, unwrapErrorHandler<T>(handler));
    }
    if (transformErrors) {
      const errors = transformErrors(validation.errors, uiSchema);
      validation = { errors, errorSchema: toErrorSchema<T>(errors) };
    }
    return { errors: validation.errors, errorSchema: validation.errorSchema };
  }

  isValid(schema: RJSFSchema, formData: T | undefined, rootSchema: RJSFSchema): boolean {
    return this.compiled.isValid(schema, formData, rootSchema);
  }

  // The signature is rjsf's ValidatorType's, generic in the error type it hands back.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  rawValidation<Result = unknown>(
    schema: RJSFSchema,
    formData?: T,
  ): { errors?: Result[]; validationError?: Error } {
    return this.compiled.rawValidation<Result>(schema, formData);
  }

  reset(): void {
    this.compiled.reset?.();
  }
}

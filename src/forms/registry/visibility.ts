import { isRecord, resolveDependencyPath, valueAt, type FieldUiOptions } from '../ui-options';

/**
 * Decides from the values of a field's dependencies whether it is shown. UI schemas name these
 * (`"visibility": "equals"`), since a UI schema holds no functions.
 */
export type VisibilityFunction = (
  dependencyValues: readonly unknown[],
  options: FieldUiOptions,
) => boolean;

const hasValue = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isRecord(value) && Object.keys(value).length === 0);

const visibilityFunctions = new Map<string, VisibilityFunction>([
  ['equals', ([first], { visibilityValue }) => first === visibilityValue],
  ['notEquals', ([first], { visibilityValue }) => first !== visibilityValue],
  [
    'isOneOf',
    ([first], { visibilityValue }) =>
      Array.isArray(visibilityValue) && visibilityValue.includes(first),
  ],
  ['isChecked', ([first]) => first === true],
  ['hasValue', (values) => values.length > 0 && values.every(hasValue)],
]);

/** Adds a visibility function a UI schema can name. */
export const registerVisibilityFunction = (name: string, visibility: VisibilityFunction): void => {
  visibilityFunctions.set(name, visibility);
};

/** Whether the field at `path` is shown for `formData`; an unknown function name shows it. */
export const isFieldVisible = (
  options: FieldUiOptions,
  path: readonly (string | number)[],
  formData: unknown,
): boolean => {
  if (options.hidden) return false;
  if (!options.visibility) return true;
  const visibility = visibilityFunctions.get(options.visibility);
  if (!visibility) {
    console.warn(`Unknown visibility function "${options.visibility}"`);
    return true;
  }
  const values = options.dependencies.map((dependency) =>
    valueAt(formData, resolveDependencyPath(dependency, path)),
  );
  return visibility(values, options);
};

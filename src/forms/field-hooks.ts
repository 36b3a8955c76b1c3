import { useState, useSyncExternalStore } from 'react';
import type { FormEngineContext } from './form-context';
import type { FormStore } from './form-store';
import { isFieldVisible } from './registry/visibility';
import { resolveDependencyPath, valueAt, type FieldUiOptions } from './ui-options';
import { fillPlaceholders } from './validation/placeholders';

/** Whether a field is shown, re-evaluated 50 ms after its dependencies stop changing. */
export const useFieldVisibility = (
  context: FormEngineContext,
  options: FieldUiOptions,
  path: readonly (string | number)[],
): boolean => {
  const { store } = context;
  return useSyncExternalStore(options.visibility ? store.subscribe : noopSubscribe, () =>
    isFieldVisible(options, path, store.settledFormData),
  );
};

/** The settled value of a field's first dependency (the select's `{{parentValue}}`). */
export const useFirstDependencyValue = (
  context: FormEngineContext,
  options: FieldUiOptions,
  path: readonly (string | number)[],
): unknown => {
  const { store } = context;
  const [first] = options.dependencies;
  return useSyncExternalStore(first ? store.subscribe : noopSubscribe, () =>
    first ? valueAt(store.settledFormData, resolveDependencyPath(first, path)) : undefined,
  );
};

const noopSubscribe = () => () => undefined;

/**
 * `value` as it was when the pointer was pressed, until the click that press leads to has run;
 * for what takes room on the page (a problem, the summary), so leaving a field by clicking
 * elsewhere does not move the control under the pointer before its click lands.
 */
export const useSteadyWhilePressed = <T>(store: FormStore, value: T): T => {
  const isPressed = useSyncExternalStore(store.subscribeToPress, () => store.isPointerPressed);
  const [steady, setSteady] = useState(value);
  if (!isPressed && !Object.is(steady, value)) setSteady(value);
  return isPressed ? steady : value;
};

/** A text of the form with its variable placeholders filled in. */
export const fillText = (context: FormEngineContext, text: string): string =>
  fillPlaceholders(text, context.variables);

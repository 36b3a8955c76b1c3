import { useEffect } from 'react';
import { errorId } from '@rjsf/utils';
import { useSteadyWhilePressed } from '../field-hooks';
import type { FormStore } from '../form-store';
import type { EngineFieldErrorProps } from '../types';
import { firstProblem } from '../widgets/widget-helpers';

/**
 * The field's first problem only (the first failure wins), shown while there is one: the
 * input's aria-describedby names it only then. A problem that appears is handed to the form's
 * single live region, so it is read once, without one live region per field. While a pointer is
 * pressed the problem shown stays as it was (see `useSteadyWhilePressed`).
 */
export default function FieldErrorTemplate({
  errors,
  fieldPathId,
  registry,
}: EngineFieldErrorProps) {
  const { store } = registry.formContext;
  const first = useSteadyWhilePressed(store, firstProblem(errors));
  if (first === undefined) return null;
  return <FieldProblem id={errorId(fieldPathId)} message={first} store={store} />;
}

function FieldProblem({ id, message, store }: { id: string; message: string; store: FormStore }) {
  useEffect(() => store.reportNewProblem(message), [store, message]);
  return (
    <p id={id} className="pcsx-field__error">
      {message}
    </p>
  );
}

import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useSteadyWhilePressed } from '../field-hooks';
import type { FormStore } from '../form-store';
import type { EngineErrorListProps } from '../types';

const NO_PROBLEMS: EngineErrorListProps['errors'] = [];

/**
 * rjsf's error list: it hands the form's problems to the summary `FormEngine` shows above the
 * form. rjsf drops this template once no problem is left, and a summary that vanished with it
 * would move the whole form up under the pointer; the summary itself stays put during a press.
 */
export default function ErrorListTemplate({ errors, registry }: EngineErrorListProps) {
  const { store } = registry.formContext;
  useLayoutEffect(() => store.setSummaryProblems(errors), [store, errors]);
  useLayoutEffect(() => () => store.setSummaryProblems(NO_PROBLEMS), [store]);
  return null;
}

const fieldIdOf = (idPrefix: string, idSeparator: string, property: string | undefined) =>
  [idPrefix, ...(property ?? '').split('.').filter(Boolean)].join(idSeparator);

interface ErrorSummaryProps {
  store: FormStore;
  idPrefix: string;
  idSeparator: string;
}

/**
 * The summary above a form that failed to submit: each problem linked to its field. Focus goes to
 * the first field with a problem, so the summary is not announced on its own. While a pointer is
 * pressed it stays as it was (see `useSteadyWhilePressed`).
 */
export function ErrorSummary({ store, idPrefix, idSeparator }: ErrorSummaryProps) {
  const { t } = useMessages('forms');
  const currentErrors = useSyncExternalStore(store.subscribeToSummary, () => store.summaryProblems);
  const errors = useSteadyWhilePressed(store, currentErrors);
  // Problems found on blur show beside their fields; the summary is for a submit that failed.
  if (!store.hasSubmitAttempted) return null;
  const seen = new Set<string>();
  const unique = errors.filter((error) => {
    const key = `${error.property ?? ''}|${error.message ?? ''}`;
    if (seen.has(key) || !error.message) return false;
    seen.add(key);
    return true;
  });
  if (unique.length === 0) return null;
  return (
    <section className="pcsx-error-summary" aria-labelledby={`${idPrefix}__error-summary`}>
      <h2 id={`${idPrefix}__error-summary`} className="pcsx-error-summary__title">
        {t('forms.engine.errorSummary.title')}
      </h2>
      <ul>
        {unique.map((error) => (
          <li key={`${error.property ?? ''}|${error.message ?? ''}`}>
            <a href={`#${fieldIdOf(idPrefix, idSeparator, error.property)}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

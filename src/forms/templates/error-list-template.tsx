import { useMessages } from '../../i18n/use-messages';
import type { EngineErrorListProps } from '../types';

const fieldIdOf = (idPrefix: string, idSeparator: string, property: string | undefined) =>
  [idPrefix, ...(property ?? '').split('.').filter(Boolean)].join(idSeparator);

/**
 * The summary above a form that failed to submit: each problem linked to its field. Focus goes to
 * the first field with a problem, so the summary is not announced on its own.
 */
export default function ErrorListTemplate({ errors, registry }: EngineErrorListProps) {
  const { t } = useMessages('forms');
  const { idPrefix, idSeparator } = registry.globalFormOptions;
  // Problems found on blur show beside their fields; the summary is for a submit that failed.
  if (!registry.formContext.store.hasSubmitAttempted) return null;
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

import { useEffect, useRef } from 'react';
import type { FormName } from '@generated/forms';
import { getRequestErrorMessage, type FieldError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useFormDefinition } from '../../forms/use-form-definition';
import { SimpleForm } from '../../forms/variants/simple-form';
import { useMessages } from '../../i18n/use-messages';

interface SectionFormProps {
  formName: FormName;
  /** Unique on the page, so two open forms never share field ids. */
  idPrefix: string;
  initialData: unknown;
  isSaving: boolean;
  serverErrors: readonly FieldError[];
  onSubmit: (data: unknown) => void;
  onCancel: () => void;
}

const FOCUSABLE_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea, select';

/**
 * A profile section's form, edited in place: its first field takes focus when it opens, and it is
 * marked busy while a save is under way.
 */
export const SectionForm = ({
  formName,
  idPrefix,
  initialData,
  isSaving,
  serverErrors,
  onSubmit,
  onCancel,
}: SectionFormProps) => {
  const { t } = useMessages('candidate');
  const { domain } = useSession();
  const definition = useFormDefinition(formName);
  const containerRef = useRef<HTMLDivElement>(null);
  const isLoaded = definition.data !== undefined;
  useEffect(() => {
    if (isLoaded) containerRef.current?.querySelector<HTMLElement>(FOCUSABLE_FIELD)?.focus();
  }, [isLoaded]);

  if (definition.isError) return <p role="alert">{getRequestErrorMessage(definition.error)}</p>;
  return (
    <div ref={containerRef} className="profile-form" aria-busy={isSaving}>
      {definition.data ? (
        <SimpleForm
          definition={definition.data}
          initialData={initialData}
          idPrefix={idPrefix}
          domain={domain}
          serverErrors={serverErrors}
          isBusy={isSaving}
          submitLabel={t('candidate.profile.save')}
          onSubmit={onSubmit}
          actions={
            <button type="button" className="pcsx-button" onClick={onCancel}>
              {t('candidate.profile.cancel')}
            </button>
          }
        />
      ) : (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      )}
    </div>
  );
};

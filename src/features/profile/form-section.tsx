import { useState, type ReactNode } from 'react';
import type { FormName } from '@generated/forms';
import type { ProfileEditRequestOpSection } from '@generated/api/models';
import type { FieldError } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';
import { ProfileSection } from './profile-section';
import { SectionForm } from './section-form';
import { toFormErrors, useProfileEdit } from './use-profile-edit';
import { usePendingFocus } from '../../lib/use-pending-focus';

interface FormSectionProps {
  section: ProfileEditRequestOpSection;
  formName: FormName;
  title: string;
  /** The section read-only. */
  view: ReactNode;
  initialData: unknown;
  /** The form's answers as the section's `op_data.value`. */
  toValue: (data: unknown) => unknown;
  /** The form field that shows a problem with the whole value (the skills list). */
  wholeValueField?: string;
}

/** A section saved as one value (basic info, contact, skills): read-only until "Edit". */
export const FormSection = ({
  section,
  formName,
  title,
  view,
  initialData,
  toValue,
  wholeValueField,
}: FormSectionProps) => {
  const { t } = useMessages('candidate');
  const { save, isSaving } = useProfileEdit();
  const [isEditing, setIsEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const focusLater = usePendingFocus();
  const editButtonId = `profile-${section}-edit`;

  const close = () => {
    setIsEditing(false);
    setServerErrors([]);
    focusLater(editButtonId);
  };

  return (
    <ProfileSection
      section={section}
      title={title}
      actions={
        isEditing ? null : (
          <button
            id={editButtonId}
            type="button"
            className="button button--secondary"
            aria-label={t('candidate.profile.editSection', { section: title })}
            onClick={() => setIsEditing(true)}
          >
            {t('candidate.profile.edit')}
          </button>
        )
      }
    >
      {isEditing ? (
        <SectionForm
          formName={formName}
          idPrefix={`profile_${section}`}
          initialData={initialData}
          isSaving={isSaving}
          serverErrors={serverErrors}
          onCancel={close}
          onSubmit={(data) => {
            setServerErrors([]);
            save(
              { op_section: section, operation: 'update', op_data: { value: toValue(data) } },
              {
                onSaved: close,
                onInvalid: (fields) => setServerErrors(toFormErrors(fields, wholeValueField)),
              },
            );
          }}
        />
      ) : (
        view
      )}
    </ProfileSection>
  );
};

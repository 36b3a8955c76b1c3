import { useState, type ReactNode } from 'react';
import type { FormName } from '@generated/forms';
import type { FieldError } from '../../api/api-error';
import { useMessages } from '../../i18n/use-messages';
import { Modal } from '../../ui/modal/modal';
import { withNulls, withoutNulls } from './form-values';
import { ProfileSection } from './profile-section';
import { SectionForm } from './section-form';
import { toFormErrors, useProfileEdit } from './use-profile-edit';
import { usePendingFocus } from '../../lib/use-pending-focus';

export type ListSectionName = 'experience' | 'education' | 'links';

interface ListSectionProps<Entry extends object> {
  section: ListSectionName;
  formName: FormName;
  title: string;
  entries: readonly Entry[];
  /** A short text naming an entry, for its buttons and the delete confirmation. */
  describe: (entry: Entry) => string;
  renderEntry: (entry: Entry) => ReactNode;
  /** Optional fields the profile stores as null when they are left empty. */
  nullableFields: readonly string[];
  addLabel: string;
  emptyText: string;
}

type Editing = { kind: 'add' } | { kind: 'update'; index: number } | null;

/**
 * A list section (experience, education, links): each entry can be edited in place, moved up or
 * down and deleted after a confirmation; "Add" opens an empty form below the list.
 */
export const ListSection = <Entry extends object>({
  section,
  formName,
  title,
  entries,
  describe,
  renderEntry,
  nullableFields,
  addLabel,
  emptyText,
}: ListSectionProps<Entry>) => {
  const { t } = useMessages('candidate');
  const { save, isSaving } = useProfileEdit();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const focusLater = usePendingFocus();
  const addButtonId = `profile-${section}-add`;
  const buttonId = (index: number, action: 'edit' | 'up' | 'down' | 'delete') =>
    `profile-${section}-${index}-${action}`;

  const closeForm = (focusId: string) => {
    setEditing(null);
    setServerErrors([]);
    focusLater(focusId);
  };

  const onInvalid = (fields: FieldError[]) => setServerErrors(toFormErrors(fields));

  const move = (index: number, target: number) => {
    const direction = target < index ? 'up' : 'down';
    const isAtEnd = target === 0 || target === entries.length - 1;
    save(
      { op_section: section, operation: 'move', op_data: { value: target, index } },
      {
        // The button pressed is disabled once its entry reaches the end; focus the other one.
        onSaved: () =>
          focusLater(buttonId(target, isAtEnd ? (direction === 'up' ? 'down' : 'up') : direction)),
      },
    );
  };

  const form = (initialData: unknown, request: (value: unknown) => void, focusId: string) => (
    <SectionForm
      formName={formName}
      idPrefix={`profile_${section}`}
      initialData={initialData}
      isSaving={isSaving}
      serverErrors={serverErrors}
      onCancel={() => closeForm(focusId)}
      onSubmit={(data) => {
        setServerErrors([]);
        request(withNulls(data, nullableFields));
      }}
    />
  );

  const deletingEntry = deleting === null ? undefined : entries[deleting];
  // Entries go by position: moving or deleting one while a form is open would shift the entry
  // under that form, and its save would land on another entry.
  const isLocked = editing !== null || isSaving;

  return (
    <ProfileSection section={section} title={title}>
      {entries.length === 0 && editing?.kind !== 'add' && <p>{emptyText}</p>}
      {entries.length > 0 && (
        <ol className="profile-list">
          {entries.map((entry, index) => {
            const name = describe(entry);
            const editButton = buttonId(index, 'edit');
            return (
              // Entries have no ids; the position is what the server edits by.
              <li key={index} className="profile-list__item">
                {editing?.kind === 'update' && editing.index === index ? (
                  form(
                    withoutNulls(entry),
                    (value) =>
                      save(
                        { op_section: section, operation: 'update', op_data: { value, index } },
                        { onSaved: () => closeForm(editButton), onInvalid },
                      ),
                    editButton,
                  )
                ) : (
                  <>
                    <div className="profile-list__entry">{renderEntry(entry)}</div>
                    <div className="profile-list__actions">
                      <button
                        id={editButton}
                        type="button"
                        className="button profile-list__action"
                        aria-label={t('candidate.profile.entry.edit', { entry: name })}
                        disabled={editing !== null}
                        onClick={() => setEditing({ kind: 'update', index })}
                      >
                        {t('candidate.profile.edit')}
                      </button>
                      <button
                        id={buttonId(index, 'up')}
                        type="button"
                        className="button profile-list__action"
                        aria-label={t('candidate.profile.entry.moveUp', { entry: name })}
                        disabled={index === 0 || isLocked}
                        onClick={() => move(index, index - 1)}
                      >
                        {t('candidate.profile.moveUp')}
                      </button>
                      <button
                        id={buttonId(index, 'down')}
                        type="button"
                        className="button profile-list__action"
                        aria-label={t('candidate.profile.entry.moveDown', { entry: name })}
                        disabled={index === entries.length - 1 || isLocked}
                        onClick={() => move(index, index + 1)}
                      >
                        {t('candidate.profile.moveDown')}
                      </button>
                      <button
                        id={buttonId(index, 'delete')}
                        type="button"
                        className="button profile-list__action profile-list__action--danger"
                        aria-label={t('candidate.profile.entry.delete', { entry: name })}
                        disabled={isLocked}
                        onClick={() => setDeleting(index)}
                      >
                        {t('candidate.profile.delete')}
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {editing?.kind === 'add' ? (
        form(
          {},
          (value) =>
            save(
              { op_section: section, operation: 'add', op_data: { value, index: null } },
              { onSaved: () => closeForm(addButtonId), onInvalid },
            ),
          addButtonId,
        )
      ) : (
        <button
          id={addButtonId}
          type="button"
          className="button button--secondary"
          disabled={editing !== null}
          onClick={() => setEditing({ kind: 'add' })}
        >
          {addLabel}
        </button>
      )}
      <Modal
        title={t('candidate.profile.deleteDialog.title')}
        isOpen={deletingEntry !== undefined}
        onClose={() => setDeleting(null)}
      >
        <p>
          {t('candidate.profile.deleteDialog.body', {
            entry: deletingEntry ? describe(deletingEntry) : '',
          })}
        </p>
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => setDeleting(null)}>
            {t('candidate.profile.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={isSaving}
            onClick={() =>
              deleting !== null &&
              save(
                {
                  op_section: section,
                  operation: 'delete',
                  op_data: { value: null, index: deleting },
                },
                {
                  onSaved: () => {
                    setDeleting(null);
                    focusLater(addButtonId);
                  },
                },
              )
            }
          >
            {t('candidate.profile.delete')}
          </button>
        </div>
      </Modal>
    </ProfileSection>
  );
};

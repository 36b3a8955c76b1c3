import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { ValueSummary } from '../components/value-summary';
import { readListItemOptions } from '../list-options';
import { valueAt } from '../ui-options';
import type { EngineArrayItemTemplateProps } from '../types';

/**
 * One item of a dynamic list with its actions. With the `edit` action an item shows a summary of
 * its answers until the candidate chooses to edit it; new, empty items open for editing.
 */
export default function ArrayFieldItemTemplate(props: EngineArrayItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry, schema, uiSchema } = props;
  const { t } = useMessages('forms');
  const item = readListItemOptions(uiSchema, schema, index, t);
  const context = registry.formContext;
  const canEdit = item.actions.has('edit');
  const [isEditing, setEditing] = useState(
    () => !canEdit || valueAt(context.store.formData, buttonsProps.fieldPathId.path) === undefined,
  );
  const { ArrayFieldItemButtonsTemplate: Buttons } = registry.templates;
  return (
    <li className="pcsx-list__item">
      {isEditing ? (
        children
      ) : (
        <ValueSummary
          title={item.title}
          schema={schema}
          uiSchema={uiSchema}
          value={valueAt(context.store.formData, buttonsProps.fieldPathId.path)}
          resolveSchema={(subSchema, value) =>
            registry.schemaUtils.retrieveSchema(subSchema, value)
          }
          variables={context.variables}
        />
      )}
      {(hasToolbar || canEdit) && (
        <div
          className="pcsx-list__toolbar"
          role="group"
          aria-label={t('forms.engine.list.itemActions', { title: item.title })}
        >
          {canEdit && (
            <button
              type="button"
              className="pcsx-button pcsx-button--small"
              aria-expanded={isEditing}
              onClick={() => setEditing((editing) => !editing)}
            >
              {isEditing
                ? t('forms.engine.list.doneEditingItem', { title: item.title })
                : t('forms.engine.list.editItem', { title: item.title })}
            </button>
          )}
          {hasToolbar && <Buttons {...buttonsProps} />}
        </div>
      )}
    </li>
  );
}

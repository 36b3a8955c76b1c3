import { buttonId } from '@rjsf/utils';
import { useMessages } from '../../i18n/use-messages';
import { readListItemOptions } from '../list-options';
import type { EngineArrayItemButtonsProps } from '../types';

/** Duplicate, move and delete, each named for the item it acts on; delete only while above the minimum. */
export default function ArrayFieldItemButtonsTemplate(props: EngineArrayItemButtonsProps) {
  const {
    disabled,
    readonly,
    hasCopy,
    hasMoveDown,
    hasMoveUp,
    hasRemove,
    fieldPathId,
    index,
    totalItems,
    onCopyItem,
    onRemoveItem,
    onMoveDownItem,
    onMoveUpItem,
    registry,
    uiSchema,
    schema,
  } = props;
  const { t } = useMessages('forms');
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } =
    registry.templates.ButtonTemplates;
  const list = readListItemOptions(uiSchema, schema, index, t);
  const { title } = list;
  const isLocked = disabled || readonly;
  return (
    <>
      {list.actions.has('duplicate') && hasCopy && (
        <CopyButton
          id={buttonId(fieldPathId, 'copy')}
          className="pcsx-button pcsx-button--small"
          disabled={isLocked}
          onClick={onCopyItem}
          uiSchema={uiSchema}
          registry={registry}
          aria-label={t('forms.engine.list.duplicateItem', { title })}
        />
      )}
      {list.actions.has('moveUp') && hasMoveUp && (
        <MoveUpButton
          id={buttonId(fieldPathId, 'moveUp')}
          className="pcsx-button pcsx-button--small"
          disabled={isLocked}
          onClick={onMoveUpItem}
          uiSchema={uiSchema}
          registry={registry}
          aria-label={t('forms.engine.list.moveItemUp', { title })}
        />
      )}
      {list.actions.has('moveDown') && hasMoveDown && (
        <MoveDownButton
          id={buttonId(fieldPathId, 'moveDown')}
          className="pcsx-button pcsx-button--small"
          disabled={isLocked}
          onClick={onMoveDownItem}
          uiSchema={uiSchema}
          registry={registry}
          aria-label={t('forms.engine.list.moveItemDown', { title })}
        />
      )}
      {list.actions.has('delete') && hasRemove && totalItems > list.minItems && (
        <RemoveButton
          id={buttonId(fieldPathId, 'remove')}
          className="pcsx-button pcsx-button--small pcsx-button--danger"
          disabled={isLocked}
          onClick={onRemoveItem}
          uiSchema={uiSchema}
          registry={registry}
          aria-label={t('forms.engine.list.removeItem', { title })}
        />
      )}
    </>
  );
}

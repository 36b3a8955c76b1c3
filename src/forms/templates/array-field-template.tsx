import { buttonId } from '@rjsf/utils';
import { fillText } from '../field-hooks';
import { readListOptions } from '../list-options';
import { readFieldOptions } from '../ui-options';
import type { EngineArrayTemplateProps } from '../types';
import { LabelContent } from './field-label';
import { describedByIds } from '../widgets/widget-helpers';

/** A dynamic list: a fieldset of item cards and the add button, shown while under the maximum. */
export default function ArrayFieldTemplate(props: EngineArrayTemplateProps) {
  const {
    canAdd,
    fieldPathId,
    uiSchema,
    items,
    onAddClick,
    readonly,
    disabled,
    registry,
    required,
    schema,
    title,
  } = props;
  const context = registry.formContext;
  const list = readListOptions(uiSchema, schema);
  const label = fillText(context, title || schema.title || '');
  const { AddButton } = registry.templates.ButtonTemplates;
  const isUnderMax = list.maxItems === undefined || items.length < list.maxItems;
  return (
    <fieldset
      className="pcsx-fieldset pcsx-list"
      id={fieldPathId.$id}
      aria-describedby={describedByIds(fieldPathId.$id, props)}
    >
      <legend className="pcsx-field__label">
        <LabelContent text={label} required={required} isNew={readFieldOptions(uiSchema).newItem} />
      </legend>
      <ol className="pcsx-list__items">{items}</ol>
      {canAdd && isUnderMax && !readonly && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="pcsx-button pcsx-list__add"
          onClick={onAddClick}
          disabled={disabled}
          uiSchema={uiSchema}
          registry={registry}
          title={list.addButtonText}
          icon={list.addButtonIcon}
        />
      )}
    </fieldset>
  );
}

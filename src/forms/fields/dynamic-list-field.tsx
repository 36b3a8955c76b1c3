import { useEffect, useMemo } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { ITEM_OPTION_KEYS, readListOptions } from '../list-options';
import { isRecord, readFieldOptions, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';

/**
 * A dynamic list: rjsf's array field with our templates. It starts with one item when a minLength
 * rule exists, offers "add" while under the maximum and "remove" while above the minimum.
 */
export default function DynamicListField(props: EngineFieldProps) {
  const { uiSchema, schema, formData, onChange, fieldPathId, registry } = props;
  const list = readListOptions(uiSchema, schema);
  const count = Array.isArray(formData) ? formData.length : 0;
  const hasMinRule = readFieldOptions(uiSchema).rules.some((rule) => rule.type === 'minLength');
  const isUnderMax = list.maxItems === undefined || count < list.maxItems;
  const itemSchema = isRecord(schema.items) ? (schema.items as RJSFSchema) : {};
  const options = uiOptionsOf(uiSchema);
  const itemDefault = options.itemDefaultValue;
  const itemTitle = typeof options.itemTitle === 'string' ? options.itemTitle : undefined;
  const actionsKey = [...list.actions].join(',');

  useEffect(() => {
    if (hasMinRule && count === 0) {
      const first: unknown =
        itemDefault ?? registry.schemaUtils.getDefaultFormState(itemSchema, undefined);
      onChange([first], fieldPathId.path);
    }
    // Only the first render of an empty list adds the starting item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const listUiSchema = useMemo(() => {
    const record = isRecord(uiSchema) ? uiSchema : {};
    const options = isRecord(record['ui:options']) ? record['ui:options'] : {};
    const items = isRecord(record.items) ? record.items : {};
    const actions = actionsKey === '' ? [] : actionsKey.split(',');
    const itemOptions = isRecord(items['ui:options']) ? items['ui:options'] : {};
    return {
      ...record,
      'ui:options': {
        ...options,
        addable: isUnderMax,
        orderable: actions.includes('moveUp') || actions.includes('moveDown'),
        removable: actions.includes('delete'),
        copyable: actions.includes('duplicate'),
      },
      items: {
        ...items,
        'ui:options': {
          ...itemOptions,
          ...(itemTitle === undefined ? {} : { [ITEM_OPTION_KEYS.title]: itemTitle }),
          // No title of its own: each item is "<items' title> <n>", or "Item <n>".
          [ITEM_OPTION_KEYS.name]: itemSchema.title ?? '',
          [ITEM_OPTION_KEYS.actions]: actions,
          [ITEM_OPTION_KEYS.minItems]: list.minItems,
        },
      },
    };
  }, [uiSchema, isUnderMax, actionsKey, list.minItems, itemSchema.title, itemTitle]);

  const { ArrayField } = registry.fields;
  return <ArrayField {...props} uiSchema={listUiSchema} />;
}

import type { FormsTranslate } from './validation/messages';
import { formatMessage } from './validation/placeholders';
import { numberOption, readFieldOptions, stringOption, uiOptionsOf } from './ui-options';

export const LIST_ITEM_ACTIONS = ['edit', 'duplicate', 'delete', 'moveUp', 'moveDown'] as const;
export type ListItemAction = (typeof LIST_ITEM_ACTIONS)[number];

/** A dynamic list's options (item fields, default item, add button, titles), read from its UI schema. */
export interface ListOptions {
  actions: ReadonlySet<ListItemAction>;
  /** The UI schema's add button text; the add button says "Add" without one. */
  addButtonText: string | undefined;
  addButtonIcon: string | undefined;
  minItems: number;
  maxItems: number | undefined;
}

const DEFAULT_ACTIONS: readonly ListItemAction[] = ['delete'];

/** Options a dynamic list hands to each item's UI schema, so item templates can name and limit items. */
export const ITEM_OPTION_KEYS = {
  /** The UI schema's `itemTitle`, "Employer %(index)s". */
  title: 'listItemTitle',
  /** The items' schema title, which names each item ("Employer 2") when there is no `itemTitle`. */
  name: 'listItemName',
  actions: 'listItemActions',
  minItems: 'listMinItems',
} as const;

export const readListOptions = (
  uiSchema: unknown,
  schema: { minItems?: number; maxItems?: number },
): ListOptions => {
  const options = uiOptionsOf(uiSchema);
  const { rules } = readFieldOptions(uiSchema);
  const ruleLimit = (type: 'minLength' | 'maxLength') => {
    const value = rules.find((rule) => rule.type === type)?.value;
    return typeof value === 'number' ? value : undefined;
  };
  const actions = Array.isArray(options.itemActions)
    ? options.itemActions.filter((action): action is ListItemAction =>
        (LIST_ITEM_ACTIONS as readonly unknown[]).includes(action),
      )
    : DEFAULT_ACTIONS;
  return {
    actions: new Set(actions),
    addButtonText: stringOption(options, 'addButtonText'),
    addButtonIcon: stringOption(options, 'addButtonIcon'),
    minItems: ruleLimit('minLength') ?? schema.minItems ?? 0,
    maxItems: ruleLimit('maxLength') ?? schema.maxItems ?? numberOption(options, 'maxItems'),
  };
};

export interface ListItemOptions {
  title: string;
  actions: ReadonlySet<ListItemAction>;
  minItems: number;
}

/**
 * What an item of a dynamic list knows about its list, from the options the list put in its UI
 * schema. Its title is the UI schema's `itemTitle`, else its name and number ("Employer 2"), else
 * "Item 2".
 */
export const readListItemOptions = (
  itemUiSchema: unknown,
  itemSchema: { title?: string },
  index: number,
  t: FormsTranslate,
): ListItemOptions => {
  const options = uiOptionsOf(itemUiSchema);
  const number = index + 1;
  const ownTitle = stringOption(options, ITEM_OPTION_KEYS.title);
  const name = stringOption(options, ITEM_OPTION_KEYS.name) ?? itemSchema.title ?? '';
  const actions = options[ITEM_OPTION_KEYS.actions];
  return {
    title:
      ownTitle !== undefined
        ? formatMessage(ownTitle, { index: number })
        : name === ''
          ? t('forms.engine.list.item', { number })
          : t('forms.engine.list.namedItem', { name, number }),
    actions: new Set(
      Array.isArray(actions)
        ? actions.filter((action): action is ListItemAction =>
            (LIST_ITEM_ACTIONS as readonly unknown[]).includes(action),
          )
        : DEFAULT_ACTIONS,
    ),
    minItems: numberOption(options, ITEM_OPTION_KEYS.minItems) ?? 0,
  };
};

import { formatMessage } from './validation/placeholders';
import { numberOption, readFieldOptions, stringOption, uiOptionsOf } from './ui-options';

export const LIST_ITEM_ACTIONS = ['edit', 'duplicate', 'delete', 'moveUp', 'moveDown'] as const;
export type ListItemAction = (typeof LIST_ITEM_ACTIONS)[number];

/** The dynamic list options of §3 read from a list's UI schema. */
export interface ListOptions {
  actions: ReadonlySet<ListItemAction>;
  addButtonText: string;
  addButtonIcon: string | undefined;
  itemTitle: (index: number) => string;
  minItems: number;
  maxItems: number | undefined;
}

const DEFAULT_ACTIONS: readonly ListItemAction[] = ['delete'];

/** Options a dynamic list hands to each item's UI schema, so item templates can name and limit items. */
export const ITEM_OPTION_KEYS = {
  title: 'listItemTitle',
  actions: 'listItemActions',
  minItems: 'listMinItems',
} as const;

export const readListOptions = (
  uiSchema: unknown,
  schema: { minItems?: number; maxItems?: number; title?: string },
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
  const itemTitle = stringOption(options, 'itemTitle') ?? `${schema.title ?? 'Item'} %(index)s`;
  return {
    actions: new Set(actions),
    addButtonText: stringOption(options, 'addButtonText') ?? 'Add',
    addButtonIcon: stringOption(options, 'addButtonIcon'),
    itemTitle: (index) => formatMessage(itemTitle, { index: index + 1 }),
    minItems: ruleLimit('minLength') ?? schema.minItems ?? 0,
    maxItems: ruleLimit('maxLength') ?? schema.maxItems ?? numberOption(options, 'maxItems'),
  };
};

export interface ListItemOptions {
  title: string;
  actions: ReadonlySet<ListItemAction>;
  minItems: number;
}

/** What an item of a dynamic list knows about its list, from the options the list put in its UI schema. */
export const readListItemOptions = (
  itemUiSchema: unknown,
  itemSchema: { title?: string },
  index: number,
): ListItemOptions => {
  const options = uiOptionsOf(itemUiSchema);
  const title =
    stringOption(options, ITEM_OPTION_KEYS.title) ?? `${itemSchema.title ?? 'Item'} %(index)s`;
  const actions = options[ITEM_OPTION_KEYS.actions];
  return {
    title: formatMessage(title, { index: index + 1 }),
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

import type { RJSFSchema } from '@rjsf/utils';
import type { FieldKind } from '../field-kind';
import type { EngineField, EngineWidget } from '../types';
import { uiOptionsOf } from '../ui-options';
import text from './text';

/** How UI schemas reach the kinds: by `ui:field` and `ui:widget` name, else by schema. */
export interface KindIndex {
  byField: ReadonlyMap<string, FieldKind>;
  byWidget: ReadonlyMap<string, FieldKind>;
  defaults: readonly FieldKind[];
}

const ownersOf = (
  kinds: readonly FieldKind[],
  what: string,
  namesOf: (kind: FieldKind) => readonly string[],
): Map<string, FieldKind> => {
  const owners = new Map<string, FieldKind>();
  for (const kind of kinds) {
    for (const name of namesOf(kind)) {
      const owner = owners.get(name);
      if (owner) {
        throw new Error(
          `The ${what} "${name}" belongs to two field kinds: ${owner.name} and ${kind.name}`,
        );
      }
      owners.set(name, kind);
    }
  }
  return owners;
};

/** Indexes kinds by the names UI schemas use; a name claimed twice is an error, not a guess. */
export const indexKinds = (kinds: readonly FieldKind[]): KindIndex => {
  ownersOf(kinds, 'name', (kind) => [kind.name]);
  return {
    byField: ownersOf(kinds, 'ui:field', (kind) => Object.keys(kind.fields ?? {})),
    byWidget: ownersOf(kinds, 'ui:widget', (kind) => Object.keys(kind.widgets ?? {})),
    defaults: kinds.filter((kind) => kind.isDefaultFor !== undefined),
  };
};

/**
 * Every kind of field, one file each in this folder (its default export): adding the file adds
 * the kind to the theme, the validator, read-only views and progress.
 */
export const FIELD_KINDS: readonly FieldKind[] = Object.values(
  import.meta.glob<FieldKind>(['./*.{ts,tsx}', '!./index.ts', '!./*.test.{ts,tsx}'], {
    eager: true,
    import: 'default',
  }),
);

const KINDS = indexKinds(FIELD_KINDS);

/**
 * A field's kind: the kind of its `ui:field`; else of its `ui:widget`, if that kind takes the
 * schema; else the kind that is the default for its schema. Text takes what no kind claims.
 */
export const kindOf = (schema: RJSFSchema, uiSchema: unknown): FieldKind => {
  const { field, widget } = uiOptionsOf(uiSchema);
  const byField = typeof field === 'string' ? KINDS.byField.get(field) : undefined;
  if (byField) return byField;
  const byWidget = typeof widget === 'string' ? KINDS.byWidget.get(widget) : undefined;
  if (byWidget && (byWidget.takes?.(schema) ?? true)) return byWidget;
  return KINDS.defaults.find((kind) => kind.isDefaultFor?.(schema)) ?? text;
};

/** Fields that hold other fields: sections, and lists whose items are fields. */
export const isContainer = (kind: FieldKind): boolean =>
  kind.holds === 'fields' || kind.holds === 'items';

/** Every kind's widgets by the names UI schemas use. */
export const generateKindWidgets = (): Record<string, EngineWidget> =>
  Object.fromEntries(FIELD_KINDS.flatMap((kind) => Object.entries(kind.widgets ?? {})));

/** Every kind's fields by the names UI schemas use. */
export const generateKindFields = (): Record<string, EngineField> =>
  Object.fromEntries(FIELD_KINDS.flatMap((kind) => Object.entries(kind.fields ?? {})));

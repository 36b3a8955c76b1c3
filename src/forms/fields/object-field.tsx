import { memo, useMemo } from 'react';
import {
  deepEquals,
  getUiOptions,
  orderProperties,
  toFieldPathId,
  type ErrorSchema,
  type FieldPathId,
  type RJSFSchema,
} from '@rjsf/utils';
import type { FormEngineContext } from '../form-context';
import { useFieldVisibility } from '../field-hooks';
import { isRecord, readFieldOptions } from '../ui-options';
import type { EngineFieldProps, EngineRegistry } from '../types';
import ThemeSchemaField, { isPlainLeaf, LeafField } from './schema-field';

/** One object for every property without a UI schema, so memoized fields see the same props. */
const EMPTY_UI_SCHEMA = {};

interface PropertyFieldProps {
  name: string;
  parentPathId: FieldPathId;
  schema: RJSFSchema;
  uiSchema: unknown;
  formData: unknown;
  errorSchema: ErrorSchema | undefined;
  required: boolean;
  registry: EngineRegistry;
  onChange: EngineFieldProps['onChange'];
  onBlur: EngineFieldProps['onBlur'];
  onFocus: EngineFieldProps['onFocus'];
  disabled: boolean | undefined;
  readonly: boolean | undefined;
  hideError: boolean | undefined;
}

/**
 * One property of an object. Memoized on props that stay the same objects between keystrokes, so
 * typing in one field re-renders that field only; hidden while its visibility function says so.
 */
const PropertyField = memo(function PropertyField(props: PropertyFieldProps) {
  const { name, parentPathId, registry, uiSchema } = props;
  const fieldPathId = useMemo(
    () => toFieldPathId(name, registry.globalFormOptions, parentPathId),
    [name, registry.globalFormOptions, parentPathId],
  );
  return readFieldOptions(uiSchema).visibility ? (
    <ConditionalField {...props} fieldPathId={fieldPathId} />
  ) : (
    propertySchemaField(props, fieldPathId)
  );
});

/** A property with a visibility function: rendered only while the function says it is shown. */
function ConditionalField(props: PropertyFieldProps & { fieldPathId: FieldPathId }) {
  const isVisible = useFieldVisibility(
    props.registry.formContext,
    readFieldOptions(props.uiSchema),
    props.fieldPathId.path,
  );
  return isVisible ? propertySchemaField(props, props.fieldPathId) : null;
}

/**
 * The property's schema field. A plain leaf of this theme is rendered straight from here: the
 * property field is already memoized, and a long form's mount pays for every layer per field.
 */
const propertySchemaField = (props: PropertyFieldProps, fieldPathId: FieldPathId) => {
  const { registry } = props;
  const { SchemaField } = registry.fields;
  const uiSchema = isRecord(props.uiSchema) ? props.uiSchema : EMPTY_UI_SCHEMA;
  const Field =
    SchemaField === ThemeSchemaField && isPlainLeaf(props.schema, uiSchema)
      ? LeafField
      : SchemaField;
  return (
    <Field
      name={props.name}
      schema={props.schema}
      uiSchema={uiSchema}
      formData={props.formData}
      errorSchema={props.errorSchema}
      fieldPathId={fieldPathId}
      required={props.required}
      registry={registry}
      onChange={props.onChange}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      disabled={props.disabled}
      readonly={props.readonly}
      hideError={props.hideError}
    />
  );
};

/**
 * The last schema seen at each field path of a form, so a property schema that rjsf rebuilt while
 * resolving a $ref stays the same object while it is deeply equal, and its field need not re-render.
 */
const schemaCache = new WeakMap<object, Map<string, RJSFSchema>>();

const stablePropertySchemas = (
  rootSchema: RJSFSchema,
  parentPath: readonly (string | number)[],
  properties: RJSFSchema['properties'],
): Record<string, RJSFSchema> => {
  let cache = schemaCache.get(rootSchema);
  if (!cache) {
    cache = new Map();
    schemaCache.set(rootSchema, cache);
  }
  const stable: Record<string, RJSFSchema> = {};
  for (const [name, schema] of Object.entries(properties ?? {})) {
    if (typeof schema === 'boolean') continue;
    const key = [...parentPath, name].join('.');
    const before = cache.get(key);
    if (before !== undefined && (before === schema || deepEquals(before, schema))) {
      stable[name] = before;
    } else {
      cache.set(key, schema);
      stable[name] = schema;
    }
  }
  return stable;
};

/**
 * Objects (and embedded forms): every property rendered through a memoized property field, in
 * `ui:order`. Replaces rjsf's ObjectField, whose per-property callbacks change on every render and
 * so re-render all siblings of the field being typed in; additionalProperties are not supported.
 */
export default function ObjectField(props: EngineFieldProps) {
  const {
    schema,
    formData,
    errorSchema,
    fieldPathId,
    registry,
    name,
    title,
    required,
    disabled,
    readonly,
    hideError,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const uiSchema = props.uiSchema ?? EMPTY_UI_SCHEMA;
  const uiOptions = getUiOptions<unknown, RJSFSchema, FormEngineContext>(uiSchema);
  const properties = useMemo(
    () => stablePropertySchemas(registry.rootSchema, fieldPathId.path, schema.properties),
    [registry.rootSchema, fieldPathId.path, schema.properties],
  );
  const order: unknown = uiOptions.order;
  const names = orderProperties(
    Object.keys(properties),
    Array.isArray(order)
      ? order.filter((name): name is string => typeof name === 'string')
      : undefined,
  );
  const requiredNames = new Set(schema.required);
  const { ObjectFieldTemplate: Template } = registry.templates;
  const values = isRecord(formData) ? formData : undefined;
  const uiSchemaRecord: Record<string, unknown> = uiSchema;
  const templateTitle = uiOptions.title;
  const templateDescription = uiOptions.description;
  return (
    <Template
      title={typeof templateTitle === 'string' ? templateTitle : (schema.title ?? title ?? name)}
      description={
        typeof templateDescription === 'string' ? templateDescription : schema.description
      }
      properties={names.flatMap((property) => {
        if (!Object.hasOwn(properties, property)) return [];
        const propertySchema = properties[property];
        return [
          {
            name: property,
            hidden: false,
            disabled,
            readonly,
            content: (
              <PropertyField
                key={property}
                name={property}
                parentPathId={fieldPathId}
                schema={propertySchema}
                uiSchema={uiSchemaRecord[property]}
                formData={values?.[property]}
                errorSchema={
                  (errorSchema as Record<string, ErrorSchema | undefined> | undefined)?.[property]
                }
                required={requiredNames.has(property)}
                registry={registry}
                onChange={onChange}
                onBlur={onBlur}
                onFocus={onFocus}
                disabled={disabled}
                readonly={readonly}
                hideError={hideError}
              />
            ),
          },
        ];
      })}
      onAddProperty={noop}
      fieldPathId={fieldPathId}
      uiSchema={uiSchema}
      schema={schema}
      formData={formData}
      errorSchema={errorSchema}
      registry={registry}
      required={required}
      disabled={disabled}
      readonly={readonly}
    />
  );
}

const noop = () => undefined;

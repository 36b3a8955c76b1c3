import { memo, useCallback, useMemo } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import {
  descriptionId,
  optionsList,
  shallowEquals,
  type ErrorSchema,
  type RJSFSchema,
} from '@rjsf/utils';
import type { FormEngineContext } from '../form-context';
import { translateFormText } from '../form-texts';
import { useLocale } from '../../i18n/use-messages';
import { isRecord, uiOptionsOf } from '../ui-options';
import type { EngineFieldProps } from '../types';

const { SchemaField: RjsfSchemaField } = getDefaultRegistry<
  unknown,
  RJSFSchema,
  FormEngineContext
>().fields;

/** Keywords that need rjsf's resolution ($refs, compositions, conditions) before rendering. */
const COMPOSITE_KEYWORDS = ['$ref', 'allOf', 'anyOf', 'if', 'dependencies', 'dependentSchemas'];

const isConstChoices = (options: unknown): boolean =>
  Array.isArray(options) && options.every((option) => isRecord(option) && 'const' in option);

/**
 * A plain leaf: a string, number or boolean with no $ref, composition or condition (a `oneOf` of
 * consts is a choice list) and no custom field. Everything else goes through rjsf's SchemaField.
 */
export const isPlainLeaf = (schema: RJSFSchema, uiSchema: unknown): boolean => {
  const { type } = schema;
  if (type !== 'string' && type !== 'number' && type !== 'integer' && type !== 'boolean')
    return false;
  if (COMPOSITE_KEYWORDS.some((keyword) => keyword in schema)) return false;
  if (schema.oneOf !== undefined && !isConstChoices(schema.oneOf)) return false;
  return !(isRecord(uiSchema) && 'ui:field' in uiSchema);
};

const defaultWidgetOf = (schema: RJSFSchema, isChoice: boolean): string => {
  if (schema.type === 'boolean') return 'checkbox';
  return isChoice ? 'select' : 'text';
};

/**
 * rjsf's SchemaField works out templates, widget, label and schema afresh for every field on every
 * render. Plain leaves, most of a long form, are rendered here directly with the same templates,
 * widgets and props, which halves the work of mounting a form and of each change.
 */
export function LeafField(props: EngineFieldProps) {
  const {
    schema,
    uiSchema,
    fieldPathId,
    formData,
    errorSchema,
    registry,
    required = false,
    onChange,
    onBlur,
    onFocus,
    name,
    disabled,
    readonly,
    hideError,
    autofocus,
  } = props;
  const { widgets, templates } = registry;
  const { FieldTemplate, FieldErrorTemplate, FieldHelpTemplate, DescriptionFieldTemplate } =
    templates;
  // The forms carry message ids for their texts; they are read in the page's language.
  const locale = useLocale();
  const options = uiOptionsOf(uiSchema, locale);
  const id = fieldPathId.$id;
  const isChoice = Array.isArray(schema.enum) || schema.oneOf !== undefined;
  const enumOptions = useMemo(
    () =>
      isChoice
        ? optionsList<unknown, RJSFSchema, FormEngineContext>(schema, uiSchema)?.map((option) => ({
            ...option,
            label: translateFormText(option.label),
          }))
        : undefined,
    // The labels are read again in a new language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isChoice, schema, uiSchema, locale],
  );
  const widgetName =
    typeof options.widget === 'string' ? options.widget : defaultWidgetOf(schema, isChoice);
  const Widget = widgets[widgetName] ?? widgets.TextWidget;
  const handleChange = useCallback(
    (value: unknown, errors?: ErrorSchema, changedId?: string) =>
      onChange(value, fieldPathId.path, errors, changedId ?? id),
    [onChange, fieldPathId.path, id],
  );

  const label = translateFormText(
    typeof options.title === 'string' ? options.title : (schema.title ?? name),
  );
  const description = translateFormText(
    typeof options.description === 'string' ? options.description : (schema.description ?? ''),
  );
  const help = typeof options.help === 'string' ? options.help : undefined;
  const isDisabled = Boolean(options.disabled ?? disabled);
  const isReadonly = Boolean(options.readonly ?? (readonly || schema.readOnly));
  const hidesError = options.hideError === undefined ? hideError : Boolean(options.hideError);
  const errors = hidesError ? undefined : errorSchema?.__errors;
  const displayLabel = options.label !== false && schema.type !== 'boolean';
  const widgetOptions = useMemo(() => ({ ...options, enumOptions }), [options, enumOptions]);

  return (
    <FieldTemplate
      id={id}
      fieldPathId={fieldPathId}
      label={label}
      description={
        description === '' ? undefined : (
          <DescriptionFieldTemplate
            id={descriptionId(id)}
            description={description}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        )
      }
      rawDescription={description}
      help={
        help === undefined || help === '' ? undefined : (
          <FieldHelpTemplate
            help={help}
            fieldPathId={fieldPathId}
            schema={schema}
            uiSchema={uiSchema}
            hasErrors={Boolean(errors && errors.length > 0)}
            registry={registry}
          />
        )
      }
      rawHelp={help}
      errors={
        hidesError ? undefined : (
          <FieldErrorTemplate
            errors={errors}
            errorSchema={errorSchema}
            fieldPathId={fieldPathId}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        )
      }
      rawErrors={errors}
      hidden={options.widget === 'hidden'}
      required={required}
      disabled={isDisabled}
      readonly={isReadonly}
      hideError={hidesError}
      displayLabel={displayLabel}
      formData={formData}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      onChange={onChange}
      onKeyRename={noop}
      onKeyRenameBlur={noop}
      onRemoveProperty={noop}
    >
      <Widget
        id={id}
        name={name}
        label={label}
        hideLabel={!displayLabel}
        hideError={hidesError}
        options={widgetOptions}
        schema={schema}
        uiSchema={uiSchema}
        value={formData}
        onChange={handleChange}
        onBlur={onBlur}
        onFocus={onFocus}
        required={required}
        disabled={isDisabled}
        readonly={isReadonly}
        autofocus={Boolean(options.autofocus ?? autofocus)}
        registry={registry}
        placeholder={typeof options.placeholder === 'string' ? options.placeholder : ''}
        rawErrors={errors}
        htmlName={fieldPathId.name}
      />
    </FieldTemplate>
  );
}

const noop = () => undefined;

function SchemaFieldRender(props: EngineFieldProps) {
  return isPlainLeaf(props.schema, props.uiSchema) ? (
    <LeafField {...props} />
  ) : (
    <RjsfSchemaField {...props} />
  );
}

/** The theme's SchemaField: plain leaves rendered directly, the rest by rjsf, both memoized. */
const SchemaField = memo(SchemaFieldRender, shallowEquals);

export default SchemaField;

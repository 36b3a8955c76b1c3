import type { ThemeProps } from '@rjsf/core';
import type {
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  TemplatesType,
} from '@rjsf/utils';
import type { FormEngineContext } from './form-context';
import NumberField from './fields/number-field';
import ObjectField from './fields/object-field';
import SchemaField from './fields/schema-field';
import { generateKindFields, generateKindWidgets } from './kinds';
import ArrayFieldItemButtonsTemplate from './templates/array-field-item-buttons-template';
import ArrayFieldItemTemplate from './templates/array-field-item-template';
import ArrayFieldTemplate from './templates/array-field-template';
import {
  AddButton,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
  SubmitButton,
} from './templates/button-templates';
import DescriptionFieldTemplate from './templates/description-field-template';
import ErrorListTemplate from './templates/error-list-template';
import FieldErrorTemplate from './templates/field-error-template';
import FieldHelpTemplate from './templates/field-help-template';
import FieldTemplate from './templates/field-template';
import ObjectFieldTemplate from './templates/object-field-template';
import TitleFieldTemplate from './templates/title-field-template';
import ReadOnlyWidget from './widgets/read-only-widget';
import './forms.css';

type Fields = RegistryFieldsType<unknown, RJSFSchema, FormEngineContext>;
type Widgets = RegistryWidgetsType<unknown, RJSFSchema, FormEngineContext>;
type Templates = Partial<
  Omit<TemplatesType<unknown, RJSFSchema, FormEngineContext>, 'ButtonTemplates'>
> & {
  ButtonTemplates?: Partial<
    TemplatesType<unknown, RJSFSchema, FormEngineContext>['ButtonTemplates']
  >;
};

export function generateTemplates(): Templates {
  return {
    ArrayFieldItemButtonsTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    ButtonTemplates: {
      AddButton,
      ClearButton,
      CopyButton,
      MoveDownButton,
      MoveUpButton,
      RemoveButton,
      SubmitButton,
    },
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
  };
}

/**
 * Widgets of every field kind by the names UI schemas use (rjsf's default names included, for
 * schemas without a UI schema), and the read-only view, which shows an answer of any kind.
 */
export function generateWidgets(): Widgets {
  return { ...generateKindWidgets(), readOnly: ReadOnlyWidget };
}

/**
 * Fields of every field kind by the names UI schemas use, and rjsf's core fields that this theme
 * replaces for speed; they come last, so no kind can take their names.
 */
export function generateFields(): Fields {
  return { ...generateKindFields(), SchemaField, ObjectField, NumberField };
}

/** The careers portal theme, assembled like rjsf's own themes. */
export function generateTheme(): ThemeProps<unknown, RJSFSchema, FormEngineContext> {
  return { templates: generateTemplates(), widgets: generateWidgets(), fields: generateFields() };
}

export const theme = generateTheme();

import type { ThemeProps } from '@rjsf/core';
import type {
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  TemplatesType,
} from '@rjsf/utils';
import { FIELD_NAMES, WIDGET_NAMES } from './field-names';
import type { FormEngineContext } from './form-context';
import DateRangeField from './fields/date-range-field';
import DynamicListField from './fields/dynamic-list-field';
import EsignField from './fields/esign-field';
import FileUploadField from './fields/file-upload-field';
import HtmlViewerField from './fields/html-viewer-field';
import { InfoField, InstructionField } from './fields/info-field';
import NumberField from './fields/number-field';
import ObjectField from './fields/object-field';
import PdfViewerField from './fields/pdf-viewer-field';
import PhoneField from './fields/phone-field';
import SchemaField from './fields/schema-field';
import SkillSelectorField from './fields/skill-selector-field';
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
import CheckboxItemWidget from './widgets/checkbox-item-widget';
import CheckboxWidget from './widgets/checkbox-widget';
import DateWidget from './widgets/date-widget';
import DropdownWidget from './widgets/dropdown-widget';
import EmailWidget from './widgets/email-widget';
import NumberWidget from './widgets/number-widget';
import RadioWidget from './widgets/radio-widget';
import ReadOnlyWidget from './widgets/read-only-widget';
import SelectWidget from './widgets/select-widget';
import SsnWidget from './widgets/ssn-widget';
import StarRatingWidget from './widgets/star-rating-widget';
import TextWidget from './widgets/text-widget';
import TextareaWidget from './widgets/textarea-widget';
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

/** Widgets by the names UI schemas use (§3), plus rjsf's default names for unannotated schemas. */
export function generateWidgets(): Widgets {
  return {
    [WIDGET_NAMES.text]: TextWidget,
    [WIDGET_NAMES.textarea]: TextareaWidget,
    [WIDGET_NAMES.email]: EmailWidget,
    [WIDGET_NAMES.number]: NumberWidget,
    [WIDGET_NAMES.ssn]: SsnWidget,
    [WIDGET_NAMES.date]: DateWidget,
    [WIDGET_NAMES.select]: SelectWidget,
    [WIDGET_NAMES.dropdown]: DropdownWidget,
    [WIDGET_NAMES.radio]: RadioWidget,
    [WIDGET_NAMES.checkbox]: CheckboxWidget,
    [WIDGET_NAMES.checkboxItem]: CheckboxItemWidget,
    [WIDGET_NAMES.starRating]: StarRatingWidget,
    [WIDGET_NAMES.readOnly]: ReadOnlyWidget,
    checkboxes: CheckboxItemWidget,
    TextWidget,
    TextareaWidget,
    EmailWidget,
    SelectWidget,
    RadioWidget,
    CheckboxWidget,
    CheckboxesWidget: CheckboxItemWidget,
    DateWidget,
    UpDownWidget: NumberWidget,
  };
}

export function generateFields(): Fields {
  return {
    SchemaField,
    ObjectField,
    NumberField,
    [FIELD_NAMES.embeddedForm]: ObjectField,
    [FIELD_NAMES.phone]: PhoneField,
    [FIELD_NAMES.dateRange]: DateRangeField,
    [FIELD_NAMES.dynamicList]: DynamicListField,
    [FIELD_NAMES.fileUpload]: FileUploadField,
    [FIELD_NAMES.fileUploadAlias]: FileUploadField,
    [FIELD_NAMES.skillSelector]: SkillSelectorField,
    [FIELD_NAMES.esignForm]: EsignField,
    [FIELD_NAMES.info]: InfoField,
    [FIELD_NAMES.instruction]: InstructionField,
    [FIELD_NAMES.pdfViewer]: PdfViewerField,
    [FIELD_NAMES.htmlViewer]: HtmlViewerField,
  };
}

/** The careers portal theme, assembled like rjsf's own themes. */
export function generateTheme(): ThemeProps<unknown, RJSFSchema, FormEngineContext> {
  return { templates: generateTemplates(), widgets: generateWidgets(), fields: generateFields() };
}

export const theme = generateTheme();

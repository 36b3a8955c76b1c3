import type {
  ArrayFieldItemButtonsTemplateProps,
  Field,
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  DescriptionFieldProps,
  ErrorListProps,
  FieldErrorProps,
  FieldHelpProps,
  FieldProps,
  FieldTemplateProps,
  IconButtonProps,
  ObjectFieldTemplateProps,
  Registry,
  RJSFSchema,
  SubmitButtonProps,
  TitleFieldProps,
  Widget,
  WidgetProps,
} from '@rjsf/utils';
import type { FormEngineContext } from './form-context';

/** The rjsf generics of this engine: any answers, JSON Schema, our form context. */
export type EngineWidgetProps = WidgetProps<unknown, RJSFSchema, FormEngineContext>;
export type EngineFieldProps = FieldProps<unknown, RJSFSchema, FormEngineContext>;
export type EngineWidget = Widget<unknown, RJSFSchema, FormEngineContext>;
export type EngineField = Field<unknown, RJSFSchema, FormEngineContext>;
export type EngineRegistry = Registry<unknown, RJSFSchema, FormEngineContext>;
export type EngineFieldTemplateProps = FieldTemplateProps<unknown, RJSFSchema, FormEngineContext>;
export type EngineObjectTemplateProps = ObjectFieldTemplateProps<
  unknown,
  RJSFSchema,
  FormEngineContext
>;
export type EngineArrayTemplateProps = ArrayFieldTemplateProps<
  unknown,
  RJSFSchema,
  FormEngineContext
>;
export type EngineArrayItemTemplateProps = ArrayFieldItemTemplateProps<
  unknown,
  RJSFSchema,
  FormEngineContext
>;
export type EngineArrayItemButtonsProps = ArrayFieldItemButtonsTemplateProps<
  unknown,
  RJSFSchema,
  FormEngineContext
>;
export type EngineErrorListProps = ErrorListProps<unknown, RJSFSchema, FormEngineContext>;
export type EngineFieldErrorProps = FieldErrorProps<unknown, RJSFSchema, FormEngineContext>;
export type EngineFieldHelpProps = FieldHelpProps<unknown, RJSFSchema, FormEngineContext>;
export type EngineDescriptionProps = DescriptionFieldProps<unknown, RJSFSchema, FormEngineContext>;
export type EngineTitleProps = TitleFieldProps<unknown, RJSFSchema, FormEngineContext>;
export type EngineButtonProps = IconButtonProps<unknown, RJSFSchema, FormEngineContext>;
export type EngineSubmitButtonProps = SubmitButtonProps<unknown, RJSFSchema, FormEngineContext>;
